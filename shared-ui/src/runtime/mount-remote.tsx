import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { mountIdPrefix, type MountOptions } from 'shared-domain';
import { applyTheme, createRuntime, RuntimeProvider, type RemoteRuntime } from 'shared-ui';

/** What a remote's `mount()` answers: `update` merges new options and renders again; `unmount` ends it. */
export type RemoteMountHandle<O> = { update(next: Partial<O>): void; unmount(): void };

/**
 * A remote's `mount()` body (the agency embed contract): one runtime for the embed, made by
 * createRuntime from the options (`apiBase`, `campaignApiBase`, `token`, `bus`; `embedded`),
 * the theme's custom properties on `element`, and `view(options, runtime)` rendered into it
 * under the runtime. `update` gives the runtime a new token, bases or theme (another `bus`, a
 * new runtime) and renders again; `unmount` empties the element, puts back what its style had
 * and stops the runtime.
 */
export function mountRemote<O extends MountOptions>(
  element: Element,
  options: O,
  /** The remote's folder (`mf-dashboard`): the ids its React root makes are prefixed with it. */
  folder: string,
  view: (current: O, runtime: RemoteRuntime) => ReactNode,
): RemoteMountHandle<O> {
  let current = options;
  const make = () => createRuntime({
    apiBase: current.apiBase,
    campaignApiBase: current.campaignApiBase,
    token: current.token,
    bus: current.bus,
    theme: current.theme,
    embedded: true,
  });
  let runtime = make();
  const root = createRoot(element, { identifierPrefix: mountIdPrefix(folder) });
  const styled = element instanceof HTMLElement ? element : null;
  let undoTheme = styled ? applyTheme(styled, runtime.theme()) : () => undefined;
  const render = () => root.render(<RuntimeProvider runtime={runtime}>{view(current, runtime)}</RuntimeProvider>);
  render();
  return {
    update(next) {
      const busBefore = current.bus;
      current = { ...current, ...next };
      if ('bus' in next && next.bus !== busBefore) {
        // The session listens to its bus from the start: another bus is another runtime.
        runtime.dispose();
        runtime = make();
      } else runtime.update(next);
      if ('theme' in next && styled) {
        undoTheme();
        undoTheme = applyTheme(styled, runtime.theme());
      }
      render();
    },
    unmount() {
      root.unmount();
      undoTheme();
      runtime.dispose();
    },
  };
}
