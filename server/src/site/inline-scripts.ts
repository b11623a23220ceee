import crypto from 'node:crypto';
import fs from 'node:fs';

/** A `<script>` element's attributes and text, in a page. */
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;
/** A script type that is data, not code (JSON blocks, structured data). */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The texts of the inline scripts in `html` that run (not data blocks, not `src` files). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(SCRIPT)) {
    const attributes = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    found.push(m[2]);
  }
  return found;
}

/** The Content-Security-Policy source that allows exactly this inline script. */
export function scriptHashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of the inline scripts the host's built page carries (its first script,
 * host-shell/src/boot), for the page policy's script-src: only these exact texts run, so an
 * inline script that reached a page any other way is still refused. Read from the built file,
 * which is the server's own code like its scripts, never from an answer; read again when the
 * file changes (a rebuild while the server runs); none while it is not built.
 */
export function templateScriptHashes(file: string): () => readonly string[] {
  let cached: { mtimeMs: number; hashes: readonly string[] } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, hashes: [...new Set(inlineScripts(fs.readFileSync(file, 'utf8')).map(scriptHashSource))] };
    }
    return cached.hashes;
  };
}
