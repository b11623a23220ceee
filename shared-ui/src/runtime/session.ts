import { ApiError, AUTH_TOKEN_KEY, toApiError, type ApiClients, type EventBus, type StorageLike, type User } from 'shared-domain';

/** Where the lookup of who the token belongs to stands. */
export type UserLookup = 'none' | 'unknown' | 'loading' | 'known' | 'failed';

/** The session as a page sees it at one moment (a new object whenever anything in it changes). */
export type SessionState = {
  /** The token requests carry; null when signed out, or when the server said it is no good (a 401). */
  readonly token: string | null;
  /** True after a 401 ended the session here (the sign-in prompt says the session ended). */
  readonly expired: boolean;
  /** The token is an embedder's (`mount`'s `token`), which answers for its users; false: the stored one, the site's own session. */
  readonly embedderToken: boolean;
  /** Grows on every sign-in or sign-out (here, in another tab, or an embedder's new token), so views load again. */
  readonly revision: number;
  /** Who the token belongs to, once known (from an auth event, or service A's POST /authenticate/me). */
  readonly user: User | null;
  /** `none` signed out; `unknown` not asked yet; then `loading`, `known` or `failed` (with `lookupError`). */
  readonly lookup: UserLookup;
  readonly lookupError: ApiError | null;
};

/** The page's session: its token and its expiry, who is signed in, and the way to ask for a sign-in. */
export type RuntimeSession = {
  state(): SessionState;
  /** Called after every change of `state()`; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * A 401 said the token is no good: the session ends here (a stored token is dropped and
   * `auth/signed-out` told to the page; an embedder's token is only set aside until it gives another).
   */
  expire(): void;
  /** Asks service A who the token belongs to, once per token (again after a failure); nothing when signed out or known. A refusal leaves the user unknown. */
  lookUpUser(): void;
  /** Asks the page's sign-in dialog to open (`auth/login-requested`). */
  signIn(): void;
  /** An embedder's token (`mount`'s `token`); undefined follows the stored token and the auth events. */
  setToken(token: string | null | undefined): void;
  /** Stops listening to the bus and to other tabs. */
  dispose(): void;
};

export type SessionOptions = {
  storage: StorageLike;
  bus: EventBus;
  /** Service A: asked who the token belongs to. */
  serviceA: Pick<ApiClients['serviceA'], 'post'>;
  /** An embedder's token; undefined: the stored one. */
  token?: string | null;
  /** Where `storage` events of other tabs arrive (the browser's window); none on the server. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

function readStored(storage: StorageLike): string | null {
  try {
    return storage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Asks service A who holds the session: `done(user)`, or `done(null, why)` when it cannot say. Even
 * a 401 leaves the user unknown: whether the session ended is for the page's own loads to say (they expire it).
 */
function askWhoIsSignedIn(serviceA: SessionOptions['serviceA'], done: (user: User | null, failed: ApiError | null) => void): void {
  serviceA.post<{ user: User }>('/authenticate/me').then(
    (res) => {
      const user = res.data?.user;
      if (user && typeof user === 'object') done(user, null);
      else done(null, new ApiError(res.status, 'bad_answer', 'The server did not say who is signed in'));
    },
    (err: unknown) => done(null, toApiError(err)),
  );
}

/** What the session does on the bus's auth events. */
type AuthEventHandlers = { signedIn(user: User): void; signedOut(): void; learnt(user: User): void; profileUpdated(user: User): void };

/** Listens to the auth events on `bus`: a sign-in, a sign-out, a user learnt (code or phone verified), a profile saved. */
function followAuthEvents(bus: SessionOptions['bus'], on: AuthEventHandlers): { unsubscribe(): void }[] {
  return [
    bus.on('auth/signed-in').subscribe((e) => on.signedIn(e.user)),
    bus.on('auth/signed-out').subscribe(() => on.signedOut()),
    ...(['auth/login-completed', 'auth/phone-verified'] as const).map((type) => bus.on(type).subscribe((e) => on.learnt(e.user))),
    bus.on('auth/profile-updated').subscribe((e) => on.profileUpdated(e.user)),
  ];
}

/** The one session of a page (or of an embed): one per runtime. */
export function createRuntimeSession(options: SessionOptions): RuntimeSession {
  const { storage, bus, serviceA } = options;
  let given = options.token;
  let expiredToken: string | null = null;
  // A 401 ended the session here (its stored token is gone); a sign-in clears it.
  let ended = false;
  let revision = 0;
  let known: { token: string; user: User } | null = null;
  let asking: { token: string; failed: ApiError | null } | null = null;
  const listeners = new Set<() => void>();

  const source = () => (given !== undefined ? given : readStored(storage));
  const compute = (): SessionState => {
    const held = source();
    const token = held && held !== expiredToken ? held : null;
    const user = token && known?.token === token ? known.user : null;
    let lookup: UserLookup = 'none';
    if (token) lookup = user ? 'known' : asking?.token !== token ? 'unknown' : asking.failed ? 'failed' : 'loading';
    const lookupError = lookup === 'failed' ? asking!.failed : null;
    return { token, expired: held ? held === expiredToken : ended, embedderToken: given !== undefined, revision, user, lookup, lookupError };
  };
  let current = compute();
  const same = (a: SessionState, b: SessionState) =>
    a.token === b.token && a.expired === b.expired && a.embedderToken === b.embedderToken && a.revision === b.revision && a.user === b.user && a.lookup === b.lookup && a.lookupError === b.lookupError;
  const changed = () => {
    const next = compute();
    if (same(next, current)) return;
    current = next;
    listeners.forEach((l) => l());
  };
  const signedInOrOut = () => {
    revision += 1;
    changed();
  };
  const learn = (user: User) => {
    const token = source();
    if (token) known = { token, user };
  };

  const subs = followAuthEvents(bus, {
    signedIn(user) {
      ended = false;
      learn(user);
      signedInOrOut();
    },
    signedOut: signedInOrOut,
    learnt(user) {
      learn(user);
      changed();
    },
    profileUpdated(user) {
      if (known && known.user._id === user._id) known = { ...known, user };
      changed();
    },
  });
  // A sign-in or sign-out in another tab (SPEC.md section 4); `key === null` is a clear().
  const onStorage = (e: StorageEvent) => {
    if (given === undefined && (e.key === null || e.key === AUTH_TOKEN_KEY)) signedInOrOut();
  };
  options.events?.addEventListener('storage', onStorage);

  const expire = () => {
    const held = source();
    if (!held || held === expiredToken) return;
    expiredToken = held;
    ended = true;
    if (given === undefined && readStored(storage) === held) {
      try {
        storage.removeItem(AUTH_TOKEN_KEY);
      } catch {
        // Storage refused: the token is set aside all the same.
      }
      // The header still shows the user until someone says otherwise.
      bus.publish({ type: 'auth/signed-out' });
    }
    changed();
  };

  return {
    state() {
      // The stored token may have changed without an event (an answer carrying a new one): follow
      // it, without telling listeners while a component may be rendering (they read it on their next render).
      const next = compute();
      if (next.token !== current.token) current = next;
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    expire,
    lookUpUser() {
      const { token, lookup } = compute();
      if (!token || lookup === 'known' || lookup === 'loading') return;
      const mine = { token, failed: null as ApiError | null };
      asking = mine;
      changed();
      askWhoIsSignedIn(serviceA, (user, failed) => {
        if (asking !== mine) return;
        if (user) known = { token, user };
        else mine.failed = failed;
        changed();
      });
    },
    signIn: () => bus.publish({ type: 'auth/login-requested' }),
    setToken(token) {
      if (token === given) return;
      given = token;
      signedInOrOut();
    },
    dispose() {
      subs.forEach((s) => s.unsubscribe());
      options.events?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
