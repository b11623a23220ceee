import {
  AUTH_TOKEN_KEY, bus as sharedBus, campaignBaseFrom, createServiceAClient, createServiceBClient, storageOrMemory,
  type ApiClients, type ClientOptions, type EventBus, type PageOwner, type StorageLike, type ThemeOptions,
} from 'shared-domain';
import { createSearchIndexClient } from 'shared-domain/search';
import { createRuntimeSession, type RuntimeSession } from './session';
import type { EmbedPage } from './embed-page';

// axios's types as shared-domain's clients have them (the one axios the clients are made with).
type AxiosAdapter = NonNullable<ClientOptions['adapter']>;
type AxiosInstance = ApiClients['serviceA'];

/** What a runtime is made of; everything has the composed site's default. */
export type RuntimeOptions = {
  /** Service A's base: `/api`, or an embedder's absolute one. */
  apiBase?: string;
  /** Service B's base; from `apiBase` when absent (`/api` → `/campaign-api`). */
  campaignApiBase?: string;
  /** An embedder's token; undefined: the stored one, kept current by the auth events and other tabs. */
  token?: string | null;
  /** Where the token and the guest bag live: localStorage (memory where the browser refuses it). */
  storage?: StorageLike;
  /** The application bus (shared-domain's singleton), or an embedder's own. */
  bus?: EventBus;
  /** An embedder's colours (`mount`'s `theme`); none: the page's own custom properties. */
  theme?: Partial<ThemeOptions> | null;
  /** True inside someone else's page (`mount`): the site's own pages (the bag, the catalog) are not there. */
  embedded?: boolean;
  /** An agency embed (`mount`): the remote it is, where its links lead, and the page's shared embed state. */
  embed?: EmbedContext | null;
  /** Answer the services' calls instead of the network (tests); the server's render uses shared-domain's server transport. */
  adapters?: { serviceA?: AxiosAdapter; serviceB?: AxiosAdapter };
  /** Another search index client (tests, or an embedder's own index); the site's `/search-index` by default. */
  searchIndex?: AxiosInstance;
  /** Where other tabs' `storage` events arrive: the browser's window by default; null on the server. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
};

/**
 * An embed on an agency's page: `owner`'s own routes stay inside it; every other link and image
 * leads to `siteUrl` (the organisation's host, or the site) in a new tab. `page`: the state the
 * page's embeds share (its session, bus, sign-in window), null when the embedder answers for its
 * users with its own token or bus.
 */
export type EmbedContext = { owner: PageOwner; siteUrl: string; page: EmbedPage | null };

/** What `mount()`'s `update` may change after the start. */
export type RuntimeUpdate = Pick<RuntimeOptions, 'apiBase' | 'campaignApiBase' | 'token' | 'theme'>;

/**
 * One page's (or one embed's) connection to the product: both services' clients, the session
 * and its expiry, the bus and the theme. The host creates one for the composed site, `mount()`
 * one per embed, a remote's standalone page one, the server one per render: all with
 * `createRuntime`, and every remote reads it with `useRuntime()` instead of building its own.
 */
export type RemoteRuntime = {
  /** Service A (`x-access-token`) and service B (`Authorization: Bearer`), both sending the session's token. */
  readonly api: ApiClients;
  /** The search index (SPEC.md section 7: `POST /search-index/_search` with its read-only login), made when first asked for. */
  searchIndex(): AxiosInstance;
  readonly bus: EventBus;
  readonly storage: StorageLike;
  readonly session: RuntimeSession;
  readonly embedded: boolean;
  /** The embed's context (`mount`), null on the site. */
  readonly embed: EmbedContext | null;
  /** The embedder's theme, or null (the page's own custom properties apply). */
  theme(): Partial<ThemeOptions> | null;
  update(next: RuntimeUpdate): void;
  /** Stops the session's listening (an embed unmounted, a server render done). */
  dispose(): void;
};

const browserWindow = (): RuntimeOptions['events'] => (typeof window === 'undefined' ? null : window);

/** The one way a runtime is made (host, `mount()`, standalone page, server render, tests). */
export function createRuntime(options: RuntimeOptions = {}): RemoteRuntime {
  const storage = options.storage ?? storageOrMemory(() => window.localStorage);
  const bus = options.bus ?? sharedBus;
  let given = options.token;
  let theme = options.theme ?? null;
  let apiBase = options.apiBase ?? '/api';
  let campaignApiBase = options.campaignApiBase;
  // The clients read the session on every request, so a sign-in (or an embedder's new token) is picked up at once.
  let session: RuntimeSession | null = null;
  const tokens = {
    getToken: () => session?.state().token ?? null,
    // SPEC.md section 4: an answer carrying a token is stored, unless an embedder gives the token.
    onToken: (token: string) => {
      if (given !== undefined) return;
      try {
        storage.setItem(AUTH_TOKEN_KEY, token);
      } catch {
        // Nowhere to keep it: the session lasts as long as the page.
      }
    },
  };
  const api: ApiClients = {
    serviceA: createServiceAClient({ baseURL: apiBase, ...tokens, adapter: options.adapters?.serviceA }),
    serviceB: createServiceBClient({ baseURL: campaignApiBase ?? campaignBaseFrom(apiBase), ...tokens, adapter: options.adapters?.serviceB }),
  };
  session = createRuntimeSession({ storage, bus, serviceA: api.serviceA, token: given, events: options.events === undefined ? browserWindow() : options.events });
  const own = session;
  let index = options.searchIndex;
  return {
    api,
    searchIndex: () => (index ??= createSearchIndexClient()),
    bus,
    storage,
    session: own,
    embedded: options.embedded ?? Boolean(options.embed),
    embed: options.embed ?? null,
    theme: () => theme,
    update(next) {
      if ('apiBase' in next || 'campaignApiBase' in next) {
        apiBase = next.apiBase ?? apiBase;
        if ('campaignApiBase' in next) campaignApiBase = next.campaignApiBase;
        api.serviceA.defaults.baseURL = apiBase;
        api.serviceB.defaults.baseURL = campaignApiBase ?? campaignBaseFrom(apiBase);
      }
      if ('theme' in next) theme = next.theme ?? null;
      if ('token' in next) {
        given = next.token;
        own.setToken(next.token);
      }
    },
    dispose: () => own.dispose(),
  };
}
