/**
 * Reading proofs (issue 38): a campaign's gallery, a proof's file as uploaded (always an
 * attachment, never rendered as a page of the site) and its preview (re-encoded, metadata
 * removed, cached beside the file).
 */
import { Type } from '@sinclair/typebox';
import { isStaff } from 'shared-domain';
import { registerSignedIn } from '../../auth/auth.hook';
import { attachmentHeader } from '../../campaigns/files/file-type';
import { CampaignIdParams } from '../../campaigns/campaign.schema';
import { CONTENT_TYPES_KEY } from '../../openapi/openapi-collector';
import { NotFoundError } from '../../errors';
import { errorResponses } from '../../http/schema-helpers';
import type { TypedFastify } from '../../http/type-provider';
import { previewJpeg } from '../image/inspect-proof';
import type { ProofDeps } from '../proofs.module';
import { campaignProofRows, proofsOfRows } from '../proof.repository';
import { ProofIdParams, ProofListSchema } from '../proof.schema';
import { proofReaderOf, readableProof } from './proof-access.repository';
import type { ProofFiles } from './proof-files';

const tags = ['proofs'];
const security = [{ bearerAuth: [] }];

const listSchema = {
  summary: "A campaign's proofs by line and day, with states and flags (its readers and staff; a line's seller sees its own lines' only)",
  description: 'A `reused` flag names the earlier proof; only staff learn its campaign. 404 for anyone else.',
  tags, security, params: CampaignIdParams,
  response: { 200: ProofListSchema, ...errorResponses(401, 404) },
};

const fileSchema = {
  summary: "A proof's file as uploaded, as an attachment (whoever reads the campaign's proofs)",
  tags, security, params: ProofIdParams,
  response: {
    200: Type.Unsafe<unknown>({ description: 'The bytes as uploaded, with their media type', [CONTENT_TYPES_KEY]: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf', 'audio/mpeg', 'video/mp4', 'text/csv'] }),
    ...errorResponses(401, 404),
  },
};

const previewSchema = {
  summary: "An image proof's preview: a JPEG at most 640 px across, its metadata (EXIF, place) removed",
  description: '404 for a proof that is not an image.',
  tags, security, params: ProofIdParams,
  response: { 200: Type.Unsafe<unknown>({ description: 'The preview JPEG', [CONTENT_TYPES_KEY]: ['image/jpeg'] }), ...errorResponses(401, 404) },
};

const MISSING_FILE = "The proof's file is missing from the server";

/** Registers the gallery, file and preview routes (signed-in scope inside). */
export function registerProofReadRoutes(app: TypedFastify, deps: { db: ProofDeps['db']; files: ProofFiles }): void {
  const { db, files } = deps;
  registerSignedIn(app, (scope) => {
    scope.get('/campaigns/:id/proofs', { schema: listSchema }, async (request) => {
      const reader = await proofReaderOf(db, request.user, request.params.id);
      const rows = await campaignProofRows(db, request.params.id, reader.all ? undefined : reader.sellerId);
      return proofsOfRows(db, rows, isStaff(request.user));
    });

    scope.get('/proofs/:proofId/file', { schema: fileSchema }, async (request, reply) => {
      const { row } = await readableProof(db, request.user, request.params.proofId);
      const stream = await files.open(row.id);
      if (!stream) throw new NotFoundError(MISSING_FILE);
      return reply
        .type(row.content_type.startsWith('text/') ? `${row.content_type}; charset=utf-8` : row.content_type)
        .header('content-length', Number(row.size))
        .header('content-disposition', attachmentHeader(row.file_name))
        // Never rendered by the browser as a page of this site, whatever it holds.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    });

    scope.get('/proofs/:proofId/preview', { schema: previewSchema }, async (request, reply) => {
      const { row } = await readableProof(db, request.user, request.params.proofId);
      if (!row.content_type.startsWith('image/')) throw new NotFoundError('This proof is not an image, so it has no preview; download its file');
      let jpeg = await files.readPreview(row.id);
      if (!jpeg) {
        const bytes = await files.read(row.id);
        if (!bytes) throw new NotFoundError(MISSING_FILE);
        jpeg = await previewJpeg(bytes);
        await files.writePreview(row.id, jpeg);
      }
      return reply
        .type('image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(jpeg);
    });
  });
}
