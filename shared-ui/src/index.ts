/**
 * shared-ui: React pieces every remote needs, no business rules. Shared as a singleton like
 * shared-domain. This root entry is what the first route may load, so it holds only the theme
 * tokens, `applyTheme`, the snackbar list (whose regions the host renders at start) and the
 * preloaded-data context (one store of a server-rendered page's data for every remote) with
 * `retryableLazy` (a page's code, loadable before hydration), and the remote runtime's object
 * and context (`createRuntime`, `RuntimeProvider`, `useRuntime`: one per page, a singleton so
 * the host's is the one its remotes read) with the page's OpenID hand-off (`startOidcHandoff`,
 * `announceSignIn`), and the site's name (`useSiteName`: the white-label
 * organisation's, else MediaMart; `RenderedOrganisation`, the server render's); the
 * rest is on subpaths loaded where they are used: `shared-ui/dialog` (Dialog, useFocusTrap;
 * a singleton too), and, bundled into each package that uses them, `shared-ui/runtime` (the
 * declaration of a remote's pages, the access gate, `mount()`'s and the standalone page's
 * start), `shared-ui/states`,
 * `shared-ui/snackbar` (the bar), `shared-ui/forms`, `shared-ui/chart-boundary`,
 * `shared-ui/media-mark`, `shared-ui/download`, `shared-ui/plan-export` (a media plan as XLSX and PDF). Subpaths take
 * the tokens from the root entry, never a copy of their own.
 */
export * from './tokens/tokens';
export * from './tokens/apply-theme';
export * from './snackbar/snackbar-list';
export * from './preload/preloaded-data';
export * from './preload/retryable-lazy';
export * from './runtime/runtime';
export * from './runtime/session';
export * from './runtime/oidc-handoff';
export * from './runtime/runtime-context';
export * from './site-name/site-name';
