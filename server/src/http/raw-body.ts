import type { FastifyError, FastifyInstance } from 'fastify';
import { errorHandler, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';

/** How an encapsulated context that takes a file's bytes as the body reads them. */
export type RawBodyOptions = {
  /** The largest body, in bytes. */
  bodyLimit: number;
  /** The message of the 413 for a larger body. */
  tooLarge: string;
  /** Why a content type is not taken (a 415 with this message), or null when it is. */
  refuseType?: (contentType: string | undefined) => string | null;
};

/**
 * Makes every body of this (encapsulated) context raw bytes whatever its Content-Type, so the
 * routes beside it still read JSON: a body over the limit is a 413, a refused type a 415.
 */
export function acceptRawBodies(app: FastifyInstance, options: RawBodyOptions): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (request, body, done) => {
    const refusal = options.refuseType?.(request.headers['content-type']) ?? null;
    if (refusal !== null) {
      done(new UnsupportedMediaTypeError(refusal), undefined);
      return;
    }
    done(null, body);
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    errorHandler(err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new PayloadTooLargeError(options.tooLarge) : err, request, reply);
  });
}
