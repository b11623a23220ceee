/** The channels a message can go out on. */
export type DeliveryChannel = 'email' | 'sms';

/** One message to send, whatever the channel. */
export type OutgoingMessage = {
  /** An e-mail address, or a phone number as `+91XXXXXXXXXX`. */
  to: string;
  channel: DeliveryChannel;
  subject: string;
  text: string;
};
