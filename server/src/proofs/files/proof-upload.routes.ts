/**
 * POST /campaigns/{id}/lines/{lineId}/proofs (issue 38): the seller of the line's option (or
 * staff) sends a proof's bytes as the body, its day, kind and name in the query. Who may send
 * it is decided before the body is read, so nobody else makes the server take in a file; the
 * route sits in its own encapsulated context, whose bodies are raw bytes whatever their type.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { PROOF_FILE_NOTE_MAX } from 'shared-domain';
import { registerSignedIn } from '../../auth/auth.hook';
import { sizeText } from '../../campaigns/files/upload.routes';
import { InputError } from '../../errors';
import { acceptRawBodies } from '../../http/raw-body';
import { errorResponses } from '../../http/schema-helpers';
import type { TypeBoxProvider, TypedFastify } from '../../http/type-provider';
import { byUser, rateLimitHook, type LimitRule } from '../../rate-limit/rate-limit.hook';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { lineToProve, type LineToProve } from '../lines/line-facts.repository';
import { CampaignLineParams, ProofKindSchema, ProofSchema } from '../proof.schema';
import { takeProof, type ProofIntakeDeps } from './proof-intake.repository';

/** Bytes over the limit still taken in, so a file just over it gets the inspection's own 400; anything larger is a 413. */
const BODY_SLACK = 1024;

const uploadSchema = {
  summary: "Adds proof of a campaign line's day: the file's raw bytes as the body (the line's seller, or staff)",
  description: 'Query: day (one of the line\'s scheduled days), kind (one that suits the category), name (with its extension), units '
    + "(1 to the day's units; default all), note. The server reads the capture time and place (EXIF), the distance to the option's place "
    + 'and a perceptual hash, and flags a picture nearly the same as an earlier proof of another line or day. 403 for anyone but the '
    + "option's seller or staff, 404 for an unknown campaign or line, 400 for a file that is not what its name says, a PDF with "
    + 'script, impossible EXIF or a day not scheduled, 413 for a body over the limit. Nothing is stored on any refusal.',
  tags: ['proofs'], security: [{ bearerAuth: [] }],
  params: CampaignLineParams,
  querystring: Type.Object({
    day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "YYYY-MM-DD, one of the line's days" }),
    kind: ProofKindSchema,
    name: Type.String({ minLength: 1, maxLength: 300, description: 'The file name with its extension, such as board.jpg' }),
    units: Type.Optional(Type.Integer({ minimum: 1, description: "How many of the day's units it proves (default all)" })),
    note: Type.Optional(Type.String({ maxLength: PROOF_FILE_NOTE_MAX })),
  }, { additionalProperties: false }),
  response: { 201: ProofSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
};

/** Registers the upload route (signed-in, in its own context). */
export function registerProofUploadRoute(app: TypedFastify, deps: ProofIntakeDeps, rate: { limiter: RateLimiter; rule: LimitRule }): void {
  // Counted per user before the body is read, like campaign files.
  const uploadRate = rateLimitHook(rate.limiter, { ...rate.rule, name: 'proof-upload', what: 'Too many proofs uploaded' }, byUser);
  const targets = new WeakMap<FastifyRequest, LineToProve>();
  // Its own context: its bodies are raw bytes, which must not change how the other routes read JSON.
  void app.register(async (instance) => {
    acceptRawBodies(instance, {
      bodyLimit: deps.maxBytes + BODY_SLACK,
      tooLarge: `The file is larger than ${sizeText(deps.maxBytes)}; send a smaller file`,
      refuseType: (type) => (/^multipart\//i.test(type ?? '') ? 'Send the file itself as the request body with its name in ?name=, not as multipart form data' : null),
    });
    registerSignedIn(instance.withTypeProvider<TypeBoxProvider>(), (scope) => {
      // Before the body is read: who may prove the line (404 unknown campaign or line, 403 anyone but its seller or staff).
      const mayProve = async (request: FastifyRequest): Promise<void> => {
        const { id, lineId } = request.params as { id: string; lineId: string };
        targets.set(request, await lineToProve(deps.db, request.user!, id, lineId));
      };
      scope.post('/campaigns/:id/lines/:lineId/proofs', { schema: uploadSchema, bodyLimit: deps.maxBytes + BODY_SLACK, onRequest: [mayProve, uploadRate] }, async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new InputError('The file is empty; send its bytes as the request body');
        const target = targets.get(request)!;
        const { day, kind, name, units, note } = request.query;
        const proof = await takeProof(deps, request.user, target, { day, kind, name, units, note, bytes });
        return reply.code(201).send(proof);
      });
    });
  });
}
