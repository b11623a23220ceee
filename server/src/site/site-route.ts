/** Names of files (the host's, a remote's), which no page of the site has. */
const ASSET_EXTENSION = /\.(?:js|mjs|cjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|eot|txt|wasm|xml)$/i;

/** True for a path the History-API fallback should answer with the host's index.html (not the APIs, remote files or preview links). */
export function isSiteRoute(urlPath: string): boolean {
  if (/^\/(?:api|campaign-api|mf|preview)(?:\/|$)/.test(urlPath)) return false;
  return !ASSET_EXTENSION.test(urlPath);
}
