import { envValue, positiveIntFrom, type Env } from '../env-values';
import type { LimitRule } from './rate-limit.hook';

/** Where the counters live: Redis when REDIS_URL is set, else the app's database. */
export type RateLimitStore = { redisUrl: string | null; redisKeyPrefix: string };

/** Rate limits and quotas of writes (code sends have theirs in auth-config.ts). */
export type LimitsConfig = RateLimitStore & {
  /** CAMPAIGN_SAVE_LIMIT per CAMPAIGN_SAVE_WINDOW_MINUTES: campaigns saved from the bag or created from a brief, per user. */
  campaignSaves: LimitRule;
  /** UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_MINUTES: files uploaded per user. */
  uploads: LimitRule;
  /** SELLER_UPLOAD_RATE_LIMIT per SELLER_UPLOAD_RATE_WINDOW_MINUTES: logos, media kits and artworks uploaded per seller user. */
  sellerUploads: LimitRule;
  /** CHAT_RATE_LIMIT per CHAT_RATE_WINDOW_MINUTES: messages to the brief assistant per client address. */
  chat: LimitRule;
  /** RECOMMENDATION_RATE_LIMIT per RECOMMENDATION_RATE_WINDOW_MINUTES: media plans asked for per client address. */
  recommendations: LimitRule;
  /** UPLOAD_MAX_FILES_PER_CAMPAIGN and UPLOAD_MAX_BYTES_PER_CAMPAIGN: what one campaign may hold. */
  campaignFiles: { maxFiles: number; maxBytes: number };
};

export const DEFAULT_MAX_FILES_PER_CAMPAIGN = 200;
/** 200 MiB: twenty files of the largest size, a campaign's creatives and proofs with room to spare. */
export const DEFAULT_MAX_BYTES_PER_CAMPAIGN = 200 * 1024 * 1024;

/** A limit per window from two settings, each `[name, default]`: a count, and the window in minutes. */
function rateWindow(env: Env, [limitName, limit]: [string, number], [minutesName, minutes]: [string, number]): LimitRule {
  return { limit: positiveIntFrom(env, limitName, limit), windowMs: positiveIntFrom(env, minutesName, minutes) * 60_000 };
}

/** Reads the limits; the defaults sit far above what a person does by hand. */
export function loadLimitsConfig(env: Env): LimitsConfig {
  const redisUrl = envValue(env, 'REDIS_URL');
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${redisUrl}"`);
  }
  return {
    redisUrl,
    redisKeyPrefix: envValue(env, 'REDIS_KEY_PREFIX') ?? 'mediamart:',
    campaignSaves: rateWindow(env, ['CAMPAIGN_SAVE_LIMIT', 30], ['CAMPAIGN_SAVE_WINDOW_MINUTES', 10]),
    uploads: rateWindow(env, ['UPLOAD_RATE_LIMIT', 100], ['UPLOAD_RATE_WINDOW_MINUTES', 10]),
    // A profile takes a logo, a media kit and a few artworks per option: 60 in 10 minutes is a busy afternoon, not a script.
    sellerUploads: rateWindow(env, ['SELLER_UPLOAD_RATE_LIMIT', 60], ['SELLER_UPLOAD_RATE_WINDOW_MINUTES', 10]),
    // A brief takes about a dozen messages; 60 in 10 minutes leaves room for corrections, not for a script.
    chat: rateWindow(env, ['CHAT_RATE_LIMIT', 60], ['CHAT_RATE_WINDOW_MINUTES', 10]),
    // A plan is a few hundred milliseconds of work: a person asks a few a minute, a script many.
    recommendations: rateWindow(env, ['RECOMMENDATION_RATE_LIMIT', 60], ['RECOMMENDATION_RATE_WINDOW_MINUTES', 1]),
    campaignFiles: {
      maxFiles: positiveIntFrom(env, 'UPLOAD_MAX_FILES_PER_CAMPAIGN', DEFAULT_MAX_FILES_PER_CAMPAIGN),
      maxBytes: positiveIntFrom(env, 'UPLOAD_MAX_BYTES_PER_CAMPAIGN', DEFAULT_MAX_BYTES_PER_CAMPAIGN),
    },
  };
}
