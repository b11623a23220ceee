/**
 * TypeBox schemas of the booking answers (issue 37), as shared-domain/booking/types.ts shapes
 * them, so each route's answer is checked and lands in service B's OpenAPI document.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { StringEnum } from '../../http/schema-helpers';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ description: 'YYYY-MM-DD (India time)' });
const Time = Type.String({ description: 'ISO-8601 UTC' });

export const BookingAmountsSchema = Type.Object({
  unitLabel: Type.String(), rate: Type.Number(), quantity: Type.Number(), subTotal: Type.Number(),
  gstPercent: Type.Number(), gst: Type.Number(), total: Type.Number(),
}, { description: 'The priced line, rupees' });

export const BookingCounterSchema = Type.Object({
  rate: Type.Optional(Type.Number()), from: Type.Optional(Day), to: Type.Optional(Day), units: Type.Optional(Type.Integer()),
  note: Type.Optional(Type.String()), respondBy: Time,
}, { description: "A seller's counter-offer (only the terms it changes), with the buyer's deadline" });

export const REQUEST_STATUSES = ['sent', 'viewed', 'accepted', 'declined', 'countered', 'expired', 'cancelled'] as const;

export const BookingRequestSchema = Type.Object({
  _id: Type.String(), holdId: Nullable(Type.String()), optionId: Type.String(), mediaId: Type.String(),
  optionName: Type.String(), mediaName: Type.String(), category: Type.String(), city: Type.String(), sellerName: Type.String(),
  buyer: Type.Object({ name: Type.String(), company: Nullable(Type.String()) }),
  campaignId: Nullable(Type.String()), lineId: Nullable(Type.String()),
  from: Day, to: Day, units: Type.Integer(), rate: Type.Number(), amounts: BookingAmountsSchema,
  status: StringEnum(REQUEST_STATUSES, { description: 'As read now: a request not answered by its deadline reads expired' }),
  sentAt: Time, respondBy: Time, viewedAt: Nullable(Time), answeredAt: Nullable(Time), declineReason: Nullable(Type.String()),
  counter: Nullable(BookingCounterSchema), buyerAnsweredAt: Nullable(Time), orderId: Nullable(Type.String({ description: 'The current insertion order once accepted' })),
}, { description: 'A request to the seller of an option' });

export const BookingHoldSchema = Type.Object({
  _id: Type.String(), optionId: Type.String(), mediaId: Type.String(), optionName: Type.String(), mediaName: Type.String(),
  from: Day, to: Day, units: Type.Integer(),
  status: StringEnum(['active', 'confirmed', 'released', 'expired'] as const),
  expiresAt: Nullable(Time), campaignId: Nullable(Type.String()), lineId: Nullable(Type.String()), bagItemId: Nullable(Type.String()),
  requestId: Nullable(Type.String()), createdAt: Time,
}, { description: 'Units of an option held for a range of days' });

const PartySchema = Type.Object({
  name: Type.String(), company: Nullable(Type.String()), gstin: Nullable(Type.String()), address: Nullable(Type.String()),
  email: Nullable(Type.String()), phone: Nullable(Type.String()),
});

const SideSchema = StringEnum(['buyer', 'seller'] as const);

export const OrderSignatureSchema = Type.Object({
  _id: Type.String(), side: SideSchema, name: Type.String(), userId: Type.String(),
  sha256: Type.String({ description: 'The SHA-256 of the PDF version signed' }), signedAt: Time,
  withdrawnAt: Nullable(Time),
});

export const InsertionOrderSchema = Type.Object({
  _id: Type.String(), requestId: Type.String(), campaignId: Nullable(Type.String()), version: Type.Integer(),
  status: StringEnum(['awaiting-signatures', 'signed', 'superseded'] as const),
  sha256: Type.String({ description: 'SHA-256 (hex) of exactly the PDF bytes GET …/pdf answers' }), createdAt: Time,
  content: Type.Object({
    number: Type.String(), version: Type.Integer(), issuedAt: Time, buyer: PartySchema, seller: PartySchema,
    option: Type.Object({ id: Type.String(), name: Type.String(), mediaName: Type.String(), category: Type.String(), city: Type.String() }),
    from: Day, to: Day, units: Type.Integer(), amounts: BookingAmountsSchema, terms: Type.Array(Type.String()),
  }),
  signatures: Type.Array(OrderSignatureSchema, { description: 'Signatures of this version, withdrawn ones included (marked)' }),
  canSignAs: Type.Array(SideSchema, { description: 'The sides the caller may sign for now' }),
}, { description: 'One version of an insertion order' });

export const BookingEventSchema = Type.Object({
  _id: Type.String(), at: Time,
  actor: Type.Object({ id: Nullable(Type.String()), name: Type.String(), role: StringEnum(['buyer', 'seller', 'staff', 'system'] as const) }),
  action: Type.String(), summary: Type.String({ description: 'The sentence the trail shows' }),
  holdId: Nullable(Type.String()), requestId: Nullable(Type.String()), orderId: Nullable(Type.String()), invoiceId: Nullable(Type.String()),
}, { description: 'An entry of the audit trail' });

export const RequestAnswerSchema = Type.Object({ request: BookingRequestSchema });
export const RequestWithOrderSchema = Type.Object({ request: BookingRequestSchema, order: InsertionOrderSchema });
export const RequestWithMaybeOrderSchema = Type.Object({ request: BookingRequestSchema, order: Nullable(InsertionOrderSchema) });
export const RequestListSchema = Type.Object({ requests: Type.Array(BookingRequestSchema) });

export const CampaignBookingsSchema = Type.Object({
  holds: Type.Array(BookingHoldSchema),
  requests: Type.Array(BookingRequestSchema),
  orders: Type.Array(InsertionOrderSchema, { description: 'The current version of each order' }),
  events: Type.Array(BookingEventSchema, { description: 'The audit trail, oldest first' }),
});
