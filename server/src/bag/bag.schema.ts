import { Type, type Static } from '@sinclair/typebox';
import { AnyJson, errorResponses } from '../http/schema-helpers';

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
  },
  { additionalProperties: true },
);

export const AddBagBody = Type.Object(
  { items: Type.Array(AddBagItemSchema, { minItems: 1, maxItems: MAX_ITEMS_PER_ADD }) },
  { additionalProperties: false },
);
export type AddBagBodyType = Static<typeof AddBagBody>;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' })),
});

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
    minBilling: Type.Optional(Type.Number()),
    minimumBilling: Type.Optional(Type.Number()),
    serviceTaxPercentage: Type.Optional(Type.Number()),
    schedule: Type.Optional(Type.Array(AnyJson())),
  },
  { additionalProperties: true },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const BagResponse = Type.Object({
  data: Type.Object(
    {
      _id: NullableString,
      name: Type.String(),
      items: Type.Array(BagLineSchema),
      startDate: NullableString,
      endDate: NullableString,
    },
    { additionalProperties: true },
  ),
});

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
