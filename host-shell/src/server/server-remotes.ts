import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** One remote as the server finds it: remotes.json's entry made absolute, and the version of what is deployed there. */
export type ServerRemote = { name: string; entry: string; version: string };

const registered = new Map<string, string>();

/**
 * Registers the remotes (again, with `force`, when a remote's entry or deployed version
 * changed: the runtime then drops its cached container and loads the new one).
 */
export function registerServerRemotes(remotes: readonly ServerRemote[]): void {
  for (const remote of remotes) {
    const stamp = `${remote.entry}#${remote.version}`;
    const before = registered.get(remote.name);
    if (before === stamp) continue;
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: before !== undefined });
    registered.set(remote.name, stamp);
  }
}

/** A module of a registered remote's server container; a failed load is forgotten, so the next render tries again. */
export async function loadServerModule(id: string): Promise<unknown> {
  try {
    const mod = await loadRemote(id);
    if (!mod) throw new Error(`${id}: the runtime returned no module`);
    return mod;
  } catch (error) {
    const name = id.split('/')[0] ?? id;
    registered.set(name, 'failed');
    throw error;
  }
}
