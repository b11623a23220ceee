import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import type { EventBus, StorageLike } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';

/**
 * A page runtime for the remote's tests, made as the host makes it: its service A answers
 * through `adapter` (or `api`'s transport), over the test's bus and storage, signed in with
 * `token` (a guest by default).
 */
export function TestRuntime({ api, adapter = api?.defaults.adapter as AxiosAdapter, bus, storage = window.localStorage, token = null, children }: {
  api?: AxiosInstance; adapter?: AxiosAdapter; bus: EventBus; storage?: StorageLike; token?: string | null; children: ReactNode;
}) {
  const [runtime] = useState(() => createRuntime({ bus, storage, token, events: null, adapters: { serviceA: adapter } }));
  return <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>;
}

/** Renders `ui` inside a page runtime over the application bus and localStorage, as the host renders the remote. */
export function renderInRuntime(ui: ReactElement) {
  const runtime = createRuntime({ events: null });
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider> });
}
