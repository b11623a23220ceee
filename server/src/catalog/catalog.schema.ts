import { Type, type Static } from '@sinclair/typebox';
import {
  CATEGORY_KEYS, DEALS_DEFAULT_LIMIT, DEALS_MAX_LIMIT, DEFAULT_PAGE_SIZE, MAX_RUPEES, FACET_KEYS, MAX_FILTER_VALUES, MAX_FILTER_VALUE_LENGTH, MAX_PAGE, MAX_PAGE_SIZE, MEDIA_SORTS,
} from 'shared-domain';
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
  minPriceUnit: Type.String({ description: "The unit of that rate as the seller wrote it ('per 10 sec spot'); empty when it has no options" }),
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
    _vendors: Type.Optional(Type.Array(Type.String(), { description: 'The vendors behind the option: staff answers only' })),
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
    sampleData: Type.Boolean({ description: "True for a profile of the generated demo catalogue: its rates, circulations and deals are made up, not the publisher's (README, \"Sample rates\")" }),
  }),
]);

/** A list filter: one value, or several joined by commas (each at most 100 characters, at most 20). */
const ListParam = (what: string) => Type.Optional(Type.String({
  maxLength: MAX_FILTER_VALUES * (MAX_FILTER_VALUE_LENGTH + 5),
  description: `${what}; several values joined by commas match any of them, ignoring case`,
}));

/** The filters shared by the list and its facet counts. */
/** More people than live on Earth: the largest audience a filter may name. */
const MAX_AUDIENCE = 10_000_000_000;

const MediaFilterProperties = {
  category: Type.Optional(CategoryKeySchema),
  city: ListParam('City'),
  language: ListParam('Language'),
  edition: ListParam('Newspaper edition: Main Edition, City Edition, City Supplement…'),
  format: ListParam('Ad type, site format, medium, platform or property type (the category page names it)'),
  genre: ListParam('Genre, niche, league, station, chain or zone (the category page names it)'),
  industry: ListParam('Industry key the media is popular with: fmcg, real-estate…'),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Matches name or city, ignoring case' })),
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_RUPEES, description: 'Lowest offer rate at least, rupees' })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_RUPEES, description: 'Lowest offer rate at most, rupees' })),
  // Audiences are whole people counted in a bigint column: a fraction or a figure past it is a 400, not a database error.
  minAudience: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_AUDIENCE, description: 'Audience figure at least' })),
  maxAudience: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_AUDIENCE, description: 'Audience figure at most' })),
};

export const MediaListQuery = Type.Object(
  {
    ...MediaFilterProperties,
    sort: Type.Optional(StringEnum(MEDIA_SORTS, { default: 'popularity' })),
    page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  },
  { additionalProperties: false },
);
export type MediaListQueryType = Static<typeof MediaListQuery>;

export const MediaFacetsQuery = Type.Object(MediaFilterProperties, { additionalProperties: false });
export type MediaFacetsQueryType = Static<typeof MediaFacetsQuery>;

const FacetCountsSchema = Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }));
const RangeSchema = Type.Union([Type.Object({ min: Type.Number(), max: Type.Number() }), Type.Null()]);

export const IndustryCountSchema = Type.Object({
  key: Type.String({ description: 'URL name: /industry/{key}' }),
  label: Type.String(),
  mediaCount: Type.Integer(),
});

export const IndustryParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

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

export const facetsSchema = {
  summary: 'Value counts of every list filter and the price and audience ranges, for a filtered media list',
  description: 'Each filter\'s counts apply every other filter but not its own, so they say what ticking one more value would give.',
  tags: ['catalog'],
  querystring: MediaFacetsQuery,
  response: {
    200: Type.Object({
      total: Type.Integer(),
      facets: Type.Object(Object.fromEntries(FACET_KEYS.map((key) => [key, FacetCountsSchema]))),
      price: RangeSchema,
      audience: RangeSchema,
    }),
    ...errorResponses(400),
  },
};

export const highlightsSchema = {
  summary: 'What the home page shows: popular media, deals and industries',
  tags: ['catalog'],
  response: {
    200: Type.Object({
      popular: Type.Array(MediaSummarySchema),
      deals: Type.Array(MediaSummarySchema),
      industries: Type.Array(IndustryCountSchema),
    }),
  },
};

export const industriesSchema = {
  summary: 'Every industry with the number of media popular with it',
  tags: ['catalog'],
  response: { 200: Type.Object({ industries: Type.Array(IndustryCountSchema) }) },
};

export const industrySchema = {
  summary: 'Media popular with one industry, the most popular of each category first',
  tags: ['catalog'],
  params: IndustryParams,
  response: {
    200: Type.Object({
      industry: Type.Composite([IndustryCountSchema, Type.Object({ description: Type.String() })]),
      categories: Type.Array(Type.Object({ key: CategoryKeySchema, label: Type.String(), path: Type.String(), mediaCount: Type.Integer() })),
      items: Type.Array(MediaSummarySchema),
    }),
    ...errorResponses(404),
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

export const DealsQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: DEALS_MAX_LIMIT, default: DEALS_DEFAULT_LIMIT, description: `How many deals, 1 to ${DEALS_MAX_LIMIT}` }),
    category: Type.Optional(CategoryKeySchema),
  },
  { additionalProperties: false },
);

export const OptionDealSchema = Type.Object({
  optionId: Type.String(),
  optionName: Type.String(),
  unitLabel: Type.String({ description: 'How the rate is charged, as the seller wrote it' }),
  cardRate: Type.Number({ description: 'Card rate per unit, rupees' }),
  offerRate: Type.Number({ description: 'Offer (discounted) rate per unit, rupees' }),
  discount: Type.Number({ description: 'Card rate minus offer rate, rupees per unit' }),
  discountPercent: Type.Number({ description: 'The discount as a whole percent of the card rate' }),
  gstPercent: Type.Number({ description: 'GST charged on top, percent' }),
});

export const dealsSchema = {
  summary: 'The media options with the largest card-to-offer discount, one per media profile',
  description: 'Ordered by the discount as a share of the card rate, then rupees off, then media id. '
    + 'Each item is the profile as lists show it, with `deal`: its best-discounted option. Rates exclude GST.',
  tags: ['catalog'],
  querystring: DealsQuery,
  response: {
    200: Type.Object({ items: Type.Array(Type.Composite([MediaSummarySchema, Type.Object({ deal: OptionDealSchema })])) }),
    ...errorResponses(400),
  },
};
