/** Lead settings read from the environment (see README.md, "Configuration"). */
import { normalizeEmail } from 'shared-domain';
import { envValue, positiveIntFrom, type Env } from '../env-values';
import type { LimitRule } from '../rate-limit/rate-limit.hook';

export type LeadsConfig = {
  /** SALES_EMAIL: where a new lead's notification goes (through the sign-in codes' e-mail delivery). */
  salesEmail: string;
  /** LEAD_RATE_LIMIT per LEAD_RATE_WINDOW_MINUTES: leads sent from one client address. */
  submitLimit: LimitRule;
};

/** A local address that reaches nobody until SALES_EMAIL is set (outbox delivery keeps it). */
export const DEFAULT_SALES_EMAIL = 'sales@mediamart.local';

export function loadLeadsConfig(env: Env): LeadsConfig {
  const raw = envValue(env, 'SALES_EMAIL') ?? DEFAULT_SALES_EMAIL;
  const salesEmail = normalizeEmail(raw);
  if (!salesEmail) throw new Error(`SALES_EMAIL must be an e-mail address, got "${raw}"`);
  return {
    salesEmail,
    submitLimit: {
      limit: positiveIntFrom(env, 'LEAD_RATE_LIMIT', 10),
      windowMs: positiveIntFrom(env, 'LEAD_RATE_WINDOW_MINUTES', 60) * 60_000,
    },
  };
}
