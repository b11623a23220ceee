import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: '/srv/app/data', databaseUrl: null, nodeEnv: 'development',
      logLevel: 'info', basePath: '', remoteUrlOverrides: {}, corsOrigin: '*',
    });
    expect(config.webRoot).toBe(path.resolve(__dirname, '..', '..'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000', DATA_DIR: '/var/mm', DATABASE_URL: 'postgres://u@h/db', NODE_ENV: 'test', BASE_PATH: 'api/',
      REMOTE_URL_MF_DASHBOARD: 'https://cdn.example/mf-manifest.json', WEB_ROOT: '/www',
    }, '/srv/app');
    expect(config).toMatchObject({
      port: 9000, dataDir: '/var/mm', databaseUrl: 'postgres://u@h/db', logLevel: 'warn', basePath: '/api', webRoot: '/www',
      remoteUrlOverrides: { 'mf-dashboard': 'https://cdn.example/mf-manifest.json' },
    });
  });

  it('refuses a bad port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer, got "eighty"');
  });
});
