import type { FastifyRequest } from 'fastify';

/** The channels a message can go out on. */
export type DeliveryChannel = 'email' | 'sms';

/** One message to send, whatever the channel. */
export type OutgoingMessage = {
  /** An e-mail address, or a phone number as `+91XXXXXXXXXX`. */
  to: string;
  channel: DeliveryChannel;
  subject: string;
  text: string;
  /**
   * The sender's display name for this message (an organisation's, mail sent for its host),
   * already cleaned (shared-domain's mailBrand); absent: the configured From as it is.
   */
  fromName?: string;
};

/**
 * The brand of mail sent for a request: the name of the organisation whose host it came to,
 * null on the product's own hosts (MediaMart's mail).
 */
export type MailBrandOf = (request: FastifyRequest) => Promise<string | null>;
