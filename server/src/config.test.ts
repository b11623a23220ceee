import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults: without NODE_ENV it runs as production', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: '/srv/app/data', databaseUrl: null, nodeEnv: 'production',
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

  describe('NODE_ENV', () => {
    /** What a mode opens: the code outbox route and the built-in test card gateway. */
    const opens = (env: Partial<Record<string, string>>) => {
      const config = loadConfig(env);
      return { nodeEnv: config.nodeEnv, outbox: config.auth.devRoutes, testGateway: config.payment.gateway === 'test', devCheckout: config.payment.devCheckout };
    };

    it.each(['development', 'test'] as const)('exactly %j opens the outbox and the test gateway', (mode) => {
      expect(opens({ NODE_ENV: mode })).toEqual({ nodeEnv: mode, outbox: true, testGateway: true, devCheckout: true });
    });

    it.each([{ NODE_ENV: 'production' }, { NODE_ENV: '' }, {}])('%j is production: neither', (env) => {
      expect(opens(env)).toEqual({ nodeEnv: 'production', outbox: false, testGateway: false, devCheckout: false });
    });

    it.each(['Production', 'PRODUCTION', 'prod', ' development ', 'dev', 'Development', 'test ', 'staging'])('%j stops the start with a message', (mode) => {
      expect(() => loadConfig({ NODE_ENV: mode })).toThrow(`NODE_ENV must be exactly one of development, test, production (lower case, no spaces; unset means production), got ${JSON.stringify(mode)}`);
    });
  });

  it('SEED_SCALE sets the options of the first start\'s catalog; unset keeps the default, nonsense stops the start', () => {
    expect(loadConfig({}).seedScale).toBeNull();
    expect(loadConfig({ SEED_SCALE: '1000000' }).seedScale).toBe(1_000_000);
    expect(() => loadConfig({ SEED_SCALE: 'lots' })).toThrow('SEED_SCALE must be a positive integer, got "lots"');
    expect(() => loadConfig({ SEED_SCALE: '0' })).toThrow('SEED_SCALE must be a positive integer');
  });

  it('refuses a bad port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer, got "eighty"');
  });
});
