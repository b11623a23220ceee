import { REMOTES, type RemoteFolder, type RemoteName } from 'shared-domain';

/**
 * The host's runtime remote map (`remotes.json`): each remote's manifest under `/mf/`,
 * unless an override (REMOTE_URL_MF_CATALOG …) points it elsewhere.
 */
export function remotesConfig(overrides: Partial<Record<RemoteFolder, string>>): Record<RemoteName, string> {
  return Object.fromEntries(REMOTES.map(({ name, folder }) => [name, overrides[folder] ?? `/mf/${folder}/mf-manifest.json`])) as Record<RemoteName, string>;
}
