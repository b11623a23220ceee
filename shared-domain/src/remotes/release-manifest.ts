/**
 * The part of a Module Federation `mf-manifest.json` a release check reads, and a strict
 * parser for it: every field we read must have its type, fields we do not read may be
 * anything (the plugin adds more with each version).
 */

/** A package one side shares (`react`, or a sub-path such as `react-dom/client`). */
export type ReleaseShared = {
  name: string;
  version: string;
  singleton: boolean;
  requiredVersion: string;
};

/** An exposed module: `path` is the expose key (`./routes`), `name` the same without `./`. */
export type ReleaseExpose = {
  name: string;
  path: string;
  /** Files the module needs before it runs, relative to the public path. */
  assets: { js: { sync: string[] } };
};

export type ReleaseManifest = {
  metaData: {
    /** The federation container name, e.g. `mf_bag`. */
    name: string;
    /** The container's file: `path` (a folder, often '') and `name` (`remoteEntry.js`). */
    remoteEntry: { name: string; path: string };
    /** Where the files are: `auto` (beside the manifest) or a URL ending in `/`. */
    publicPath: string;
  };
  shared: ReleaseShared[];
  exposes: ReleaseExpose[];
};

export type ReleaseManifestParse = { ok: true; manifest: ReleaseManifest } | { ok: false; message: string };

class ManifestProblem extends Error {}

function record(value: unknown, at: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ManifestProblem(`${at} must be an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown, at: string): string {
  if (typeof value !== 'string') throw new ManifestProblem(`${at} must be a string`);
  return value;
}

function list<T>(value: unknown, at: string, item: (entry: unknown, at: string) => T): T[] {
  if (!Array.isArray(value)) throw new ManifestProblem(`${at} must be a list`);
  return value.map((entry, i) => item(entry, `${at}[${i}]`));
}

function sharedEntry(value: unknown, at: string): ReleaseShared {
  const s = record(value, at);
  if (typeof s.singleton !== 'boolean') throw new ManifestProblem(`${at}.singleton must be true or false`);
  return { name: text(s.name, `${at}.name`), version: text(s.version, `${at}.version`), singleton: s.singleton, requiredVersion: text(s.requiredVersion, `${at}.requiredVersion`) };
}

function exposeEntry(value: unknown, at: string): ReleaseExpose {
  const e = record(value, at);
  const js = record(record(e.assets, `${at}.assets`).js, `${at}.assets.js`);
  return { name: text(e.name, `${at}.name`), path: text(e.path, `${at}.path`), assets: { js: { sync: list(js.sync, `${at}.assets.js.sync`, text) } } };
}

function readManifest(json: unknown): ReleaseManifest {
  const root = record(json, 'The manifest');
  const meta = record(root.metaData, 'metaData');
  const entry = record(meta.remoteEntry, 'metaData.remoteEntry');
  if (meta.publicPath === undefined && meta.getPublicPath !== undefined) {
    throw new ManifestProblem('metaData.publicPath is missing: a manifest with getPublicPath cannot be checked');
  }
  return {
    metaData: {
      name: text(meta.name, 'metaData.name'),
      remoteEntry: { name: text(entry.name, 'metaData.remoteEntry.name'), path: text(entry.path, 'metaData.remoteEntry.path') },
      publicPath: text(meta.publicPath, 'metaData.publicPath'),
    },
    shared: list(root.shared, 'shared', sharedEntry),
    exposes: list(root.exposes, 'exposes', exposeEntry),
  };
}

/**
 * A manifest as fetched (parsed JSON, or its text) → the fields a release check reads, or
 * what is wrong with it, naming the field (`shared[2].singleton must be true or false`).
 */
export function parseReleaseManifest(json: unknown): ReleaseManifestParse {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (error) {
      return { ok: false, message: `The manifest is not valid JSON: ${(error as Error).message}` };
    }
  }
  try {
    return { ok: true, manifest: readManifest(value) };
  } catch (error) {
    if (error instanceof ManifestProblem) return { ok: false, message: error.message };
    throw error;
  }
}
