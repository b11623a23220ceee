import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { perThousand } from '../analytics/remote-error.repository';
import { HOST_SHARED, releaseFiles } from '../../test/support/release.fixtures';
import { createReleaseChecker, installedSharedVersions } from './release-checker';

describe('the release checker', () => {
  let webRoot: string;
  beforeEach(() => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-checker-'));
  });
  afterEach(() => {
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("takes the host's shared versions from its mf-manifest.json, else the packages installed beside the site", async () => {
    const installed = installedSharedVersions(webRoot);
    const react = (JSON.parse(fs.readFileSync(require.resolve('react/package.json'), 'utf8')) as { version: string }).version;
    expect(installed.react).toBe(react);
    expect(Object.keys(installed).sort()).toEqual(['react', 'react-dom', 'react-router-dom', 'rxjs', 'shared-domain', 'shared-ui', 'styled-components']);
    expect(await createReleaseChecker({ webRoot }).hostShared()).toEqual(installed);
    fs.mkdirSync(path.join(webRoot, 'host-shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'host-shell/dist/mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '20.0.0' }] }));
    expect(await createReleaseChecker({ webRoot }).hostShared()).toEqual({ react: '20.0.0' });
  });

  it('answers an upload only from its own files: nothing of the built-in, no request leaves for the site', async () => {
    fs.mkdirSync(path.join(webRoot, 'host-shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'host-shell/dist/mf-manifest.json'), JSON.stringify({ shared: Object.entries(HOST_SHARED).map(([name, version]) => ({ name, version })) }));
    const sent: string[] = [];
    const checker = createReleaseChecker({ webRoot, fetch: async (input) => { sent.push(String(input)); return new Response('', { status: 500 }); } });
    const files = releaseFiles('mf_auth');
    const check = await checker.check({ remote: 'mf_auth', version: '1.0.0', source: 'upload', manifestUrl: '/mf/mf-auth/1.0.0/mf-manifest.json', readFile: async (p) => files.get(p) ?? null });
    expect(check.ok).toBe(true);
    expect(sent).toEqual([]);
    files.delete('expose_UserMenu.js');
    // The built-in's copy on disk does not stand in for it.
    fs.mkdirSync(path.join(webRoot, 'mf-auth/dist/1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'mf-auth/dist/1.0.0/expose_UserMenu.js'), 'x');
    fs.writeFileSync(path.join(webRoot, 'mf-auth/dist/expose_UserMenu.js'), 'x');
    const missing = await checker.check({ remote: 'mf_auth', version: '1.0.0', source: 'upload', manifestUrl: '/mf/mf-auth/1.0.0/mf-manifest.json', readFile: async (p) => files.get(p) ?? null });
    expect(missing.parts.find((p) => p.part === 'assets')?.message).toBe(
      '1 of 3 files of the exposed modules do not load: http://site.local/mf/mf-auth/1.0.0/expose_UserMenu.js (./UserMenu): answered 404',
    );
  });

  it('says per thousand page views, and nothing without page views', () => {
    expect(perThousand(1, 3)).toBe(333.3);
    expect(perThousand(0, 10)).toBe(0);
    expect(perThousand(2, 0)).toBeNull();
  });
});
