import { HttpError } from '../errors';

/** 400 invalid_code: a wrong code; the message says how many tries are left. */
export class InvalidCodeError extends HttpError {
  override readonly name = 'InvalidCodeError';
  readonly statusCode = 400;
  readonly code = 'invalid_code';
}

/** 400 code_expired: the request is unknown, expired, used, dead or was never delivered. */
export class CodeExpiredError extends HttpError {
  override readonly name = 'CodeExpiredError';
  readonly statusCode = 400;
  readonly code = 'code_expired';
  constructor(message = 'This code has expired. Ask for a new one.') {
    super(message);
  }
}

/** 502 delivery_failed: the code could not be handed to the mail or SMS provider. */
export class DeliveryFailedError extends HttpError {
  override readonly name = 'DeliveryFailedError';
  readonly statusCode = 502;
  readonly code = 'delivery_failed';
  constructor() {
    super('Could not send the code. Please try again.');
  }
}

/** 503 channel_unavailable: this server has no delivery for the channel (e.g. no SMS provider). */
export class ChannelUnavailableHttpError extends HttpError {
  override readonly name = 'ChannelUnavailableHttpError';
  readonly statusCode = 503;
  readonly code = 'channel_unavailable';
}
