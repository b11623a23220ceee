import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkImage, checkLogo, checkMediaKit, SELLER_FILE_KINDS, SELLER_FILE_MAX_BYTES, type FileCheck, type SellerFileKind,
} from 'shared-domain';
import { registerRole } from '../../auth/roles';
import { sellerRole } from '../seller-scope';
import { InputError, NotFoundError, PayloadTooLargeError } from '../../errors';
import { etagOfDigest, sendTagged } from '../../http/conditional-get';
import { acceptRawBodies } from '../../http/raw-body';
import type { TypeBoxProvider } from '../../http/type-provider';
import { sanitizeFileName } from '../../campaigns/files/file-type';
import { byUser, rateLimitHook, type LimitRule } from '../../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { SellerFileRepository } from './seller-file.repository';
import { serveSellerFileSchema, uploadSellerFileSchema } from './seller-file.schema';
import type { Clock } from '../../clock';

export type SellerFileRouteDeps = Clock & {
  files: SellerFileRepository;
  limiter: RateLimiter;
  /** SELLER_UPLOAD_RATE_LIMIT per SELLER_UPLOAD_RATE_WINDOW_MINUTES, per user. */
  uploadRate: LimitRule;
};

/** What each kind is called in messages. */
const WHAT: Record<SellerFileKind, string> = { logo: 'The logo', mediaKit: 'The media kit', artwork: 'The artwork' };
/** The largest body any kind takes (a media kit); each kind's own limit is checked per request. */
const MAX_BODY = Math.max(...Object.values(SELLER_FILE_MAX_BYTES));
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const tooLarge = (kind: SellerFileKind) => `${WHAT[kind]} is larger than ${megabytes(SELLER_FILE_MAX_BYTES[kind])}; upload a smaller file`;
const isKind = (kind: unknown): kind is SellerFileKind => (SELLER_FILE_KINDS as readonly unknown[]).includes(kind);

/** A file's check by its bytes: its media type and, for images, pixel size. */
function checkFile(kind: SellerFileKind, bytes: Buffer): FileCheck<{ type: string; width: number | null; height: number | null }> {
  if (kind === 'mediaKit') {
    const kit = checkMediaKit(bytes);
    return kit.ok ? { ok: true, value: { type: 'application/pdf', width: null, height: null } } : kit;
  }
  const image = kind === 'logo' ? checkLogo(bytes) : checkImage(bytes, WHAT[kind]);
  return image.ok ? { ok: true, value: image.value } : image;
}

/**
 * Seller files (service A), in their own encapsulated context: an upload's body is the file's
 * raw bytes, which must not change how the routes beside it read JSON.
 *
 * POST /seller/files?kind=&name= (a seller account's members), GET /seller/files/:id/:name (public).
 */
export async function sellerFileRoutes(instance: FastifyInstance, deps: SellerFileRouteDeps): Promise<void> {
  const { files, now } = deps;
  const app = instance.withTypeProvider<TypeBoxProvider>();

  acceptRawBodies(instance, {
    bodyLimit: MAX_BODY,
    tooLarge: `The file is larger than ${megabytes(MAX_BODY)}; upload a smaller file`,
    refuseType: (type) => (/^multipart\//i.test(type ?? '') ? 'Send the file itself as the request body with its name in ?name=, not as multipart form data' : null),
  });

  /** A declared size over the kind's limit is refused before a byte is read. */
  const declaredSize = async (request: FastifyRequest) => {
    const { kind } = request.query as { kind?: unknown };
    const length = Number(request.headers['content-length']);
    if (isKind(kind) && Number.isFinite(length) && length > SELLER_FILE_MAX_BYTES[kind]) throw new PayloadTooLargeError(tooLarge(kind));
  };
  // Counted before the body is read: a refused upload is never taken in.
  const uploadRate = rateLimitHook(deps.limiter, { ...deps.uploadRate, name: 'seller-upload', what: 'Too many files uploaded' }, byUser);

  // Members of a seller account only: their account is found before the body is read.
  registerRole(app, sellerRole(files), (sellers) => {
    sellers.post('/seller/files', {
      schema: uploadSellerFileSchema,
      bodyLimit: MAX_BODY,
      onRequest: [uploadRate, declaredSize],
    }, async (request, reply) => {
      const { sellerId } = request.user;
      const { kind } = request.query;
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new InputError('The file is empty; send its bytes as the request body');
      if (bytes.length > SELLER_FILE_MAX_BYTES[kind]) throw new PayloadTooLargeError(tooLarge(kind));
      const checked = checkFile(kind, bytes);
      if (!checked.ok) throw new InputError(checked.message);
      const file = await files.create({
        sellerId,
        kind,
        name: sanitizeFileName(request.query.name) || kind,
        contentType: checked.value.type,
        bytes,
        width: checked.value.width,
        height: checked.value.height,
        uploadedBy: request.user._id,
        atIso: now().toISOString(),
      });
      return reply.code(201).send({ file });
    });
  });

  app.get('/seller/files/:id/:name', { schema: serveSellerFileSchema }, async (request, typedReply) => {
    // The body is bytes (or nothing on a 304): the reply is used untyped.
    const reply: FastifyReply = typedReply;
    const file = await files.findForServing(request.params.id);
    if (!file) throw new NotFoundError('There is no such file');
    void reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      // The content of an id never changes.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      // Profiles show these on every host, white-label ones too.
      .header('cross-origin-resource-policy', 'cross-origin');
    return sendTagged(request, reply.header('content-length', file.size), etagOfDigest(file.sha256), file.bytes);
  });
}
