/** How long a browser or CDN may keep a remote's file (built-in or of a release): by its name. */
import path from 'node:path';
import { REMOTE_NAMES, remoteEmbedFile } from 'shared-domain';

/**
 * Files whose names never change: the host's page and remote list, each remote's entry and
 * manifest, and the agency embed scripts of the remote list (agencies' pages link them by a
 * fixed name, which serves the live release's: a year-long cache would keep an old one).
 */
const ALWAYS_REVALIDATE = new Set([
  'index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json', 'embed-demo.js',
  ...REMOTE_NAMES.flatMap((name) => {
    const embed = remoteEmbedFile(name);
    return embed ? [path.basename(embed)] : [];
  }),
]);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Entry files keep fixed names and must be revalidated; everything else the builds emit
 * has a content hash in its name and can be cached for a year.
 */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  return ALWAYS_REVALIDATE.has(base) || base.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}

/**
 * The policy of a served SVG. An SVG is a document that may carry script: opened on its own (or
 * in a frame) it is sandboxed in an origin of its own and runs nothing; as an <img> or a CSS
 * background, where remotes use it, script never runs anyway.
 */
export const SVG_POLICY = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";
