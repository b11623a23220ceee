import type { EventBus } from '../events/event-bus';

/** Theme colours a host or an agency page passes to an embedded remote. */
export type ThemeOptions = { primary: string; secondary: string; fontFamily?: string };

export const DEFAULT_THEME: ThemeOptions = { primary: '#c2381f', secondary: '#1f2a44' };

/** What `./mount` of mf-bag and mf-dashboard take. */
export type MountOptions = {
  /** Base of service A, e.g. `/api`. */
  apiBase: string;
  /** Base of service B, e.g. `/campaign-api`; derived from apiBase when absent. */
  campaignApiBase?: string;
  token?: string | null;
  theme?: Partial<ThemeOptions>;
  bus?: EventBus;
};

export type MountHandle = {
  update(next: Partial<MountOptions>): void;
  unmount(): void;
};

/** Signature of a remote's `./mount` export. */
export type MountFn = (element: Element, options: MountOptions) => MountHandle;

/** `remotes.json`: remote name → URL of its `mf-manifest.json` (or `remoteEntry.js`). */
export type RemotesConfig = Record<string, string>;
