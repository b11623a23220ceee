import {
  checkReleaseInput,
  checkReleaseManifest,
  parseReleaseManifest,
  sharedPackageOf,
  sharedVersionsCompatible,
  type ReleaseManifest,
} from './releases';

const HOST: Record<string, string> = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'react-dom': '19.3.1',
  'react-dom/client': '19.3.1',
  'react-router-dom': '7.18.5',
  'styled-components': '6.6.0',
  rxjs: '7.8.2',
  'shared-domain': '0.1.0',
  'shared-ui': '0.1.0',
  'shared-ui/dialog': '0.1.0',
};

type ManifestJson = {
  metaData: Record<string, unknown> & { remoteEntry: Record<string, unknown> };
  shared: Array<Record<string, unknown>>;
  exposes: Array<Record<string, unknown> & { assets: { js: Record<string, unknown> } }>;
  [key: string]: unknown;
};

/** An mf-manifest.json as the federation plugin writes it (mf-bag's, trimmed), extra fields and all. */
function bagManifestJson(overrides: { versions?: Record<string, string>; exposes?: string[]; name?: string } = {}): ManifestJson {
  const versions = { ...HOST, ...overrides.versions };
  const files = { js: { async: [], sync: ['325.c692f99f.js'] }, css: { async: [], sync: [] } };
  return {
    id: 'mf_bag',
    name: 'mf_bag',
    metaData: {
      name: overrides.name ?? 'mf_bag',
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: 'mf-bag' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: 'mf_bag',
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: Object.entries(versions).map(([name, version]) => ({
      id: `mf_bag:${name}`, name, version, singleton: true, requiredVersion: `^${version}`, assets: files, fallback: '',
    })),
    remotes: [],
    exposes: (overrides.exposes ?? ['routes', 'BagDrawer', 'mount']).map((name) => ({
      id: `mf_bag:${name}`, name, path: `./${name}`, assets: { js: { sync: [`__federation_expose_${name}.4da1fc85.js`], async: [] }, css: { sync: [], async: [] } },
    })),
  };
}

function parsed(json: unknown): ReleaseManifest {
  const result = parseReleaseManifest(json);
  if (!result.ok) throw new Error(result.message);
  return result.manifest;
}

describe('parseReleaseManifest', () => {
  it('reads the fields a check needs from a real manifest and leaves the rest', () => {
    const manifest = parsed(bagManifestJson());
    expect(manifest.metaData).toEqual({ name: 'mf_bag', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' });
    expect(manifest.shared[0]).toEqual({ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' });
    expect(manifest.exposes[2]).toEqual({ name: 'mount', path: './mount', assets: { js: { sync: ['__federation_expose_mount.4da1fc85.js'] } } });
  });

  it('takes the manifest as text too', () => {
    expect(parsed(JSON.stringify(bagManifestJson())).metaData.name).toBe('mf_bag');
    const broken = parseReleaseManifest('{"metaData": ');
    expect(broken).toEqual({ ok: false, message: expect.stringMatching(/^The manifest is not valid JSON: /) });
  });

  it.each([
    ['not an object', null, 'The manifest must be an object'],
    ['a list', [], 'The manifest must be an object'],
    ['no metaData', { shared: [], exposes: [] }, 'metaData must be an object'],
    ['a remoteEntry name that is no string', (j: ManifestJson) => { j.metaData.remoteEntry.name = 3; }, 'metaData.remoteEntry.name must be a string'],
    ['no publicPath', (j: ManifestJson) => { delete j.metaData.publicPath; }, 'metaData.publicPath must be a string'],
    ['getPublicPath instead', (j: ManifestJson) => { delete j.metaData.publicPath; j.metaData.getPublicPath = 'return "/x/"'; }, 'metaData.publicPath is missing: a manifest with getPublicPath cannot be checked'],
    ['shared not a list', (j: ManifestJson) => { (j as Record<string, unknown>).shared = {}; }, 'shared must be a list'],
    ['a singleton flag as text', (j: ManifestJson) => { j.shared[2].singleton = 'true'; }, 'shared[2].singleton must be true or false'],
    ['a shared version missing', (j: ManifestJson) => { delete j.shared[1].version; }, 'shared[1].version must be a string'],
    ['an expose without assets', (j: ManifestJson) => { delete (j.exposes[1] as Record<string, unknown>).assets; }, 'exposes[1].assets must be an object'],
    ['a sync file that is no string', (j: ManifestJson) => { j.exposes[0].assets.js.sync = [null]; }, 'exposes[0].assets.js.sync[0] must be a string'],
  ])('refuses %s, naming the field', (_label, change, message) => {
    let json: unknown = change;
    if (typeof change === 'function') {
      json = bagManifestJson();
      change(json as ManifestJson);
    }
    expect(parseReleaseManifest(json)).toEqual({ ok: false, message });
  });
});

describe('sharedPackageOf and sharedVersionsCompatible', () => {
  it('counts a sub-path under its package', () => {
    expect(sharedPackageOf('react-dom/client')).toBe('react-dom');
    expect(sharedPackageOf('shared-ui/dialog')).toBe('shared-ui');
    expect(sharedPackageOf('react')).toBe('react');
    expect(sharedPackageOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });

  it('needs the same major, or for 0.x the same minor', () => {
    expect(sharedVersionsCompatible('19.0.0', '19.3.1')).toBe(true);
    expect(sharedVersionsCompatible('19.4.0-rc.1', '19.3.1')).toBe(true);
    expect(sharedVersionsCompatible('18.3.1', '19.3.1')).toBe(false);
    expect(sharedVersionsCompatible('0.1.5', '0.1.0')).toBe(true);
    expect(sharedVersionsCompatible('0.2.0', '0.1.0')).toBe(false);
    expect(sharedVersionsCompatible('latest', '0.1.0')).toBeNull();
  });
});

describe('checkReleaseManifest', () => {
  const check = (json: ManifestJson, remote: 'mf_bag' | 'mf_catalog' = 'mf_bag', hostShared = HOST) =>
    checkReleaseManifest(parsed(json), { remote, hostShared });
  const part = (result: ReturnType<typeof check>, name: string) => result.parts.find((p) => p.part === name);

  it('passes a release built like the host', () => {
    const result = check(bagManifestJson());
    expect(result.ok).toBe(true);
    expect(result.parts.map((p) => [p.part, p.ok])).toEqual([['manifest', true], ['exposes', true], ['shared', true]]);
    expect(part(result, 'shared')?.message).toBe("react, react-dom, react-router-dom, styled-components, rxjs, shared-domain, shared-ui are singletons compatible with the host's versions");
  });

  it('fails the manifest part when it names another remote', () => {
    const result = check(bagManifestJson({ name: 'mf_catalog' }));
    expect(result.ok).toBe(false);
    expect(part(result, 'manifest')).toEqual({ part: 'manifest', ok: false, message: "The manifest is mf_catalog's, not mf_bag's" });
  });

  it('names the exposes the host needs and the release lacks', () => {
    const result = check(bagManifestJson({ exposes: ['routes', 'Extra'] }));
    expect(result.ok).toBe(false);
    expect(part(result, 'exposes')).toEqual({ part: 'exposes', ok: false, message: 'Does not expose ./BagDrawer, ./mount (the host needs ./routes, ./BagDrawer, ./mount)' });
    expect(part(check(bagManifestJson({ exposes: ['routes'], name: 'mf_catalog' }), 'mf_catalog'), 'exposes')?.ok).toBe(true);
  });

  it('refuses an incompatible React major, sub-paths included', () => {
    const result = check(bagManifestJson({ versions: { react: '18.3.1', 'react-dom/client': '18.3.1' } }));
    expect(result.ok).toBe(false);
    expect(part(result, 'shared')?.message).toBe("react 18.3.1 is not compatible with the host's 19.3.1; react-dom/client 18.3.1 is not compatible with the host's 19.3.1");
  });

  it('compares 0.x packages by minor', () => {
    const result = check(bagManifestJson({ versions: { 'shared-ui/dialog': '0.2.0' } }));
    expect(part(result, 'shared')?.message).toBe("shared-ui/dialog 0.2.0 is not compatible with the host's 0.1.0");
    expect(check(bagManifestJson({ versions: { 'shared-domain': '0.1.7' } })).ok).toBe(true);
  });

  it('needs every singleton shared as a singleton, by both sides', () => {
    const json = bagManifestJson();
    json.shared.find((s) => s.name === 'rxjs')!.singleton = false;
    json.shared = json.shared.filter((s) => s.name !== 'styled-components');
    const result = check(json, 'mf_bag', { ...HOST, 'left-pad': '1.0.0' });
    expect(part(result, 'shared')?.message).toBe(
      "styled-components is not shared by the release (the host shares 6.6.0); it would run a second copy; rxjs is not shared as a singleton",
    );
    const hostWithoutRouter = Object.fromEntries(Object.entries(HOST).filter(([name]) => name !== 'react-router-dom'));
    expect(part(check(bagManifestJson(), 'mf_bag', hostWithoutRouter), 'shared')?.message).toBe('react-router-dom is shared by the release but not by the host');
  });

  it('takes the host version of a package from its sub-path when only that is given', () => {
    const hostSubPathOnly = Object.fromEntries(Object.entries(HOST).filter(([name]) => name !== 'react'));
    expect(check(bagManifestJson(), 'mf_bag', hostSubPathOnly).ok).toBe(true);
    const older = check(bagManifestJson({ versions: { react: '18.3.1' } }), 'mf_bag', hostSubPathOnly);
    expect(part(older, 'shared')?.message).toBe("react 18.3.1 is not compatible with the host's 19.3.1");
  });

  it('says when a version cannot be read', () => {
    const result = check(bagManifestJson({ versions: { rxjs: 'next' } }));
    expect(part(result, 'shared')).toEqual({ part: 'shared', ok: false, message: "rxjs next cannot be compared with the host's 7.8.2" });
  });

  it('passes when neither side shares a singleton', () => {
    const json = bagManifestJson();
    json.shared = [];
    expect(part(check(json, 'mf_bag', {}), 'shared')).toEqual({ part: 'shared', ok: true, message: 'Neither the release nor the host shares a singleton' });
  });
});

describe('checkReleaseInput', () => {
  it('accepts a semver version, a commit and clean notes', () => {
    expect(checkReleaseInput({ version: ' 1.2.3-rc.1 ', commit: 'ABCDEF1', notes: '  Drawer fix\nand a test  ' })).toEqual({
      ok: true, value: { version: '1.2.3-rc.1', commit: 'abcdef1', notes: 'Drawer fix\nand a test' },
    });
    expect(checkReleaseInput({ version: '10.0.0' })).toEqual({ ok: true, value: { version: '10.0.0', commit: null, notes: '' } });
  });

  it.each([
    ['no version', {}, { version: 'Enter the release version, e.g. 1.2.3' }],
    ['a version that is no text', { version: 3 }, { version: 'Enter the release version, e.g. 1.2.3' }],
    ['a version without patch', { version: '1.2' }, { version: 'The version must look like 1.2.3 or 1.2.3-rc.1' }],
    ['a leading zero', { version: '01.2.3' }, { version: 'The version must look like 1.2.3 or 1.2.3-rc.1' }],
    ['a version too long', { version: `1.2.3-${'a'.repeat(40)}` }, { version: 'The version can be at most 40 characters' }],
    ['a short commit', { version: '1.2.3', commit: 'abc12' }, { commit: 'The commit must be 7 to 40 hexadecimal characters' }],
    ['a commit that is not hex', { version: '1.2.3', commit: 'g'.repeat(7) }, { commit: 'The commit must be 7 to 40 hexadecimal characters' }],
    ['a commit too long', { version: '1.2.3', commit: 'a'.repeat(41) }, { commit: 'The commit must be 7 to 40 hexadecimal characters' }],
    ['notes that are no text', { version: '1.2.3', notes: 5 }, { notes: 'Notes must be text' }],
    ['notes too long', { version: '1.2.3', notes: 'x'.repeat(2001) }, { notes: 'Notes can be at most 2000 characters; this one has 2001' }],
    ['a control character in notes', { version: '1.2.3', notes: 'a\u0007b' }, { notes: 'Notes holds a control character' }],
    ['a direction override in notes', { version: '1.2.3', notes: 'a\u202Eb' }, { notes: 'Notes holds a text-direction control character' }],
    ['three problems at once', { version: 'x', commit: 'zz', notes: 1 }, { version: 'The version must look like 1.2.3 or 1.2.3-rc.1', commit: 'The commit must be 7 to 40 hexadecimal characters', notes: 'Notes must be text' }],
  ])('refuses %s', (_label, input, errors) => {
    expect(checkReleaseInput(input)).toEqual({ ok: false, errors });
  });
});
