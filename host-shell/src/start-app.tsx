import React, { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bus, recordSingleton, whiteLabel } from 'shared-domain';
import { createRuntime, readPreloadedData, startOidcHandoff } from 'shared-ui';
import { preparePage, routeRemoteId } from './app/route-remote';
import { startWhiteLabel } from './white-label/start-white-label';
import { App } from './app/app';
import { releaseServerRobots } from './app/server-head';
import { pageHydrated } from './hydration/page-hydration';
import { nextTask } from './lib/next-task';
import { createFederationLoader } from './remotes/federation-loader';
import { createRemoteErrorReporter } from './remotes/remote-errors';
import { pageSession } from './session/start-session';
import { startTracker, type Tracker } from './analytics/tracker';
import { followWhiteLabelTheme } from './theme/site-theme';
import { adoptServerStyles } from './theme/server-styles';
import { startConsent } from './consent/start-consent';

/**
 * Starts the page: the runtime, white-label, the theme, the remotes, the session and the
 * analytics, then the hydration (or the first render). Called in a task after the one that
 * evaluated the modules (index.ts), so neither is one long task with the other.
 */
export function startApp(): void {
  // The server's styles stay as they are: styled-components is told which rules they hold.
  adoptServerStyles(document);

  // Every package records the React and bus it got; a browser test checks there is one each.
  recordSingleton('react', React);
  recordSingleton('bus', bus);

  // The page's one runtime (shared-ui): both services' clients, the session, the bus and the
  // theme, which the shell and every remote it composes read; made once, here.
  const runtime = createRuntime();

  // White-label (SPEC.md section 2): the server's data block at once, else the hostname lookup
  // (skipped on the product's own hosts); a failed lookup is logged and the site keeps its look.
  startWhiteLabel({
    doc: document,
    hostname: window.location.hostname,
    lookup: async (hostname) => (await runtime.api.serviceA.get<unknown>(`/organizations/hostname/${encodeURIComponent(hostname)}`)).data,
  });
  // The server's head is the first URL's; the pages keep the robots rule current from here on.
  releaseServerRobots(document);

  // The one theme channel: the site's colours as CSS custom properties on <html>, before the
  // first render (the default theme, or the white-label organisation's once it is known).
  followWhiteLabelTheme();

  const remotes = createFederationLoader();
  // Fetch remotes.json now, in parallel with React's first render.
  remotes.start().catch(() => undefined);

  // The page's session, restored once the app is mounted (a guest asks nothing).
  const session = pageSession(runtime);
  // Back from the OpenID provider (SPEC.md 7.22): `#oidc=<code>` leaves the address now; the
  // code is traded once the session has started, so the sign-in moves the guest bag.
  let sessionReady: () => void = () => undefined;
  void startOidcHandoff(runtime, window, new Promise<void>((resolve) => (sessionReady = resolve)));

  // Analytics never stops the site: where storage or crypto is refused, the page runs without it.
  let tracker: Tracker | undefined;
  try {
    tracker = startTracker();
  } catch {
    tracker = undefined;
  }

  // Ad pixels and session recording (SPEC.md 7.24): only those the server named, only after the visitor accepts.
  const consent = startConsent(document, (choice, policyVersion) => runtime.api.serviceA.post('/consent', { choice, policyVersion }));

  // A page the server rendered carries the data its render used: the browser hydrates that
  // markup at once, with the same data, so it asks the API nothing again. The page's own part
  // hydrates when its code (the remote and the page's chunk, fetched from here on) is here;
  // until then what the visitor does there is held and then replayed (hydration/early-events.ts).
  const root = document.getElementById('root')!;
  const preloaded = readPreloadedData(document);
  const serverRendered = Boolean(preloaded && root.firstChild);

  // The stored session is restored once (a guest asks nothing). On a server-rendered page, only
  // once the page's own part has hydrated: the signed-in header re-renders the shell, and an
  // update reaching the page's part before its code is here would make React throw the
  // server's markup away and show the loading state instead.
  let sessionStarted = false;
  const startSession = () => {
    if (sessionStarted) return;
    sessionStarted = true;
    void session.start().finally(sessionReady);
  };
  const pageReady = () => {
    pageHydrated();
    startSession();
  };
  if (serverRendered) window.setTimeout(startSession, 15_000);
  const app = (
    // Without transitions a navigation shows the new page at once (its loading state, then its
    // content or its failure with Retry): in a transition React would keep the old page on
    // screen, with no sign of progress, for as long as the new page's code takes to arrive.
    <BrowserRouter useTransitions={false}>
      <App
        runtime={runtime}
        loader={remotes.load}
        peek={remotes.peek}
        preloaded={preloaded}
        organisation={whiteLabel.state.organization}
        session={session}
        // A page rendered here: once the app is on screen (the header listening).
        onMounted={serverRendered ? undefined : startSession}
        onPageReady={pageReady}
        tracker={tracker}
        consent={consent}
        onRemoteError={tracker ? createRemoteErrorReporter(tracker, remotes.entry) : undefined}
      />
    </BrowserRouter>
  );
  if (serverRendered) {
    const path = window.location.pathname;
    // The page's code, asked for now rather than when React reaches its part (a failure shows in the slot, with Retry).
    remotes.load(routeRemoteId(path)).then((mod) => preparePage(mod, path)).catch(() => undefined);
    // As a transition, React hydrates in slices and lets the browser paint and take input between
    // them (one long task otherwise); what the visitor does meanwhile is held (see above). It
    // starts in a task of its own, after the start-up above.
    nextTask(() => {
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
  } else {
    createRoot(root).render(app);
    pageHydrated();
  }
}
