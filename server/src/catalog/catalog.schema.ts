import { Type, type Static } from '@sinclair/typebox';
import { CATEGORY_KEYS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MEDIA_SORTS } from 'shared-domain';
import { AnyJson, StringEnum, errorResponses } from '../http/schema-helpers';

export const CategoryKeySchema = StringEnum(CATEGORY_KEYS, { description: 'Media category' });

export const CategoryCountSchema = Type.Object({
  key: CategoryKeySchema,
  label: Type.String(),
  path: Type.String(),
  mediaCount: Type.Integer(),
  optionCount: Type.Integer(),
});

export const MediaSummarySchema = Type.Object({
  _id: Type.String(),
  category: CategoryKeySchema,
  slug: Type.String(),
  name: Type.String(),
  city: Type.String(),
  language: Type.String(),
  logoUrl: Type.String(),
  audience: Type.Number(),
  score: Type.Number(),
  popularity: Type.Number(),
  optionCount: Type.Integer(),
  minPrice: Type.Number({ description: 'Lowest offer rate among its options, rupees' }),
  maxSavingPercent: Type.Number({ description: 'Highest card-to-offer saving, percent' }),
  subTitle: Type.String(),
});

/** The option document is stored whole; its nested pricing shapes follow PRICING.md. */
export const CatalogMediaOptionSchema = Type.Object(
  {
    _id: Type.String(),
    _media: Type.String(),
    name: Type.String(),
    type: Type.String(),
    _template: Type.Optional(Type.String()),
    unitLabel: Type.String(),
    pricingUnits: Type.Array(AnyJson()),
    variablePricingUnits: Type.Array(AnyJson()),
    rates: AnyJson('defaultRates and otherRates'),
    minimumBilling: Type.Number(),
    serviceTaxPercentage: Type.Number(),
    descriptions: Type.Array(Type.String()),
    referenceArtworks: Type.Array(AnyJson()),
    creativeSpecs: Type.Array(AnyJson()),
    additionalInfo: Type.Array(AnyJson()),
    sop: Type.Array(AnyJson()),
    _vendors: Type.Array(Type.String()),
  },
  { additionalProperties: true },
);

export const MediaDetailSchema = Type.Composite([
  MediaSummarySchema,
  Type.Object({
    attributes: Type.Record(Type.String(), AnyJson()),
    sections: Type.Array(AnyJson()),
    demographics: Type.Array(AnyJson()),
    mediaKitUrl: Type.Union([Type.String(), Type.Null()]),
    logo: Type.Union([
      Type.Object({ url: Type.String(), width: Type.Number(), height: Type.Number() }),
      Type.Null(),
    ]),
    mediaOptions: Type.Array(CatalogMediaOptionSchema),
  }),
]);

export const MediaListQuery = Type.Object(
  {
    category: Type.Optional(CategoryKeySchema),
    city: Type.Optional(Type.String({ maxLength: 100 })),
    language: Type.Optional(Type.String({ maxLength: 100 })),
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Matches name or city, ignoring case' })),
    minPrice: Type.Optional(Type.Number({ minimum: 0 })),
    maxPrice: Type.Optional(Type.Number({ minimum: 0 })),
    sort: Type.Optional(StringEnum(MEDIA_SORTS, { default: 'popularity' })),
    page: Type.Integer({ minimum: 1, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  },
  { additionalProperties: false },
);
export type MediaListQueryType = Static<typeof MediaListQuery>;

export const MediaDetailParams = Type.Object({
  category: Type.String({ maxLength: 100 }),
  slug: Type.String({ maxLength: 300 }),
});

/** Most ids one `GET /catalog/options` may name (a guest bag holds at most 5 lines). */
export const MAX_OPTION_IDS = 50;
/** Longest id `GET /catalog/options` accepts. */
export const MAX_OPTION_ID_LENGTH = 100;

export const OptionsQuery = Type.Object(
  {
    ids: Type.String({
      // Every id at its longest, with a comma between: anything longer cannot be valid.
      maxLength: MAX_OPTION_IDS * (MAX_OPTION_ID_LENGTH + 1),
      description: `Catalog media option ids, comma-separated: 1 to ${MAX_OPTION_IDS} ids of at most ${MAX_OPTION_ID_LENGTH} characters`,
    }),
  },
  { additionalProperties: false },
);

/** The media fields a bag line copies (shared-domain `BagLineMedia`). */
export const BagLineMediaSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  category: Type.String({ description: 'Media category key' }),
  slug: Type.String(),
  logoUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  city: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const categoriesSchema = {
  summary: 'All eleven categories with media and option counts',
  tags: ['catalog'],
  response: { 200: Type.Object({ categories: Type.Array(CategoryCountSchema) }) },
};

export const mediaListSchema = {
  summary: 'Media profiles, filtered, sorted and paged',
  tags: ['catalog'],
  querystring: MediaListQuery,
  response: {
    200: Type.Object({
      items: Type.Array(MediaSummarySchema),
      total: Type.Integer(),
      page: Type.Integer(),
      pageSize: Type.Integer(),
    }),
    ...errorResponses(400),
  },
};

export const mediaDetailSchema = {
  summary: 'One media profile with its media options',
  tags: ['catalog'],
  params: MediaDetailParams,
  response: { 200: MediaDetailSchema, ...errorResponses(400, 404) },
};

export const optionsSchema = {
  summary: 'Catalog media options by id, each with its media, for pricing a guest bag in the browser',
  description: 'Answers in the order of `ids`, each distinct id once; ids that name no option are left out. '
    + 'The browser builds each line with `newBagLine(option, media)` from shared-domain.',
  tags: ['catalog'],
  querystring: OptionsQuery,
  response: {
    200: Type.Object({ data: Type.Array(Type.Object({ option: CatalogMediaOptionSchema, media: BagLineMediaSchema })) }),
    ...errorResponses(400),
  },
};
