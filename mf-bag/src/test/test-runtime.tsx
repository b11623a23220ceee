import { useState, type ReactNode } from 'react';
import type { AxiosAdapter } from 'axios';
import type { EventBus, StorageLike } from 'shared-domain';
import { createRuntime, RuntimeProvider } from 'shared-ui';

/**
 * A page runtime for the bag's tests, made as the host (or `mount`) makes it: both services
 * answer through `adapter`, over the test's storage and bus; `token` is an embedder's token,
 * undefined follows the stored one (the site's session).
 */
export function TestRuntime({ storage, bus, adapter, token, children }: {
  storage: StorageLike; bus: EventBus; adapter: AxiosAdapter; token?: string | null; children: ReactNode;
}) {
  const [runtime] = useState(() => createRuntime({ storage, bus, token, events: null, adapters: { serviceA: adapter, serviceB: adapter } }));
  return <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>;
}
