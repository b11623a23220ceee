/**
 * The id of the JSON data block in a server-rendered page: the data its render used, by
 * resource key, which the browser's first render reads instead of asking the API again.
 */
export const PRELOADED_DATA_ID = 'mm-data';

/**
 * The id of the host page's JSON list of its own scripts (the build writes it), which the
 * page's inline first script (host-shell/src/boot) fetches once the first paint is on screen.
 */
export const PAGE_SCRIPTS_ID = 'mm-scripts';

/**
 * The id of a server-rendered page's JSON list of its remote's code (the chunks the page's
 * part needs), which the first script asks for beside the host's own, after the first paint.
 */
export const PAGE_CODE_ID = 'mm-page-code';

/** Where the first script leaves the events it held on a server-rendered page (`window[EARLY_EVENTS_KEY]`), for the host's code to release once hydrated. */
export const EARLY_EVENTS_KEY = '__mmEarlyEvents';
