import path from 'node:path';
import { remoteFile } from './remote-file';

describe('remoteFile', () => {
  it('maps only remote folders under /mf/ to files, never outside them', () => {
    expect(remoteFile('/web', '/mf/mf-catalog/mf-manifest.json')).toBe(path.join('/web', 'mf-catalog/dist/mf-manifest.json'));
    expect(remoteFile('/web', '/mf/mf-catalog/server/remoteEntry.js')).toBe(path.join('/web', 'mf-catalog/dist/server/remoteEntry.js'));
    for (const bad of ['/mf/mf-catalog/../../etc/passwd', '/mf/server/x.js', '/mf/mf-catalog/', '/etc/passwd', '/mf/mf-catalog/a//b.js', '/mf/mf-catalog/./x.js']) {
      expect(remoteFile('/web', bad)).toBeNull();
    }
  });
});
