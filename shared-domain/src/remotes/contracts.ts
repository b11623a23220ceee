import type { EventBus, EventOf } from '../events/event-bus';
import type { AddToBagResult } from '../bag/add-to-bag';
import type { EmbedEventType } from './embed';

/** Theme colours a host or an agency page passes to an embedded remote. */
export type ThemeOptions = { primary: string; secondary: string; fontFamily?: string };

export const DEFAULT_THEME: ThemeOptions = { primary: '#c2381f', secondary: '#1f2a44' };

/** What `./mount` of mf-bag and mf-dashboard take. */
export type MountOptions = {
  /** Base of service A, e.g. `/api`. */
  apiBase: string;
  /** Base of service B, e.g. `/campaign-api`; derived from apiBase when absent. */
  campaignApiBase?: string;
  /**
   * An embedder's own token for its users (it answers for them); absent: the embed's own
   * session, which a visitor opens with the embed's Sign in (a window on the site that hands
   * back an embedded session for this page's origin).
   */
  token?: string | null;
  theme?: Partial<ThemeOptions>;
  bus?: EventBus;
  /** The organisation the embed is for (its settings' snippet says it): its embed origins admit this page. */
  organisation?: string;
  /** Where the embed's links and images lead: the organisation's host, else the site (the origin of `apiBase`). */
  siteUrl?: string;
};

/** A handler of one of the events an agency page may follow. */
export type EmbedEventHandler<T extends EmbedEventType> = (event: EventOf<T>) => void;

export type MountHandle = {
  update(next: Partial<MountOptions>): void;
  unmount(): void;
  /**
   * Adds a media option to the visitor's bag (a guest's local bag, cap 5; else their account's)
   * with its default units, or with `units` by pricing unit name (`{ insertions: 3 }`).
   */
  add(mediaOptionId: string, units?: Record<string, number>): Promise<AddToBagResult>;
  /** Follows `bag/item-added`, `bag/count-changed`, `campaign/saved`, `auth/signed-in` or `auth/signed-out`; answers the unsubscribe. */
  on<T extends EmbedEventType>(type: T, handler: EmbedEventHandler<T>): () => void;
};

/** Signature of a remote's `./mount` export. */
export type MountFn = (element: Element, options: MountOptions) => MountHandle;

/** `remotes.json`: remote name → URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemotesConfig = Record<string, string>;
