import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isStaff } from 'shared-domain';
import { ConflictError, errorHandler, ForbiddenError, HttpError, InputError, NotFoundError } from '../../errors';
import type { TypeBoxProvider } from '../../http/type-provider';
import { accessOf, campaignAccessHook, requireOwnerOrStaff } from '../reports/records-access';
import type { CampaignRepository } from '../campaign.repository';
import { isProofFile } from '../reports/schedule.actions';
import { ACCEPTED_EXTENSIONS, attachmentHeader, detectFileType, sanitizeFileName } from './file-type';
import type { UploadKind, UploadRepository } from './upload.repository';
import { deleteUploadSchema, downloadUploadSchema, listUploadsSchema, uploadFileSchema } from './upload.schema';

/** Files one campaign may hold: creatives, brief attachments and proofs of a long campaign. */
export const MAX_FILES_PER_CAMPAIGN = 200;

/** 413: the body is larger than the upload limit. */
class PayloadTooLargeError extends HttpError {
  override readonly name = 'PayloadTooLargeError';
  readonly statusCode = 413;
  readonly code = 'payload_too_large';
}

/** 415: a file type the campaign does not take, or content that does not match its name. */
class UnsupportedFileError extends HttpError {
  override readonly name = 'UnsupportedFileError';
  readonly statusCode = 415;
  readonly code = 'unsupported_media_type';
}

export type UploadRouteDeps = {
  campaigns: CampaignRepository;
  uploads: UploadRepository;
  maxBytes: number;
  now: () => Date;
};

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Campaign files (service B), in their own encapsulated context: the body of an upload is
 * the file's raw bytes whatever its Content-Type, which must not change how the other
 * routes read JSON.
 *
 * POST /campaigns/:id/uploads?name=&kind=, GET /campaigns/:id/uploads,
 * GET and DELETE /campaigns/:id/uploads/:uploadId.
 */
export async function uploadRoutes(instance: FastifyInstance, deps: UploadRouteDeps): Promise<void> {
  const { campaigns, uploads, maxBytes, now } = deps;
  const app = instance.withTypeProvider<TypeBoxProvider>();

  // A file is sent as is (the name goes in the query, which needs no CORS preflight header).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (request, body, done) => {
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
      done(new UnsupportedFileError('Send the file itself as the request body with its name in ?name=, not as multipart form data'), undefined);
      return;
    }
    done(null, body);
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      errorHandler(new PayloadTooLargeError(`The file is larger than ${megabytes(maxBytes)}; upload a smaller file`), request, reply);
      return;
    }
    errorHandler(err, request, reply);
  });

  /** Proof files are evidence staff record; others may not add them. */
  const proofIsStaffOnly = async (request: FastifyRequest) => {
    const { kind } = request.query as { kind?: string };
    if (kind === 'proof' && !isStaff(request.user)) throw new ForbiddenError('Only staff may upload proof of execution');
  };

  app.post('/campaigns/:id/uploads', {
    schema: uploadFileSchema,
    bodyLimit: maxBytes,
    onRequest: [campaignAccessHook(campaigns, 'read'), proofIsStaffOnly],
  }, async (request, reply) => {
    const { user, campaignId } = accessOf(request);
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new InputError('The file is empty; send its bytes as the request body');
    const name = sanitizeFileName(request.query.name);
    if (!name) throw new InputError('name must be a file name with its extension, such as poster.png');
    const detected = detectFileType(name, bytes);
    if (!detected.ok) throw new UnsupportedFileError(detected.message);
    if (await uploads.count(campaignId) >= MAX_FILES_PER_CAMPAIGN) {
      throw new ConflictError(`This campaign already holds ${MAX_FILES_PER_CAMPAIGN} files; delete some before uploading more`);
    }
    const kind: UploadKind = request.query.kind ?? 'creative';
    const saved = await uploads.create({ campaignId, name, type: detected.type, kind, bytes, userId: user._id, atIso: now().toISOString() });
    return reply.code(201).send(saved);
  });

  app.get('/campaigns/:id/uploads', {
    schema: listUploadsSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request) => ({
    uploads: await uploads.list(accessOf(request).campaignId),
    limits: { maxBytes, maxFiles: MAX_FILES_PER_CAMPAIGN, extensions: [...ACCEPTED_EXTENSIONS] },
  }));

  app.get('/campaigns/:id/uploads/:uploadId', {
    schema: downloadUploadSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request, reply) => {
    const upload = await uploads.find(accessOf(request).campaignId, request.params.uploadId);
    if (!upload) throw new NotFoundError('File not found');
    const stream = await uploads.open(upload);
    if (!stream) throw new NotFoundError('The file is missing from the server; upload it again');
    return reply
      .type(upload.type.startsWith('text/') ? `${upload.type}; charset=utf-8` : upload.type)
      .header('content-length', upload.size)
      .header('content-disposition', attachmentHeader(upload.name))
      // Never rendered by the browser as a page of this site, whatever it holds.
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.delete('/campaigns/:id/uploads/:uploadId', {
    schema: deleteUploadSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request, reply) => {
    const access = accessOf(request);
    requireOwnerOrStaff(access, 'delete files');
    const upload = await uploads.find(access.campaignId, request.params.uploadId);
    if (!upload) throw new NotFoundError('File not found');
    if (upload.kind === 'proof' && !isStaff(access.user)) throw new ForbiddenError('Only staff may delete proof of execution');
    if (isProofFile(access.loaded, upload._id)) {
      throw new ConflictError('This file is recorded as proof of execution of a schedule entry; it cannot be deleted');
    }
    await uploads.remove(access.campaignId, upload._id);
    return reply.code(204).send(null);
  });
}
