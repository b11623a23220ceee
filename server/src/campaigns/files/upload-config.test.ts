import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES, loadConfig, loadUploadConfig } from '../../config';

describe('upload configuration', () => {
  it('defaults to DATA_DIR/uploads and 10 MiB', () => {
    expect(loadUploadConfig({}, '/srv/app')).toEqual({ dir: '/srv/app/data/uploads', maxBytes: DEFAULT_UPLOAD_MAX_BYTES });
    expect(loadUploadConfig({ DATA_DIR: '/var/mm' }, '/srv/app').dir).toBe('/var/mm/uploads');
    expect(loadConfig({ DATA_DIR: '/var/mm' }, '/srv/app').uploads).toEqual({ dir: '/var/mm/uploads', maxBytes: 10 * 1024 * 1024 });
  });

  it('reads UPLOAD_DIR (relative to the working folder) and UPLOAD_MAX_BYTES', () => {
    expect(loadUploadConfig({ UPLOAD_DIR: 'files', UPLOAD_MAX_BYTES: '2048' }, '/srv/app')).toEqual({ dir: path.resolve('/srv/app', 'files'), maxBytes: 2048 });
  });

  it.each(['0', '-1', 'ten'])('refuses UPLOAD_MAX_BYTES=%s', (value) => {
    expect(() => loadUploadConfig({ UPLOAD_MAX_BYTES: value })).toThrow(/UPLOAD_MAX_BYTES must be/);
  });
});
