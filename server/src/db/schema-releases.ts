/** The tables of remote releases (migration 0018; releases/ reads and writes them). */

/** A registered release of a remote (0018, 0021); `seq` orders a remote's releases, newest highest. */
export interface RemoteReleaseTable {
  id: string;
  remote: string;
  version: string;
  seq: number;
  commit_sha: string | null;
  notes: string;
  /** 'url' | 'upload' */
  source: string;
  manifest_url: string;
  /** shared-domain ReleaseCheck as JSON; null until checked. */
  check_json: string | null;
  checked_at: string | null;
  created_at: string;
  created_by: string;
  /** When its first preview link was made (0021); null: never previewed. */
  previewed_at: string | null;
  /** When it first went live (0021); null: never live. */
  first_live_at: string | null;
}

/** A file of an uploaded release (0018), its path relative to the release's dist/. */
export interface RemoteReleaseFileTable {
  release_id: string;
  path: string;
  size: number;
  data_base64: string;
}

/** The release a remote serves (0018); `built-in` until switched. */
export interface RemoteLiveTable {
  remote: string;
  version: string;
  since: string | null;
  switched_by: string | null;
}

/** One switch of a remote's live release (0018); `seq` orders a remote's switches, newest highest. */
export interface RemoteSwitchTable {
  id: string;
  remote: string;
  seq: number;
  from_version: string;
  to_version: string;
  switched_by: string;
  at: string;
}

/** A deploy token of one remote (0018), stored only as its SHA-256 (hex). */
export interface DeployTokenTable {
  id: string;
  remote: string;
  label: string;
  token_hash: string;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** 1 when the token may switch its remote live (0022): the release manager who made it decided. */
  may_go_live: number;
}

/** Settings of the registry (0018): `preview_secret`, `built-in-check:<remote>`. */
export interface ReleaseSettingTable {
  key: string;
  value: string;
}
