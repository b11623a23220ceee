import {
  AUTH_TOKEN_KEY, EMBED_STORAGE_PREFIX, createEventBus, createServiceAClient, createSessionController, embedSignInUrl,
  isEmbedSessionMessage, storageOrMemory, toApiError, type EmbedSignInStep, type EventBus, type SessionController, type StorageLike,
} from 'shared-domain';

/**
 * What every embed on one agency page shares (README "Embedding"): one bus, so the bag and the
 * dashboard stay in step; one storage, under the `mediamart:` prefix apart from the agency's own
 * keys; one session (its guest bag moves to the account at sign-in, as on the site); the sign-in
 * window on the site; and what stops the embeds from working at all. The first embed bundle on
 * the page makes it and keeps it on `window`: the others (separate bundles) use the same one.
 */
export type EmbedPage = {
  readonly version: 1;
  readonly siteOrigin: string;
  readonly bus: EventBus;
  readonly storage: StorageLike;
  /** Opens the site's sign-in window (call it inside the visitor's click: browsers block pop-ups otherwise). */
  open(step: EmbedSignInStep): void;
  /** Ends the embedded session here and on the server. */
  signOut(): Promise<void>;
  /** What keeps the embeds from working (the API unreachable, the page's CSP), with what to fix; null when nothing. */
  problem(): string | null;
  subscribe(listener: () => void): () => void;
  /** The folders of the embeds mounted now (`mf-dashboard`): the bag leaves a saved campaign to the dashboard when it is there. */
  readonly mounted: Map<string, number>;
  /** True for the first caller only (until it releases them): that embed shows the page's snackbars. */
  claimSnackbars(): boolean;
  releaseSnackbars(): void;
};

type EmbedWindow = typeof globalThis & { __mediamartEmbedPages?: Record<string, EmbedPage> };

/** Keys of the agency page's storage under the embed's prefix: the embed never reads or clears the agency's own. */
export function prefixedStorage(storage: StorageLike, prefix = EMBED_STORAGE_PREFIX): StorageLike {
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
  };
}

/** What to tell an agency whose `apiBase` answers but not as the API does. */
export const wrongApiBaseMessage = (apiBase: string, siteOrigin: string, why: string) =>
  `The embed cannot reach the MediaMart API at ${apiBase} (${why}). Check the snippet's apiBase: it should be ${siteOrigin}/api.`;

/** What to tell an agency whose page's Content-Security-Policy blocks the embed. */
export const cspMessage = (siteOrigin: string, directive: string) =>
  `This page's Content-Security-Policy blocks the embed (${directive}). Allow ${siteOrigin} in script-src, connect-src, img-src and style-src, and 'unsafe-inline' in style-src.`;

/** The sign-in window, while it is open. */
type Pending = { step: EmbedSignInStep; window: Window; stop(): void };

export type EmbedPageOptions = {
  apiBase: string;
  siteOrigin: string;
  organisation: string | undefined;
  /** Answer service A's calls instead of the network (tests). */
  adapter?: Parameters<typeof createServiceAClient>[0]['adapter'];
};

/** The page's shared embed state for `siteOrigin`: made on the first call, the same object after. */
export function embedPageFor(options: EmbedPageOptions): EmbedPage {
  const g = globalThis as EmbedWindow;
  const pages = (g.__mediamartEmbedPages ??= {});
  return (pages[options.siteOrigin] ??= createEmbedPage(options));
}

function createEmbedPage({ apiBase, siteOrigin, organisation, adapter }: EmbedPageOptions): EmbedPage {
  const storage = prefixedStorage(storageOrMemory(() => window.localStorage));
  const bus = createEventBus();
  const apiA = createServiceAClient({ baseURL: apiBase, getToken: () => storage.getItem(AUTH_TOKEN_KEY), onToken: () => undefined, adapter });
  // The site's session rules, on the embed's storage and bus: the guest bag moves to the account at sign-in.
  const session: SessionController = createSessionController({ storage, apiA, bus });
  const listeners = new Set<() => void>();
  let problem: string | null = null;
  let pending: Pending | null = null;
  let snackbarsClaimed = false;
  const setProblem = (next: string | null) => {
    if (next === problem) return;
    problem = next;
    listeners.forEach((l) => l());
  };
  const say = (message: string) => bus.publish({ type: 'snackbar/shown', tone: 'error', message });
  const cancelled = (step: EmbedSignInStep) =>
    bus.publish(step === 'phone' ? { type: 'auth/phone-verification-cancelled' } : { type: 'auth/login-cancelled' });

  const open = (step: EmbedSignInStep) => {
    if (pending && !pending.window.closed) {
      pending.window.focus();
      return;
    }
    if (!organisation) {
      say('This embed cannot sign anyone in: its snippet lacks the organisation option. Copy the snippet again from the organisation\'s settings.');
      cancelled(step);
      return;
    }
    const url = embedSignInUrl(siteOrigin, { origin: window.location.origin, organisation, step });
    const opened = window.open(url, 'mediamart-sign-in', 'popup,width=480,height=760');
    if (!opened) {
      say('Your browser blocked the sign-in window. Allow pop-ups for this page, then press Sign in again.');
      cancelled(step);
      return;
    }
    const onMessage = (e: MessageEvent) => {
      // Only the window we opened, on the site's origin, with the one message it sends.
      if (e.source !== opened || e.origin !== siteOrigin || !isEmbedSessionMessage(e.data)) return;
      const answer = e.data;
      stop();
      storage.setItem(AUTH_TOKEN_KEY, answer.token);
      if (step === 'phone') bus.publish({ type: 'auth/phone-verified', user: answer.user });
      else bus.publish({ type: 'auth/signed-in', user: answer.user });
      try {
        opened.close();
      } catch {
        // The window closes itself too.
      }
    };
    // The visitor closed the window without finishing: whatever waited goes on without a sign-in.
    const watch = window.setInterval(() => {
      if (!opened.closed) return;
      stop();
      cancelled(step);
    }, 400);
    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      pending = null;
    };
    window.addEventListener('message', onMessage);
    pending = { step, window: opened, stop };
  };

  bus.on('auth/login-requested').subscribe(() => open('sign-in'));
  bus.on('auth/phone-verification-requested').subscribe(() => open('phone'));

  // What stops every embed: a page CSP that blocks the site, or an apiBase that is not the API.
  document.addEventListener('securitypolicyviolation', (e) => {
    if (e.blockedURI && e.blockedURI.startsWith(siteOrigin)) setProblem(cspMessage(siteOrigin, e.effectiveDirective || e.violatedDirective));
  });
  apiA.get<{ providers?: unknown }>('/auth/config').then(
    (res) => {
      if (!res.data || typeof res.data !== 'object' || !Array.isArray(res.data.providers)) {
        setProblem(wrongApiBaseMessage(apiBase, siteOrigin, 'it did not answer as the API does'));
      }
    },
    (err: unknown) => {
      const status = toApiError(err).status;
      // No such address (404, 405) or no answer at all is the snippet's; any other answer is the server's trouble, which the views say.
      if (status && status !== 404 && status !== 405) return;
      setProblem(problem ?? wrongApiBaseMessage(apiBase, siteOrigin, status ? `it answered ${status}` : 'no answer'));
    },
  );
  void session.start();

  return {
    version: 1,
    siteOrigin,
    bus,
    storage,
    open,
    signOut: () => session.logout(),
    problem: () => problem,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    mounted: new Map(),
    claimSnackbars() {
      if (snackbarsClaimed) return false;
      snackbarsClaimed = true;
      return true;
    },
    releaseSnackbars() {
      snackbarsClaimed = false;
    },
  };
}
