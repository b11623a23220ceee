import { loadConfig } from '../config';
import { loadLimitsConfig } from './limits-config';

describe('loadLimitsConfig', () => {
  it('defaults: counted in the database, 30 campaign saves and 100 uploads per user and 60 chat messages per address per 10 minutes and 60 plans a minute, 200 files or 200 MiB per campaign', () => {
    expect(loadLimitsConfig({})).toEqual({
      redisUrl: null,
      redisKeyPrefix: 'mediamart:',
      campaignSaves: { limit: 30, windowMs: 10 * 60_000 },
      uploads: { limit: 100, windowMs: 10 * 60_000 },
      sellerUploads: { limit: 60, windowMs: 10 * 60_000 },
      chat: { limit: 60, windowMs: 10 * 60_000 },
      recommendations: { limit: 60, windowMs: 60_000 },
      campaignFiles: { maxFiles: 200, maxBytes: 200 * 1024 * 1024 },
    });
    expect(loadConfig({}).limits.redisUrl).toBeNull();
  });

  it('reads the environment', () => {
    expect(loadLimitsConfig({
      REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'mm-prod:',
      CAMPAIGN_SAVE_LIMIT: '5', CAMPAIGN_SAVE_WINDOW_MINUTES: '60', UPLOAD_RATE_LIMIT: '7', UPLOAD_RATE_WINDOW_MINUTES: '1',
      SELLER_UPLOAD_RATE_LIMIT: '4', SELLER_UPLOAD_RATE_WINDOW_MINUTES: '3',
      CHAT_RATE_LIMIT: '12', CHAT_RATE_WINDOW_MINUTES: '5', RECOMMENDATION_RATE_LIMIT: '9', RECOMMENDATION_RATE_WINDOW_MINUTES: '2',
      UPLOAD_MAX_FILES_PER_CAMPAIGN: '20', UPLOAD_MAX_BYTES_PER_CAMPAIGN: '1048576',
    })).toEqual({
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'mm-prod:',
      campaignSaves: { limit: 5, windowMs: 60 * 60_000 },
      uploads: { limit: 7, windowMs: 60_000 },
      sellerUploads: { limit: 4, windowMs: 3 * 60_000 },
      chat: { limit: 12, windowMs: 5 * 60_000 },
      recommendations: { limit: 9, windowMs: 2 * 60_000 },
      campaignFiles: { maxFiles: 20, maxBytes: 1_048_576 },
    });
  });

  it.each([
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL, got "http://cache:6379"'],
    [{ CAMPAIGN_SAVE_LIMIT: '0' }, 'CAMPAIGN_SAVE_LIMIT must be a positive integer, got "0"'],
    [{ UPLOAD_MAX_BYTES_PER_CAMPAIGN: 'lots' }, 'UPLOAD_MAX_BYTES_PER_CAMPAIGN must be a positive integer, got "lots"'],
  ])('refuses %j', (env, message) => {
    expect(() => loadLimitsConfig(env)).toThrow(message);
  });
});
