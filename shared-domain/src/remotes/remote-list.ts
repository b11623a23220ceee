/**
 * The remotes the host composes: one entry per remote, the one list everything else reads —
 * the route table's RemoteName, the release registry, the server's folders and remotes.json,
 * the analytics events, the staff release screen, and (through scripts/remote-list.cjs) the
 * webpack factory, ESLint's package boundaries, jest's projects and the bench. Plain Node
 * reads this file by transpiling it alone, so it imports nothing.
 */

/** What is said once about each remote. */
export type RemoteSpec = {
  /** The federation name: the container's global name, the key in remotes.json, the release API's `:name`. */
  readonly name: string;
  /** The package folder, also the folder it is served from (`/mf/<folder>/`). */
  readonly folder: string;
  /** How people are told about it (the staff release screen, its standalone page: "Catalog (standalone)"). */
  readonly label: string;
  /** The exposed modules the host loads (host-shell's ExpectedRemoteModules), which a release must expose. */
  readonly exposes: readonly string[];
  /** Whether the server renders its `./routes` pages (public pages; the others render in the browser only). */
  readonly serverRendered: boolean;
  /** The port `npm run dev -w <folder>` serves it on standalone (the host is on 3000). */
  readonly devPort: number;
  /**
   * Its agency embed, when it has one: the script's path in its dist/ (`embed/mediamart-bag.js`,
   * built by scripts/webpack/embed-config.cjs, its chunks in `embed/chunks/`). Agencies link it at
   * `/mf/<folder>/<embed>`, which serves the live release's; a release must carry it.
   */
  readonly embed?: string;
};

export const REMOTES = [
  { name: 'mf_catalog', folder: 'mf-catalog', label: 'Catalog', exposes: ['./routes'], serverRendered: true, devPort: 3001 },
  { name: 'mf_bag', folder: 'mf-bag', label: 'Bag', exposes: ['./routes', './BagDrawer', './mount'], serverRendered: false, devPort: 3002, embed: 'embed/mediamart-bag.js' },
  { name: 'mf_dashboard', folder: 'mf-dashboard', label: 'Dashboard', exposes: ['./routes', './mount'], serverRendered: false, devPort: 3003, embed: 'embed/mediamart-dashboard.js' },
  { name: 'mf_auth', folder: 'mf-auth', label: 'Sign-in', exposes: ['./AuthRoot', './UserMenu'], serverRendered: false, devPort: 3004 },
  { name: 'mf_landing', folder: 'mf-landing', label: 'Landing pages', exposes: ['./routes', './popups', './ChatWidget'], serverRendered: true, devPort: 3005 },
  // The supply side: the seller studio and the staff review of listings (signed-in pages, rendered in the browser only).
  { name: 'mf_seller', folder: 'mf-seller', label: 'Seller studio', exposes: ['./routes'], serverRendered: false, devPort: 3006 },
] as const satisfies readonly RemoteSpec[];

export type Remote = (typeof REMOTES)[number];
/** Names of the remotes the host composes (`mf_bag`). */
export type RemoteName = Remote['name'];
/** Their folders (`mf-bag`). */
export type RemoteFolder = Remote['folder'];

/** The names in the list's order (the order the staff screen shows them in). */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((r) => r.name);
export const REMOTE_FOLDERS: readonly RemoteFolder[] = REMOTES.map((r) => r.folder);

/** Per remote, the exposed modules the host loads (a test compares them with each remote's webpack `exposes`). */
export const REMOTE_CONTRACTS: Readonly<Record<RemoteName, readonly string[]>> = Object.fromEntries(
  REMOTES.map((r): [RemoteName, readonly string[]] => [r.name, r.exposes]),
) as Record<RemoteName, readonly string[]>;

const has = (key: 'name' | 'folder', value: unknown): boolean => typeof value === 'string' && REMOTES.some((r) => r[key] === value);

export function isRemoteName(value: unknown): value is RemoteName {
  return has('name', value);
}

export function isRemoteFolder(value: unknown): value is RemoteFolder {
  return has('folder', value);
}

/** The remote's entry; undefined for a name that is none. */
export function remoteNamed(name: RemoteName): Remote;
export function remoteNamed(name: string): Remote | undefined;
export function remoteNamed(name: string): Remote | undefined {
  return REMOTES.find((r) => r.name === name);
}

/** The path of a remote's agency embed script in its dist/ (`embed/mediamart-bag.js`); null for a remote without one. */
export function remoteEmbedFile(name: RemoteName): string | null {
  const spec: RemoteSpec = remoteNamed(name);
  return spec.embed ?? null;
}

/** `mf_bag` → `mf-bag`. */
export function remoteFolderOf(name: RemoteName): RemoteFolder {
  return remoteNamed(name).folder;
}

/** `mf-bag` → `mf_bag`; null for a folder that holds no remote (`host-shell`). */
export function remoteNameOf(folder: RemoteFolder): RemoteName;
export function remoteNameOf(folder: string): RemoteName | null;
export function remoteNameOf(folder: string): RemoteName | null {
  return REMOTES.find((r) => r.folder === folder)?.name ?? null;
}
