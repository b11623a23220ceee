import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  isRemoteFolder, isRemoteName, REMOTE_CONTRACTS, REMOTE_FOLDERS, REMOTE_NAMES, remoteEmbedFile, remoteFolderOf, remoteNamed, remoteNameOf, REMOTES,
} from './remote-list';

const root = path.resolve(__dirname, '../../..');
const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('the list of remotes', () => {
  it('names each remote and each folder once', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTES.length);
    expect(new Set(REMOTE_FOLDERS).size).toBe(REMOTES.length);
    expect(new Set(REMOTES.map((r) => r.label)).size).toBe(REMOTES.length);
    expect(new Set(REMOTES.map((r) => r.devPort)).size).toBe(REMOTES.length);
  });

  it('gives each remote a container name (a JS identifier) and a folder spelling the same words', () => {
    for (const r of REMOTES) {
      expect(r.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(r.folder).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(r.folder.split('-')).toEqual(r.name.split('_'));
    }
  });

  it('converts name → folder → name and back for every remote', () => {
    for (const name of REMOTE_NAMES) expect(remoteNameOf(remoteFolderOf(name))).toBe(name);
    for (const folder of REMOTE_FOLDERS) expect(remoteFolderOf(remoteNameOf(folder))).toBe(folder);
    expect(remoteFolderOf('mf_bag')).toBe('mf-bag');
    expect(remoteNameOf('mf-bag')).toBe('mf_bag');
  });

  it('tells names from folders and from anything else', () => {
    expect(isRemoteName('mf_bag')).toBe(true);
    expect(isRemoteName('mf-bag')).toBe(false);
    expect(isRemoteFolder('mf-bag')).toBe(true);
    expect(isRemoteFolder('mf_bag')).toBe(false);
    for (const other of ['host_shell', 'host-shell', 'shared-domain', '', 'constructor', 'toString', 7, null, undefined]) {
      expect(isRemoteName(other)).toBe(false);
      expect(isRemoteFolder(other)).toBe(false);
    }
    expect(remoteNameOf('host-shell')).toBeNull();
    expect(remoteNameOf('constructor')).toBeNull();
    expect(remoteNamed('mf_nothing')).toBeUndefined();
  });

  it('derives the contracts from the list: what each remote exposes', () => {
    expect(Object.keys(REMOTE_CONTRACTS)).toEqual([...REMOTE_NAMES]);
    for (const r of REMOTES) {
      expect(REMOTE_CONTRACTS[r.name]).toEqual(r.exposes);
      expect(r.exposes.length).toBeGreaterThan(0);
      for (const key of r.exposes) expect(key).toMatch(/^\.\/[A-Za-z]+$/);
    }
  });

  it('has the server render only remotes that have pages (./routes)', () => {
    for (const r of REMOTES.filter((x) => x.serverRendered)) expect(r.exposes).toContain('./routes');
  });

  it('names the embed each remote\'s webpack config builds (createEmbedConfig\'s `file`), and none for a remote without one', () => {
    for (const r of REMOTES) {
      const file = /createEmbedConfig\(\{[^}]*?\bfile: '([\w-]+)'/s.exec(fs.readFileSync(path.join(root, r.folder, 'webpack.config.js'), 'utf8'))?.[1];
      expect([r.name, remoteEmbedFile(r.name)]).toEqual([r.name, file ? `embed/${file}.js` : null]);
    }
    expect(remoteEmbedFile('mf_bag')).toBe('embed/mediamart-bag.js');
    expect(remoteEmbedFile('mf_dashboard')).toBe('embed/mediamart-dashboard.js');
    expect(remoteEmbedFile('mf_catalog')).toBeNull();
  });

  it.each(REMOTE_FOLDERS)('has the package %s: its folder, package.json, webpack config and npm workspace', (folder) => {
    expect(fs.existsSync(path.join(root, folder, 'webpack.config.js'))).toBe(true);
    expect(readJson(`${folder}/package.json`).name).toBe(folder);
    expect(readJson('package.json').workspaces).toContain(folder);
  });

  it('is the list plain Node reads (scripts/remote-list.cjs: webpack, ESLint, jest, bench)', () => {
    const plain = createRequire(path.join(root, 'package.json'))('./scripts/remote-list.cjs') as typeof import('./remote-list');
    expect(plain.REMOTES).toEqual(REMOTES);
    expect(plain.REMOTE_NAMES).toEqual(REMOTE_NAMES);
    expect(plain.REMOTE_FOLDERS.map((f) => plain.remoteNameOf(f))).toEqual(REMOTE_NAMES);
  });
});
