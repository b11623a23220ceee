import { REMOTE_FOLDERS, type RemoteFolder } from '../config';

/** `mf-catalog` → `mf_catalog`: the federation name the host loads. */
export function remoteName(folder: RemoteFolder): string {
  return folder.replace(/-/g, '_');
}

/**
 * The host's runtime remote map (`remotes.json`): each remote's manifest under `/mf/`,
 * unless an override (REMOTE_URL_MF_CATALOG …) points it elsewhere.
 */
export function remotesConfig(overrides: Partial<Record<RemoteFolder, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of REMOTE_FOLDERS) {
    out[remoteName(folder)] = overrides[folder] ?? `/mf/${folder}/mf-manifest.json`;
  }
  return out;
}
