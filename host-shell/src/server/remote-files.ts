import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Files the server holds itself: `read(pathname)` is a file's text, or null when there is none. */
export type LocalFiles = { origin: string; read: (pathname: string) => Promise<string | null> };

let local: LocalFiles | null = null;

/** Addresses under `files.origin` (remotes.json's own `/mf/…` entries) are read from the server's disk, not fetched. */
export function serveRemoteFilesLocally(files: LocalFiles | null): void {
  local = files;
}

const isLocal = (url: string): boolean => !!local && url.startsWith(`${local.origin}/`);

/** A `commonjs-module` container's exports, evaluated as the runtime's own Node loader does (its code in a function wrapper). */
function evaluateContainer(code: string, url: string, globalName: string): unknown {
  const mod: { exports: unknown } = { exports: {} };
  const path = new URL(url).pathname;
  const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url }).runInThisContext() as (
    ...args: unknown[]
  ) => void;
  run(mod.exports, mod, createRequire(`${process.cwd()}/`), path.slice(0, path.lastIndexOf('/')), path);
  // A named `commonjs-module` library exports the container under its name.
  const named = (mod.exports as Record<string, unknown> | null)?.[globalName];
  return named ?? mod.exports;
}

/**
 * The federation runtime in the server's renderer: a manifest or server container the server
 * has on disk is read from there (no request to itself); any other address (a remote deployed
 * elsewhere, REMOTE_URL_*) is fetched by the runtime, never from a cache, so a redeploy shows.
 */
export default function remoteFilesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mediamart-server-remote-files',
    async loadEntry({ remoteInfo }) {
      if (!local || !isLocal(remoteInfo.entry)) return undefined;
      const code = await local.read(new URL(remoteInfo.entry).pathname);
      if (code === null) throw new Error(`${remoteInfo.entry} is not on this server`);
      return evaluateContainer(code, remoteInfo.entry, remoteInfo.entryGlobalName) as never;
    },
    async fetch(url: string, init: RequestInit) {
      if (!local || !isLocal(url)) return fetch(url, { ...init, cache: 'no-store' });
      const text = await local.read(new URL(url).pathname);
      if (text === null) return new Response('Not Found', { status: 404 });
      const type = url.endsWith('.json') ? 'application/json' : 'text/javascript';
      return new Response(text, { status: 200, headers: { 'content-type': type } });
    },
  };
}
