/**
 * REMOTE_CONTRACTS (the list of remotes' `exposes`) cannot drift: it must be what the host loads
 * (host-shell's ExpectedRemoteModules) and what each remote's webpack config exposes, and SHARED_SINGLETONS
 * must be the packages federation.cjs shares. The configs are run with their config builders
 * replaced by recorders, so no webpack is loaded.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_CONTRACTS, REMOTES, SHARED_SINGLETONS, sharedPackageOf } from './releases';

const root = path.resolve(__dirname, '../../..');
const rootRequire = createRequire(path.join(root, 'package.json'));
const federation = rootRequire('./scripts/webpack/federation.cjs') as {
  createSharedConfig: () => Record<string, { singleton?: boolean }>;
};

/** The `exposes` a package's webpack.config.js passes to createConfig. */
function webpackExposes(folder: string): string[] {
  const file = path.join(root, folder, 'webpack.config.js');
  const recorded: Array<{ exposes?: Record<string, string> }> = [];
  const realRequire = createRequire(file);
  const fakeRequire = (id: string): unknown => {
    if (id.endsWith('/create-config.cjs')) return (options: { exposes?: Record<string, string> }) => (recorded.push(options), () => ({}));
    if (id.endsWith('/embed-config.cjs')) return { createEmbedConfig: () => () => ({}), KEEP_EMBED: [] };
    return realRequire(id);
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', '__dirname', '__filename', fs.readFileSync(file, 'utf8'))(fakeRequire, module, module.exports, path.dirname(file), file);
  expect(recorded).toHaveLength(1);
  return Object.keys(recorded[0]!.exposes ?? {});
}

/** Module ids (`mf_bag/mount`) the host types in ExpectedRemoteModules. */
function hostExpectedModules(): string[] {
  const source = fs.readFileSync(path.join(root, 'host-shell/src/remotes/contracts.ts'), 'utf8');
  const block = /export type ExpectedRemoteModules = \{([\s\S]*?)\n\};/.exec(source);
  expect(block).not.toBeNull();
  return [...block![1]!.matchAll(/^ {2}'(mf_[a-z_]+\/[A-Za-z]+)':/gm)].map((m) => m[1]!);
}

it.each(REMOTES.map((r) => [r.name, r.folder] as const))('%s exposes what its contract names (%s/webpack.config.js)', (name, folder) => {
  const exposes = webpackExposes(folder);
  expect(exposes.length).toBeGreaterThan(0);
  expect(exposes).toEqual(expect.arrayContaining([...REMOTE_CONTRACTS[name]]));
});

it('names exactly the modules the host expects of the remotes', () => {
  const contract = Object.entries(REMOTE_CONTRACTS).flatMap(([name, keys]) => keys.map((key) => `${name}/${key.slice(2)}`));
  expect(contract.sort()).toEqual(hostExpectedModules().sort());
});

it('lists the packages federation.cjs shares as singletons', () => {
  const shared = federation.createSharedConfig();
  expect(Object.values(shared).every((s) => s.singleton === true)).toBe(true);
  expect([...new Set(Object.keys(shared).map(sharedPackageOf))].sort()).toEqual([...SHARED_SINGLETONS].sort());
});
