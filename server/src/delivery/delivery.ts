import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { mailBrand } from 'shared-domain';
import type { AuthConfig, OtpDeliveryName } from '../auth/auth-config';
import type { DeliveryChannel, OutgoingMessage } from './message';
import type { OutboxRepository } from './outbox.repository';

export type { DeliveryChannel, OutgoingMessage } from './message';

/** Sends one message; rejects when it could not be handed over. */
export interface OtpDelivery {
  send(message: OutgoingMessage): Promise<void>;
  /** Releases connections (SMTP pool); optional. */
  close?(): Promise<void>;
}

/** Raised when no delivery of this process can reach a channel (e.g. SMS with OTP_DELIVERY=smtp). */
export class ChannelUnavailableError extends Error {
  override readonly name = 'ChannelUnavailableError';
  constructor(readonly channel: DeliveryChannel) {
    super(`No delivery is configured for ${channel}`);
  }
}

/** OTP_DELIVERY=outbox: messages kept in the `outbox` table (read at GET /api/dev/outbox). */
export function createOutboxDelivery(outbox: OutboxRepository): OtpDelivery {
  return {
    async send(message) {
      await outbox.add(message);
    },
  };
}

/**
 * The From of a message: the configured one (`SMTP_FROM`), or its address under the message's
 * own display name (an organisation's, cleaned again by mailBrand). The name is handed to
 * nodemailer as a name, never as header text: it quotes and encodes it.
 */
export function fromFor(configured: string, fromName: string | undefined): string | { name: string; address: string } {
  if (!fromName) return configured;
  const address = addressparser(configured, { flatten: true })[0]?.address;
  return address ? { name: mailBrand(fromName), address } : configured;
}

/** OTP_DELIVERY=smtp: e-mail through nodemailer (`SMTP_URL`, `SMTP_FROM`). */
export function createSmtpDelivery(smtpUrl: string, from: string): OtpDelivery {
  // Short timeouts: fail fast rather than hold the request when the relay is unreachable.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from });
  return {
    async send(message) {
      if (message.channel !== 'email') throw new ChannelUnavailableError(message.channel);
      await transport.sendMail({ from: fromFor(from, message.fromName), to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}

/** OTP_DELIVERY=http-sms: `POST <SMS_API_URL>` with `{ to, text }` and `Authorization: Bearer <SMS_API_KEY>`. */
export function createHttpSmsDelivery(apiUrl: string, apiKey: string | null, timeoutMs = 10_000): OtpDelivery {
  return {
    async send(message) {
      if (message.channel !== 'sms') throw new ChannelUnavailableError(message.channel);
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const res = await fetch(apiUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is released either way.
      const body = await res.text().catch(() => '');
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${body.slice(0, 200)}`);
    },
  };
}

const EMAIL_CAPABLE: readonly OtpDeliveryName[] = ['outbox', 'smtp'];
const SMS_CAPABLE: readonly OtpDeliveryName[] = ['outbox', 'http-sms'];

/** One delivery per channel; `send` routes a message to its channel's delivery. */
export function routeByChannel(byChannel: Partial<Record<DeliveryChannel, OtpDelivery>>): OtpDelivery & { supports(channel: DeliveryChannel): boolean } {
  const all = [...new Set(Object.values(byChannel))];
  return {
    supports: (channel) => byChannel[channel] !== undefined,
    async send(message) {
      const target = byChannel[message.channel];
      if (!target) throw new ChannelUnavailableError(message.channel);
      await target.send(message);
    },
    async close() {
      await Promise.all(all.map((d) => d?.close?.()));
    },
  };
}

export type ChannelDelivery = ReturnType<typeof routeByChannel>;

/** The deliveries OTP_DELIVERY names: e-mail to the first of outbox/smtp, SMS to the first of outbox/http-sms. */
export function createDelivery(config: AuthConfig['otp'], outbox: OutboxRepository): ChannelDelivery {
  const made = new Map<OtpDeliveryName, OtpDelivery>();
  const make = (name: OtpDeliveryName): OtpDelivery => {
    let delivery = made.get(name);
    if (!delivery) {
      if (name === 'outbox') delivery = createOutboxDelivery(outbox);
      else if (name === 'smtp') delivery = createSmtpDelivery(config.smtpUrl ?? '', config.smtpFrom);
      else delivery = createHttpSmsDelivery(config.smsApiUrl ?? '', config.smsApiKey);
      made.set(name, delivery);
    }
    return delivery;
  };
  const emailName = config.delivery.find((n) => EMAIL_CAPABLE.includes(n));
  const smsName = config.delivery.find((n) => SMS_CAPABLE.includes(n));
  return routeByChannel({
    ...(emailName ? { email: make(emailName) } : {}),
    ...(smsName ? { sms: make(smsName) } : {}),
  });
}
