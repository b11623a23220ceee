/**
 * TypeBox schemas of the proof answers (issue 38), as shared-domain/proof types.ts shapes them,
 * so each route's answer is checked and lands in service B's OpenAPI document.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { PROOF_FLAG_CODES, PROOF_KINDS, PROOF_STATES } from 'shared-domain';
import { StringEnum } from '../http/schema-helpers';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ description: 'YYYY-MM-DD' });
const Time = Type.String({ description: 'ISO-8601 UTC' });
const Place = Type.Object({ lat: Type.Number(), lng: Type.Number() });
const Person = Type.Object({ _id: Type.String(), name: Type.String() });

export const ProofKindSchema = StringEnum(PROOF_KINDS);
export const ProofStateSchema = StringEnum(PROOF_STATES);

export const ProofFlagSchema = Type.Object({
  code: StringEnum(PROOF_FLAG_CODES),
  message: Type.String({ description: 'In words, for the queue and the gallery' }),
  otherProofId: Type.Optional(Type.String({ description: '`reused`: the earlier proof it matches' })),
  otherCampaignId: Type.Optional(Type.String({ description: "`reused`: the earlier proof's campaign (staff only)" })),
  hashDistance: Type.Optional(Type.Integer({ description: '`reused`: bits apart of 64' })),
  distanceM: Type.Optional(Type.Number({ description: "`far-from-site`: metres from the option's place" })),
}, { description: 'Why staff should look twice at a proof' });

export const ProofSchema = Type.Object({
  _id: Type.String(), campaignId: Type.String(), lineId: Type.String(), optionId: Type.String(),
  day: Day, units: Type.Integer(), kind: ProofKindSchema,
  fileName: Type.String(), contentType: Type.String(), size: Type.Integer(),
  sha256: Type.String({ description: 'SHA-256 of the stored bytes, hex' }), note: Type.String(),
  capturedAt: Nullable(Time), location: Nullable(Place), distanceM: Nullable(Type.Number()),
  phash: Nullable(Type.String({ description: '64-bit perceptual hash, 16 hex characters (photos only)' })),
  flags: Type.Array(ProofFlagSchema), risk: Type.Integer({ minimum: 0, maximum: 100 }),
  state: ProofStateSchema, stateBy: Nullable(Person), stateAt: Nullable(Time), rejectReason: Nullable(Type.String()),
  uploadedBy: Person, uploadedAt: Time,
  fileUrl: Type.String({ description: '`/campaign-api/proofs/{id}/file`: the bytes as uploaded' }),
  previewUrl: Nullable(Type.String({ description: '`/campaign-api/proofs/{id}/preview` (images only): re-encoded, metadata removed' })),
}, { description: "A proof of a campaign line's day, with what the server read from it and what it flagged" });

export const ProofListSchema = Type.Array(ProofSchema);

export const ProofQueueItemSchema = Type.Object({
  proof: ProofSchema, campaignName: Type.String(), mediaName: Type.String(), optionName: Type.String(), category: Type.String(),
  matched: Nullable(ProofSchema), matchedCampaignName: Nullable(Type.String()),
}, { description: 'A queue row for staff: the proof, what it is for, and the earlier proof a `reused` flag points at' });

export const ProvableLineSchema = Type.Object({
  campaignId: Type.String(), campaignName: Type.String(), lineId: Type.String(), optionId: Type.String(),
  mediaName: Type.String(), optionName: Type.String(), category: Type.String(),
  kinds: Type.Array(ProofKindSchema, { description: 'The kinds that suit its category, the first the default' }),
  place: Nullable(Place),
  days: Type.Array(Type.Object({ day: Day, units: Type.Integer(), proofs: ProofListSchema })),
}, { description: 'A line of an accepted booking the caller may prove, day by day with its proofs' });

export const ProofIdParams = Type.Object({ proofId: Type.String({ minLength: 1, maxLength: 64 }) });
export const CampaignLineParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), lineId: Type.String({ minLength: 1, maxLength: 64 }) });
