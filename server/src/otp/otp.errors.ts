import { httpError } from '../errors';

/** 400 invalid_code: a wrong code; the message says how many tries are left. */
export class InvalidCodeError extends httpError('invalid_code') {}
/** 400 code_expired: the request is unknown, expired, used, dead or was never delivered. */
export class CodeExpiredError extends httpError('code_expired', 'This code has expired. Ask for a new one.') {}
/** 502 delivery_failed: the code could not be handed to the mail or SMS provider. */
export class DeliveryFailedError extends httpError('delivery_failed', 'Could not send the code. Please try again.') {}
/** 503 channel_unavailable: this server has no delivery for the channel (e.g. no SMS provider). */
export class ChannelUnavailableHttpError extends httpError('channel_unavailable') {}
