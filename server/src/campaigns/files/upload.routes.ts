import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffRole } from '../../auth/roles';
import { ConflictError, InputError, NotFoundError, UnsupportedMediaTypeError } from '../../errors';
import { acceptRawBodies } from '../../http/raw-body';
import type { TypeBoxProvider } from '../../http/type-provider';
import { byUser, rateLimitHook, type LimitRule } from '../../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { accessOf, campaignAccessHook, requireOwnerOrStaff } from '../reports/records-access';
import type { CampaignRepository } from '../campaign.repository';
import { isProofFile } from '../reports/schedule.actions';
import { ACCEPTED_EXTENSIONS, attachmentHeader, detectFileType, sanitizeFileName } from './file-type';
import type { UploadKind, UploadRepository } from './upload.repository';
import { deleteUploadSchema, downloadUploadSchema, listUploadsSchema, uploadFileSchema } from './upload.schema';

export type UploadRouteDeps = {
  campaigns: CampaignRepository;
  uploads: UploadRepository;
  maxBytes: number;
  now: () => Date;
  /** Counts uploads per user (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_MINUTES). */
  limiter: RateLimiter;
  uploadRate: LimitRule;
  /** What one campaign may hold: UPLOAD_MAX_FILES_PER_CAMPAIGN files, UPLOAD_MAX_BYTES_PER_CAMPAIGN bytes. */
  campaignFiles: { maxFiles: number; maxBytes: number };
};

/** Proof of execution is evidence staff record: others who may add files to the campaign may not add or remove it. */
const PROOF_UPLOADERS = staffRole('Only staff may upload proof of execution');
const PROOF_REMOVERS = staffRole('Only staff may delete proof of execution');

/** "10 MB", "1.5 MB", "300 KB", "600 bytes": a size as a person reads it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} byte${bytes === 1 ? '' : 's'}`;
}

/** Why a file of `size` bytes does not fit a campaign holding `usage`; null when it fits. */
function campaignFull(usage: { files: number; bytes: number }, size: number, caps: UploadRouteDeps['campaignFiles']): string | null {
  if (usage.files >= caps.maxFiles) return `This campaign already holds ${caps.maxFiles} files; delete some before uploading more`;
  if (usage.bytes + size > caps.maxBytes) {
    return `This campaign's files may take ${sizeText(caps.maxBytes)} in all and already take ${sizeText(usage.bytes)}; `
      + `this file (${sizeText(size)}) does not fit. Delete some files before uploading more`;
  }
  return null;
}

/**
 * Campaign files (service B), in their own encapsulated context: the body of an upload is
 * the file's raw bytes whatever its Content-Type, which must not change how the other
 * routes read JSON.
 *
 * POST /campaigns/:id/uploads?name=&kind=, GET /campaigns/:id/uploads,
 * GET and DELETE /campaigns/:id/uploads/:uploadId.
 */
export async function uploadRoutes(instance: FastifyInstance, deps: UploadRouteDeps): Promise<void> {
  const { campaigns, uploads, maxBytes, now, campaignFiles } = deps;
  const app = instance.withTypeProvider<TypeBoxProvider>();

  // A file is sent as is (the name goes in the query, which needs no CORS preflight header).
  acceptRawBodies(instance, {
    bodyLimit: maxBytes,
    tooLarge: `The file is larger than ${sizeText(maxBytes)}; upload a smaller file`,
    refuseType: (type) => (/^multipart\//i.test(type ?? '') ? 'Send the file itself as the request body with its name in ?name=, not as multipart form data' : null),
  });

  const proofIsStaffOnly = async (request: FastifyRequest) => {
    const { kind } = request.query as { kind?: string };
    if (kind === 'proof') PROOF_UPLOADERS.admit(accessOf(request).user);
  };

  const uploadRate = rateLimitHook(deps.limiter, { ...deps.uploadRate, name: 'upload', what: 'Too many files uploaded' }, byUser);

  app.post('/campaigns/:id/uploads', {
    schema: uploadFileSchema,
    bodyLimit: maxBytes,
    // Counted before the body is read: a refused upload is never taken in.
    onRequest: [campaignAccessHook(campaigns, 'read'), proofIsStaffOnly, uploadRate],
  }, async (request, reply) => {
    const { user, campaignId } = accessOf(request);
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new InputError('The file is empty; send its bytes as the request body');
    const name = sanitizeFileName(request.query.name);
    if (!name) throw new InputError('name must be a file name with its extension, such as poster.png');
    const detected = detectFileType(name, bytes);
    if (!detected.ok) throw new UnsupportedMediaTypeError(detected.message);
    const full = campaignFull(await uploads.usage(campaignId), bytes.length, campaignFiles);
    if (full) throw new ConflictError(full);
    const kind: UploadKind = request.query.kind ?? 'creative';
    const saved = await uploads.create({ campaignId, name, type: detected.type, kind, bytes, userId: user._id, atIso: now().toISOString() });
    // Uploads running side by side each passed the check above; count again with this one in,
    // and take it back when together they went over (at worst both are refused).
    const after = await uploads.usage(campaignId);
    if (after.files > campaignFiles.maxFiles || after.bytes > campaignFiles.maxBytes) {
      await uploads.remove(campaignId, saved._id);
      throw new ConflictError(campaignFull({ files: after.files - 1, bytes: after.bytes - bytes.length }, bytes.length, campaignFiles)
        ?? 'Another upload to this campaign took the room this file needed; try again');
    }
    return reply.code(201).send(saved);
  });

  app.get('/campaigns/:id/uploads', {
    schema: listUploadsSchema,
    onRequest: campaignAccessHook(campaigns, 'read'),
  }, async (request) => ({
    uploads: await uploads.list(accessOf(request).campaignId),
    limits: { maxBytes, maxFiles: campaignFiles.maxFiles, maxTotalBytes: campaignFiles.maxBytes, extensions: [...ACCEPTED_EXTENSIONS] },
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
    if (upload.kind === 'proof') PROOF_REMOVERS.admit(access.user);
    if (isProofFile(access.loaded, upload._id)) {
      throw new ConflictError('This file is recorded as proof of execution of a schedule entry; it cannot be deleted');
    }
    await uploads.remove(access.campaignId, upload._id);
    return reply.code(204).send(null);
  });
}
