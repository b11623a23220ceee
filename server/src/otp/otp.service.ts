import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { mailBrand, SITE_NAME } from 'shared-domain';
import type { OtpConfig } from '../auth/auth-config';
import { ChannelUnavailableError, type ChannelDelivery, type DeliveryChannel } from '../delivery/delivery';
import { InputError } from '../errors';
import { TooManyRequestsError } from '../rate-limit/rate-limit.errors';
import { clientKey } from '../rate-limit/client-key';
import type { RateCheck, RateLimiter } from '../rate-limit/rate-limiter';
import { maskAddress } from './identity';
import type { OtpRequestRepository } from './otp-request.repository';
import { ChannelUnavailableHttpError, CodeExpiredError, DeliveryFailedError, InvalidCodeError } from './otp.errors';

export type OtpChannel = 'phone' | 'email';
/** 'login': POST /auth/otp/send; 'phone': a signed-in user proving a phone (POST /user/phone/send). */
export type OtpPurpose = 'login' | 'phone';

export const OTP_TTL_SECONDS = 300;
export const OTP_TTL_MS = OTP_TTL_SECONDS * 1000;
export const MAX_WRONG_TRIES = 5;
export const CODE_LENGTH = 6;

const CHANNELS: readonly OtpChannel[] = ['phone', 'email'];
const DELIVERY_CHANNEL: Record<OtpChannel, DeliveryChannel> = { phone: 'sms', email: 'email' };
const CHANNEL_WORD: Record<OtpChannel, string> = { phone: 'phone', email: 'e-mail' };
/** Old request rows are removed a day after they expire. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type SendInput = {
  purpose: OtpPurpose;
  userId?: string | null;
  /** Already normalised (`+91XXXXXXXXXX`, lower-case e-mail). */
  phone?: string | null;
  email?: string | null;
  ip: string;
  /**
   * The name of the organisation whose host the code was asked on: the message's subject, text
   * and sender name carry it (cleaned by mailBrand). Null or absent: MediaMart's message.
   */
  brand?: string | null;
};
export type SendResult = { requestId: string; channels: OtpChannel[]; expiresIn: number };

export type CheckInput = {
  requestId: string;
  purpose: OtpPurpose;
  /** For 'phone' requests: only their owner may verify them. */
  userId?: string | null;
  codes: Partial<Record<OtpChannel, string | undefined>>;
};
/** A request whose every code was right (not yet consumed). */
export type VerifiedRequest = { id: string; phone: string | null; email: string | null; userId: string | null };

export interface OtpService {
  /** Throttles, stores the hashed code(s), delivers one code per channel. */
  send(input: SendInput): Promise<SendResult>;
  /** Uses one try and checks every channel's code; throws invalid_code / code_expired / bad_request. */
  check(input: CheckInput): Promise<VerifiedRequest>;
  /** Whether a channel can be delivered by this process. */
  supports(channel: OtpChannel): boolean;
}

/** A uniformly random 6-digit code from the CSPRNG. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, '0');
}

/** What is stored for a code: sha256 of requestId, channel and code (the code itself never is). */
export function hashCode(requestId: string, channel: OtpChannel, code: string): string {
  return createHash('sha256').update(`${requestId}:${channel}:${code}`, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A code's message, in the brand's name (an organisation's: also the sender's name). */
export function messageText(purpose: OtpPurpose, code: string, brand?: string | null): { subject: string; text: string; fromName?: string } {
  const what = purpose === 'login' ? 'sign-in' : 'verification';
  const name = mailBrand(brand);
  return {
    subject: `Your ${name} ${what} code`,
    text: `Your ${name} ${what} code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this message.`,
    ...(name === SITE_NAME ? {} : { fromName: name }),
  };
}

function triesLeftText(left: number): string {
  if (left <= 0) return 'No tries left; ask for a new code.';
  return `${left} ${left === 1 ? 'try' : 'tries'} left.`;
}

export type OtpServiceDeps = {
  /** The requests; a verified one is consumed in the sign-in's own transaction (AccountRepository). */
  requests: OtpRequestRepository;
  now: () => Date;
  delivery: ChannelDelivery;
  config: Pick<OtpConfig, 'maxSendsPerAddress' | 'maxSendsPerIp' | 'sendWindowMs' | 'addressCeiling' | 'addressCeilingWindowMs' | 'ipBackoff'>;
  /** Counts the sends (the app's one limiter: the database, or Redis with REDIS_URL). */
  limiter: RateLimiter;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/**
 * What one send is counted against. The per-address limit counts per client IP, so sends
 * from an attacker's IP never lock the owner's IP out; the attacker pays instead, with a
 * per-IP limit and a wait that grows with each send; the ceiling per address across all
 * IPs stops many IPs from flooding one phone or inbox (README, "Limits").
 */
export function sendChecks(config: OtpServiceDeps['config'], ip: string, addresses: ReadonlyArray<{ channel: OtpChannel; to: string }>): RateCheck[] {
  const client = clientKey(ip);
  return [
    { key: `otp-ip:${client}`, limit: config.maxSendsPerIp, windowMs: config.sendWindowMs, backoff: config.ipBackoff },
    ...addresses.flatMap(({ channel, to }) => [
      { key: `otp-address-ip:${channel}:${to}|${client}`, limit: config.maxSendsPerAddress, windowMs: config.sendWindowMs },
      { key: `otp-address:${channel}:${to}`, limit: config.addressCeiling, windowMs: config.addressCeilingWindowMs },
    ]),
  ];
}

/** Why a request no longer takes codes, in words. */
function deadMessage(row: { status: string; attempts: number; expires_at: string }): string {
  if (row.status === 'used') return 'This code has already been used. Ask for a new one.';
  if (row.status === 'dead' || row.attempts >= MAX_WRONG_TRIES) return 'Too many wrong tries. Ask for a new code.';
  if (row.status === 'failed') return 'This code could not be sent. Ask for a new one.';
  return 'This code has expired. Ask for a new one.';
}

/** The addresses a send goes to, one per channel given; 400 for none, 503 for a channel this process cannot deliver. */
function deliverableAddresses(input: SendInput, delivery: ChannelDelivery): { channel: OtpChannel; to: string }[] {
  const addresses = CHANNELS.flatMap((channel) => {
    const to = input[channel];
    return to ? [{ channel, to }] : [];
  });
  if (!addresses.length) throw new InputError('Give a phone number or an e-mail address');
  for (const { channel } of addresses) {
    if (!delivery.supports(DELIVERY_CHANNEL[channel])) {
      throw new ChannelUnavailableHttpError(
        channel === 'phone' ? 'Codes by SMS are not available right now. Use your e-mail address.' : 'Codes by e-mail are not available right now. Use your phone number.',
      );
    }
  }
  return addresses;
}

/** The code entered for each of the request's channels, white space removed; 400 for a missing or malformed one. */
function enteredCodes(channels: readonly OtpChannel[], codes: CheckInput['codes']): Partial<Record<OtpChannel, string>> {
  const given: Partial<Record<OtpChannel, string>> = {};
  for (const channel of channels) {
    const code = (codes[channel] ?? '').replace(/\s+/g, '');
    if (code === '') throw new InputError(`Enter the code sent to your ${CHANNEL_WORD[channel]}`);
    if (!/^\d{6}$/.test(code)) throw new InputError(`The ${CHANNEL_WORD[channel]} code has 6 digits`);
    given[channel] = code;
  }
  return given;
}

/** Which code was wrong, in words. */
function wrongCodeText(channels: readonly OtpChannel[], wrong: readonly OtpChannel[]): string {
  if (channels.length < 2) return 'That code is not right.';
  return wrong.length > 1 ? 'Neither code is right.' : `The ${CHANNEL_WORD[wrong[0]]} code is not right.`;
}

/** The one-time code service: sends counted by `limiter` (sendChecks), codes stored hashed, tries counted atomically. */
export function createOtpService({ requests, now, delivery, config, limiter, log }: OtpServiceDeps): OtpService {
  return {
    supports: (channel) => delivery.supports(DELIVERY_CHANNEL[channel]),

    async send(input) {
      const addresses = deliverableAddresses(input, delivery);
      // All or nothing: a refused send is counted against none of its keys.
      const taken = await limiter.take(sendChecks(config, input.ip, addresses));
      if (!taken.ok) throw new TooManyRequestsError(taken.retryAfterSeconds, 'Too many codes asked for');

      const at = now();
      const requestId = randomUUID();
      const codes = addresses.map((a) => ({ ...a, code: generateCode() }));
      const hashOf = (channel: OtpChannel) => {
        const entry = codes.find((c) => c.channel === channel);
        return entry ? hashCode(requestId, channel, entry.code) : null;
      };
      await requests.removeExpired(new Date(at.getTime() - KEEP_EXPIRED_MS).toISOString());
      await requests.insert({
        id: requestId,
        purpose: input.purpose,
        user_id: input.userId ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        phone_code_hash: hashOf('phone'),
        email_code_hash: hashOf('email'),
        ip: input.ip,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + OTP_TTL_MS).toISOString(),
      });

      try {
        for (const { channel, to, code } of codes) {
          await delivery.send({ to, channel: DELIVERY_CHANNEL[channel], ...messageText(input.purpose, code, input.brand) });
        }
      } catch (err) {
        await requests.setStatus(requestId, 'failed');
        if (err instanceof ChannelUnavailableError) throw new ChannelUnavailableHttpError(err.message);
        log.error({ err, requestId, to: codes.map((c) => maskAddress(c.to)) }, 'one-time code delivery failed');
        throw new DeliveryFailedError();
      }
      return { requestId, channels: codes.map((c) => c.channel), expiresIn: OTP_TTL_SECONDS };
    },

    async check({ requestId, purpose, userId, codes }) {
      const row = await requests.find(requestId);
      if (!row || row.purpose !== purpose || (purpose === 'phone' && row.user_id !== (userId ?? null))) {
        throw new CodeExpiredError();
      }
      const channels = CHANNELS.filter((c) => row[c] !== null);
      const at = now().toISOString();
      if (row.status !== 'pending' || row.attempts >= MAX_WRONG_TRIES || row.expires_at <= at) throw new CodeExpiredError(deadMessage(row));

      const given = enteredCodes(channels, codes);

      // Take a try before comparing, atomically: parallel guesses cannot exceed the limit.
      const attempts = await requests.takeTry(requestId, at, MAX_WRONG_TRIES);
      if (attempts === null) {
        const latest = await requests.find(requestId);
        throw new CodeExpiredError(latest ? deadMessage(latest) : undefined);
      }

      const wrong = channels.filter((channel) => {
        const stored = channel === 'phone' ? row.phone_code_hash : row.email_code_hash;
        return !stored || !sameHash(stored, hashCode(requestId, channel, given[channel] ?? ''));
      });
      if (!wrong.length) return { id: row.id, phone: row.phone, email: row.email, userId: row.user_id };

      const left = MAX_WRONG_TRIES - attempts;
      if (left <= 0) await requests.setStatus(requestId, 'dead');
      throw new InvalidCodeError(`${wrongCodeText(channels, wrong)} ${triesLeftText(left)}`);
    },
  };
}
