import { Type, type Static } from '@sinclair/typebox';
import { IdempotencyHeaders } from '../http/idempotency';
import { AnyJson, errorResponses, StringEnum } from '../http/schema-helpers';
import { MAX_PLAN_UNITS_PER_ITEM, MAX_UNITS } from 'shared-domain';

/** Most lines one `POST /bag` may add (the login sync sends the guest bag, at most 5). */
export const MAX_ITEMS_PER_ADD = 50;

const security = [{ accessToken: [] as string[] }];

/** A local bag item (SPEC.md section 3): `_id` is the catalog media option id. */
export const AddBagItemSchema = Type.Object(
  {
    _id: Type.String({ minLength: 1, maxLength: 100, description: 'Catalog media option id' }),
    _media: Type.Optional(
      Type.Object(
        {
          _id: Type.String({ maxLength: 100 }),
          discountedRate: Type.Optional(Type.Number()),
        },
        { description: 'As the local bag keeps it; the server takes media and rates from the catalog' },
      ),
    ),
    tobeLoaded: Type.Optional(Type.Boolean()),
    pricingUnits: Type.Optional(Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 100 }),
          value: Type.Integer({ minimum: 1, maximum: MAX_UNITS }),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_PLAN_UNITS_PER_ITEM, description: "Units a media plan chose, by pricing-unit name (a value below the unit's own minimum is ignored); the option's defaults when absent" },
    )),
  },
  { additionalProperties: true },
);

export const AddBagBody = Type.Object(
  { items: Type.Array(AddBagItemSchema, { minItems: 1, maxItems: MAX_ITEMS_PER_ADD }) },
  { additionalProperties: false },
);
export type AddBagBodyType = Static<typeof AddBagBody>;


const OptionalNullableString = (description?: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Null()], description ? { description } : {}));

/** What the bag shows about a line (shared-domain `BagLineDisplay`), copied from the catalog when the line was added. */
export const BagLineDisplaySchema = Type.Object(
  {
    mediaName: Type.String(),
    optionName: Type.String(),
    category: Type.String({ description: 'Media category key' }),
    slug: Type.String({ description: "The media's page is /{category}/{slug}" }),
    logoUrl: OptionalNullableString(),
    city: OptionalNullableString(),
    unitLabel: OptionalNullableString("How the rate is charged, e.g. 'per 10 sec spot'"),
  },
  { additionalProperties: true, description: 'Display info copied when the line was added; absent on lines stored before it was kept' },
);

/** A bag line (PRICING.md `BagMediaOption`); nested pricing shapes are kept as they are. */
export const BagLineSchema = Type.Object(
  {
    _id: Type.String({ description: 'The line id' }),
    _mediaOption: Type.String({ description: 'The catalog media option id' }),
    _media: Type.String(),
    select: Type.Optional(Type.Boolean()),
    pricingUnits: Type.Array(AnyJson()),
    variablePricingUnits: Type.Array(AnyJson()),
    rates: AnyJson('defaultRates and otherRates'),
    agencyRate: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    discount: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    requestedRate: Type.Optional(Type.Number({ description: 'An agency rate the buyer asked for; never priced until staff accept it' })),
    requestedDiscount: Type.Optional(Type.Union([Type.Number(), Type.String()], { description: "A discount the buyer asked for (flat rupees or 'x%'); never priced until staff accept it" })),
    refusedRequest: Type.Optional(AnyJson('The request staff last refused: { requestedRate?, requestedDiscount?, reason, refusedAt }')),
    minBilling: Type.Optional(Type.Number()),
    minimumBilling: Type.Optional(Type.Number()),
    serviceTaxPercentage: Type.Optional(Type.Number()),
    schedule: Type.Optional(Type.Array(AnyJson())),
    display: Type.Optional(BagLineDisplaySchema),
  },
  { additionalProperties: true },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

const money = (description: string) => Type.Number({ description });

/** PRICING.md `priceBag` totals (all lines, or the selected ones). */
export const BagTotalsSchema = Type.Object(
  {
    count: Type.Integer(),
    cardTotal: money('Sum of card totals'),
    subTotal: money('Sum of subtotals after the bulk discount'),
    discountOnTotal: money('The bulk discount, whole rupees'),
    serviceTax: money('GST'),
    totalPrice: money('Subtotal plus GST'),
    savings: money('Card total minus subtotal'),
    receivable: Type.Number(),
    payable: Type.Optional(Type.Number({ description: 'Owed to the vendors: staff answers only' })),
    totalReceivable: Type.Number(),
    totalPayable: Type.Optional(Type.Number({ description: 'Owed to the vendors with GST: staff answers only' })),
  },
  { additionalProperties: true },
);

/** The bag: lines priced on read, totals and the distinct units in use (for bulk edit). */
export const BagDataSchema = Type.Object(
  {
    _id: NullableString,
    name: Type.String(),
    items: Type.Array(BagLineSchema, { description: 'Lines in order, each priced (PRICING.md priceOption plus its bulk-discount share)' }),
    startDate: NullableString,
    endDate: NullableString,
    discountOnTotal: Type.Union([Type.Number(), Type.String(), Type.Null()], { description: "Bulk discount: flat rupees or 'x%'" }),
    requestedDiscountOnTotal: Type.Union([Type.Number(), Type.String(), Type.Null()], {
      description: "A bulk discount the buyer asked for (flat rupees or 'x%'); never priced: totals leave it out until staff accept it on the saved campaign",
    }),
    totals: BagTotalsSchema,
    selectedTotals: BagTotalsSchema,
    distinctPricingUnits: Type.Array(AnyJson('{ name, kind, values? }')),
  },
  { additionalProperties: true },
);

export const BagResponse = Type.Object({ data: BagDataSchema });
export const BagItemResponse = Type.Object({ data: BagLineSchema });

export const BagCountResponse = Type.Object({
  data: Type.Object({
    count: Type.Integer(),
    items: Type.Array(
      Type.Object({
        _mediaOption: Type.String(),
        minBilling: Type.Number({ description: 'Minimum billing, whole rupees' }),
        _media: Type.String(),
      }),
    ),
  }),
});

export const addToBagSchema = {
  summary: 'Adds catalog media options to the bag (one new line each); used by the login sync',
  description: 'Honours `Idempotency-Key`: a repeat with the same key within 24 h replays the first answer.',
  tags: ['bag'],
  security,
  headers: IdempotencyHeaders,
  body: AddBagBody,
  response: { 200: Type.Object({ count: Type.Integer({ description: 'Lines in the bag' }) }), ...errorResponses(400, 401, 409) },
};

export const getBagSchema = {
  summary: "The user's bag with its lines",
  tags: ['bag'],
  security,
  response: { 200: BagResponse, ...errorResponses(401) },
};

export const bagCountSchema = {
  summary: 'How many lines the bag holds, with option, media and minimum billing per line',
  tags: ['bag'],
  security,
  response: { 200: BagCountResponse, ...errorResponses(401) },
};

/*
 * Fastify's Ajv coerces types (null → 0, 0 → null, "5" → 5). These shapes keep a value in
 * its own type: `nullable` lets null through untouched, `not enum` refuses null and booleans
 * before a number branch could coerce them.
 */
/** A number or a string, never null or a boolean. */
const NumberOrString = (description?: string) =>
  Type.Unsafe<number | string>({ not: { enum: [null, true, false] }, anyOf: [{ type: 'number' }, { type: 'string', maxLength: 200 }], ...(description ? { description } : {}) });
/** A number, a string or null (null: leave as is). */
const NullableNumberOrString = () =>
  Type.Unsafe<number | string | null>({ not: { enum: [true, false] }, anyOf: [{ type: 'number', nullable: true }, { type: 'string', maxLength: 200 }] });
/** A number ≥ 0 or null (`null` clears). */
const NullableNumberMin0 = (description: string) => Type.Unsafe<number | null>({ type: 'number', nullable: true, minimum: 0, description });
/** A flat amount ≥ 0, or 'x%' (0–100, checked by the route), or null to clear. */
const DiscountValue = (description: string) =>
  Type.Unsafe<number | string | null>({ anyOf: [{ type: 'number', minimum: 0, nullable: true }, { type: 'string', maxLength: 20 }], description });
const LineId = (description = 'The bag line id (`_id` of an item)') => Type.String({ minLength: 1, maxLength: 100, description });
const BagId = Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "The bag's _id; another bag answers 404" }));
const IsoDate = (description: string) => Type.Unsafe<string | null>({ type: 'string', nullable: true, minLength: 10, maxLength: 40, description: `${description}; null clears` });

export const DeleteBagBody = Type.Object(
  { ids: Type.Array(LineId(), { minItems: 1, maxItems: 1000, description: 'Line ids to remove' }) },
  { additionalProperties: false },
);

export const PricingUnitBody = Type.Object(
  {
    mediaOptionId: LineId(),
    type: StringEnum(['pricingUnits', 'variablePricingUnits'] as const),
    pricingUnitIdx: Type.Integer({ minimum: 0, description: 'Index into the chosen unit list' }),
    val: NumberOrString('A number for pricing and number units, one of the enabled values for a select unit'),
    bagId: BagId,
  },
  { additionalProperties: false },
);

const BulkPricingValues = Type.Union([
  Type.Array(Type.Object({ name: Type.String({ maxLength: 200 }), value: Type.Optional(Type.Unsafe<number | null>({ type: 'number', nullable: true })) }, { additionalProperties: true }), { maxItems: 200 }),
  Type.Record(Type.String({ maxLength: 200 }), Type.Number()),
]);
const BulkVariableValues = Type.Union([
  Type.Array(Type.Object({ name: Type.String({ maxLength: 200 }), value: Type.Optional(NullableNumberOrString()) }, { additionalProperties: true }), { maxItems: 200 }),
  Type.Record(Type.String({ maxLength: 200 }), NumberOrString()),
]);

export const BulkEditBody = Type.Object(
  {
    bagId: BagId,
    pricingUnits: Type.Optional(BulkPricingValues),
    variablePricingUnits: Type.Optional(BulkVariableValues),
  },
  { additionalProperties: false },
);

export const ResetMopBody = Type.Object({ mediaOptionId: LineId(), bagId: BagId }, { additionalProperties: false });

export const LineParams = Type.Object({ id: LineId() });

export const ReplaceUnitsBody = Type.Object(
  {
    pricingUnits: Type.Array(
      Type.Object({ name: Type.String({ maxLength: 200 }), value: Type.Optional(NumberOrString()) }, { additionalProperties: true }),
      { maxItems: 100 },
    ),
    variablePricingUnits: Type.Array(
      Type.Object({ name: Type.String({ maxLength: 200 }), value: Type.Optional(NullableNumberOrString()) }, { additionalProperties: true }),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);

export const ChangeNameBody = Type.Object(
  { name: Type.String({ maxLength: 1000, description: "Trimmed, NFC; 1 to 120 characters on one line that show something (shared-domain's campaign name rule)" }) },
  { additionalProperties: false },
);

export const CloneMopBody = Type.Object(
  {
    mediaOption: LineId('The line id to clone'),
    index: Type.Integer({ minimum: 0, description: "The line's index in the bag; the clone goes right after the line" }),
  },
  { additionalProperties: false },
);

export const ScheduleEntryBody = Type.Object(
  { date: Type.String({ minLength: 10, maxLength: 40 }), units: Type.Number({ minimum: 0 }) },
  { additionalProperties: false },
);

export const UpdateInfoBody = Type.Object(
  {
    mediaOptionId: Type.Optional(LineId('The line agencyRate, discount and schedule apply to')),
    agencyRate: Type.Optional(NullableNumberMin0('Overrides the offer rate; null clears. From a caller who may not set rates (not staff, not white-label-admin) it is kept as the line\'s requestedRate, never priced')),
    discount: Type.Optional(DiscountValue("Line discount: flat rupees or 'x%'; null clears. From a caller who may not set rates it is kept as requestedDiscount, never priced")),
    discountOnTotal: Type.Optional(DiscountValue("Bulk discount on the bag: flat rupees or 'x%'; null clears. From a caller who may not set rates it is kept as requestedDiscountOnTotal, never priced")),
    startDate: Type.Optional(IsoDate('Campaign start, ISO date')),
    endDate: Type.Optional(IsoDate('Campaign end, ISO date, not before the start')),
    schedule: Type.Optional(Type.Array(ScheduleEntryBody, { maxItems: 1000 })),
  },
  { additionalProperties: false },
);
export type UpdateInfoBodyType = Static<typeof UpdateInfoBody>;

const bagAnswer = { 200: BagResponse, ...errorResponses(400, 401, 404) };
const itemAnswer = { 200: BagItemResponse, ...errorResponses(400, 401, 404) };

export const deleteBagSchema = {
  summary: 'Removes lines from the bag',
  description: 'Every id must be a line of your bag (else 404, nothing removed). Answers the lines left.',
  tags: ['bag'],
  security,
  body: DeleteBagBody,
  response: { 200: Type.Object({ count: Type.Integer({ description: 'Lines left in the bag' }) }), ...errorResponses(400, 401, 404) },
};

export const pricingUnitSchema = {
  summary: 'Sets one unit of one line; answers the priced line',
  tags: ['bag'],
  security,
  body: PricingUnitBody,
  response: itemAnswer,
};

export const bulkEditSchema = {
  summary: 'Applies unit values to every line (only where min <= value); answers the bag',
  tags: ['bag'],
  security,
  body: BulkEditBody,
  response: bagAnswer,
};

export const resetMopSchema = {
  summary: 'Resets a line to its default units and clears its agency rate and discount',
  tags: ['bag'],
  security,
  body: ResetMopBody,
  response: itemAnswer,
};

export const replaceUnitsSchema = {
  summary: "Replaces one line's unit values; answers the bag",
  tags: ['bag'],
  security,
  params: LineParams,
  body: ReplaceUnitsBody,
  response: bagAnswer,
};

export const changeNameSchema = {
  summary: 'Renames the bag',
  tags: ['bag'],
  security,
  body: ChangeNameBody,
  response: { 200: BagResponse, ...errorResponses(400, 401) },
};

export const cloneMopSchema = {
  summary: 'Clones a line right after itself; answers the priced clone',
  tags: ['bag'],
  security,
  body: CloneMopBody,
  response: itemAnswer,
};

export const updateInfoSchema = {
  summary: 'Sets agency rate, discount or schedule of a line, and the bulk discount and dates of the bag',
  description: 'Staff and white-label-admins set agency rate, discount and bulk discount; from anyone else they are held as requests (requestedRate, requestedDiscount, requestedDiscountOnTotal), validated the same way, shown apart and never priced, until staff accept or refuse them on the saved campaign.',
  tags: ['bag'],
  security,
  body: UpdateInfoBody,
  response: bagAnswer,
};
