/**
 * The id of the JSON data block in a server-rendered page: the data its render used, by
 * resource key, which the browser's first render reads instead of asking the API again.
 */
export const PRELOADED_DATA_ID = 'mm-data';
