/**
 * A serialized JSON answer kept as the bytes that go out: UTF-8 once, its ETag once, and each
 * compressed form once (made on first use, off the event loop). A cached catalog answer is sent
 * from here, so a hit neither encodes, hashes nor compresses anything.
 *
 * Compression of these answers follows the app's @fastify/compress settings (COMPRESSION): the
 * same encodings, preference order, threshold and `vary`; the plugin leaves an answer that
 * already names its Content-Encoding alone.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified } from './conditional-get';

/** The encodings the app compresses with, most preferred first, and the smallest body it compresses (app.ts registers @fastify/compress with these). */
export const COMPRESSION = { encodings: ['br', 'gzip', 'deflate'], threshold: 1024 } as const;

export type ContentEncoding = (typeof COMPRESSION.encodings)[number];

export const JSON_TYPE = 'application/json; charset=utf-8';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);

/** Made once per answer, so a little more effort than the plugin's per-request quality 4 pays off. */
const COMPRESSORS: Record<ContentEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }),
  gzip: (bytes) => gzip(bytes),
  deflate: (bytes) => deflate(bytes),
};

export type PreparedAnswer = {
  /** The answer's UTF-8 bytes. */
  readonly bytes: Buffer;
  /** A weak validator of the answer (the same in every encoding it is sent in). */
  readonly etag: string;
  /** At least COMPRESSION.threshold bytes: sent compressed (with `vary: accept-encoding`) to a client that accepts it. */
  readonly compressible: boolean;
  /** The bytes in `encoding` when they are made already, else undefined (and they are being made). */
  encodedNow(encoding: ContentEncoding): Buffer | undefined;
  /** The bytes in `encoding`, made on first call and kept. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
};

export function prepareAnswer(body: string): PreparedAnswer {
  const bytes = Buffer.from(body, 'utf8');
  const made = new Map<ContentEncoding, Buffer>();
  const making = new Map<ContentEncoding, Promise<Buffer>>();
  const encoded = (encoding: ContentEncoding): Promise<Buffer> => {
    const ready = made.get(encoding);
    if (ready) return Promise.resolve(ready);
    let pending = making.get(encoding);
    if (!pending) {
      pending = COMPRESSORS[encoding](bytes).then((out) => {
        made.set(encoding, out);
        making.delete(encoding);
        return out;
      }, (err: unknown) => {
        making.delete(encoding);
        throw err;
      });
      making.set(encoding, pending);
    }
    return pending;
  };
  return {
    bytes,
    etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
    compressible: bytes.length >= COMPRESSION.threshold,
    encodedNow(encoding) {
      const ready = made.get(encoding);
      if (!ready) void encoded(encoding).catch(() => undefined);
      return ready;
    },
    encoded,
  };
}

/**
 * The encoding @fastify/compress would pick for an Accept-Encoding header, or null for none:
 * `*` and `x-gzip` count as gzip, the highest q-value wins, a tie goes to the order of
 * COMPRESSION.encodings, q=0 and unknown codings (identity included) never win.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  let best: ContentEncoding | null = null;
  let bestQuality = 0;
  let bestRank = Infinity;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    let name = rawName.trim();
    if (name === '*' || name === 'x-gzip') name = 'gzip';
    const rank = (COMPRESSION.encodings as readonly string[]).indexOf(name);
    if (rank < 0) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]*)\s*$/.exec(param);
      if (match) quality = Number.parseFloat(match[1]) || 0;
    }
    if (quality <= 0) continue;
    if (quality > bestQuality || (quality === bestQuality && rank < bestRank)) {
      best = COMPRESSION.encodings[rank];
      bestQuality = quality;
      bestRank = rank;
    }
  }
  return best;
}

/** Clients send few distinct Accept-Encoding headers: each is read once. */
const negotiated = new Map<string, ContentEncoding | null>();

function encodingFor(request: FastifyRequest): ContentEncoding | null {
  // Like the plugin: `x-no-compression` asks for the plain bytes.
  if (request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiateEncoding(header);
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/** Adds `accept-encoding` to the answer's Vary (CORS may have put `Origin` there), as the plugin does. */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    void reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(current) ? current : [String(current)]);
  if (!values.some((v) => v.includes('accept-encoding'))) void reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/**
 * Sends a prepared answer: JSON, its ETag (304 with no body to a request that holds it), and
 * the compressed bytes the request accepts, or the plain ones.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  void reply.header('content-type', JSON_TYPE);
  const encoding = answer.compressible ? encodingFor(request) : null;
  // As the plugin does: an answer sent compressed says it varies by Accept-Encoding.
  if (encoding !== null) varyOnEncoding(reply);
  // Tags the answer; a request that holds the tag gets 304 with no body.
  if (notModified(request, reply, answer.etag)) return reply.send();
  if (encoding === null) return reply.send(answer.bytes);
  const ready = answer.encodedNow(encoding);
  if (ready) return reply.header('content-encoding', encoding).send(ready);
  // The first request for this encoding waits for it to be made (the reply is sent then).
  answer.encoded(encoding).then(
    (bytes) => reply.header('content-encoding', encoding).send(bytes),
    (err: unknown) => {
      reply.log.warn({ err, encoding }, 'a cached answer could not be compressed; it is sent as it is');
      reply.send(answer.bytes);
    },
  );
  return reply;
}
