/**
 * TypeBox schemas of the delivery ledger and make-goods (issue 38), as shared-domain/proof
 * types.ts shapes them, so each answer is checked and lands in service B's OpenAPI document.
 */
import { Type } from '@sinclair/typebox';
import { MAKE_GOOD_RULE } from 'shared-domain';
import { errorResponses, StringEnum } from '../../http/schema-helpers';

const security = [{ bearerAuth: [] }];
const tags = ['campaign delivery'];

const Day = Type.String({ description: 'YYYY-MM-DD (India time)' });
const CampaignParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, description: 'The campaign _id' }) });

/** A day and the units of it (bought, or an extra make-good's). */
export const BoughtDaySchema = Type.Object({ day: Day, units: Type.Integer() });

export const LedgerDaySchema = Type.Object({
  day: Day,
  bought: Type.Integer({ description: 'Units bought that day' }),
  verified: Type.Integer({ description: 'Units covered by verified proofs (at most bought)' }),
  submitted: Type.Integer({ description: 'Units in proofs waiting for staff' }),
  rejected: Type.Integer({ description: 'Units in rejected proofs' }),
  short: Type.Integer({ description: "bought − verified once the day's proof window closed; 0 before" }),
  open: Type.Boolean({ description: 'True while proof may still arrive (the day plus the grace days has not passed, India time)' }),
  makeGood: Type.Boolean({ description: 'True for a day an accepted make-good added' }),
});

const offerFields = {
  lineId: Type.String(),
  shortUnits: Type.Integer({ description: 'The short units the offer settles' }),
  form: StringEnum(['extra', 'credit'] as const),
  extraUnits: Type.Integer({ description: '`extra`: units of the same option (= shortUnits); 0 for a credit' }),
  extraDays: Type.Array(BoughtDaySchema, { description: '`extra`: the days they run and the units of each' }),
  credit: Type.Number({ description: '`credit`: rupees, shortUnits × unitRate; 0 for extra units' }),
  unitRate: Type.Number({ description: "The line's rate per unit, rupees: its amount before tax ÷ units bought, rounded" }),
};

export const MakeGoodProposalSchema = Type.Object({
  ...offerFields,
  explanation: Type.String({ description: 'The rule with the numbers, for the buyer' }),
}, { description: `The make-good rule's offer. ${MAKE_GOOD_RULE}` });

export const MakeGoodSchema = Type.Object({
  ...offerFields,
  _id: Type.String(),
  decision: StringEnum(['accepted', 'declined'] as const),
  decidedAt: Type.String({ description: 'ISO-8601 UTC' }),
  decidedBy: Type.String({ description: 'The user id of the buyer who answered' }),
}, { description: 'A make-good the buyer answered (accepted or declined: either settles its short units)' });

export const LineLedgerSchema = Type.Object({
  lineId: Type.String(), optionId: Type.String(), mediaName: Type.String(), optionName: Type.String(), category: Type.String(),
  unitLabel: Type.String({ description: "What a unit is for this line: 'day', 'insertion', '10-second spot', 'unit'" }),
  days: Type.Array(LedgerDaySchema),
  totals: Type.Object({ bought: Type.Integer(), verified: Type.Integer(), submitted: Type.Integer(), rejected: Type.Integer(), short: Type.Integer() }),
  makeGoods: Type.Array(MakeGoodSchema),
  proposal: Type.Union([MakeGoodProposalSchema, Type.Null()], { description: 'The offer for the shortfall no make-good settles yet; null for none' }),
});

export const DeliveryLedgerSchema = Type.Object({
  campaignId: Type.String(),
  lines: Type.Array(LineLedgerSchema, { description: 'Every plan line that bought days (schedule, else accepted bookings), with accepted extra days' }),
  credits: Type.Number({ description: 'Rupees of the accepted make-good credits (before GST)' }),
});

export const getDeliverySchema = {
  summary: "The campaign's delivery ledger: per line and day, bought and what verified proofs cover, with make-goods",
  description: MAKE_GOOD_RULE,
  tags, security,
  params: CampaignParams,
  response: { 200: DeliveryLedgerSchema, ...errorResponses(401, 404) },
};

export const answerMakeGoodSchema = {
  summary: "The campaign owner accepts or declines a line's make-good offer (201: the new ledger)",
  description: 'The server works the offer out again; 409 when the line has none, or its shortUnits (or the form, extra days ' +
    'or credit the answer states) differ from the answer\'s (the offer changed: reload the ledger). The rule\'s output is stored; nothing in the answer becomes a price or a day.',
  tags, security,
  params: CampaignParams,
  body: Type.Object({
    lineId: Type.String({ minLength: 1, maxLength: 64 }),
    shortUnits: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'The offer\'s shortUnits, as the buyer read it' }),
    decision: StringEnum(['accept', 'decline'] as const),
    form: Type.Optional(StringEnum(['extra', 'credit'] as const, { description: "The offer's form, as the buyer read it" })),
    extraDays: Type.Optional(Type.Array(Type.Object({
      day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), units: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    }, { additionalProperties: false }), { maxItems: 1000, description: "The offer's extra days, as the buyer read them" })),
    credit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: "The offer's credit in rupees, as the buyer read it" })),
  }, { additionalProperties: false }),
  response: { 201: DeliveryLedgerSchema, ...errorResponses(400, 401, 403, 404, 409) },
};
