/**
 * `GET /planning/creative-sizes` (issue 18, the ad creative maker): the image sizes media
 * options ask for in their creative specs, for one category (`?category=digital`) or one option
 * (`?option=<mediaOptionId>`). Public and read-only; a category's answer is cached like the
 * catalog's (the catalog changes rarely, and it is an aggregate over all its options).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { CATEGORY_KEYS } from 'shared-domain';
import type { ResponseCache } from '../catalog/response-cache';
import { cachedJson } from '../http/cached-json';
import { InputError, NotFoundError } from '../errors';
import { StringEnum, errorResponses } from '../http/schema-helpers';
import type { TypedFastify } from '../http/type-provider';
import type { CreativeSizesRepository } from './creative-sizes.repository';

/** Longest option id taken (the catalog's ids are 24 characters). */
const MAX_OPTION_ID_LENGTH = 100;

const Query = Type.Object(
  {
    category: Type.Optional(StringEnum(CATEGORY_KEYS, { description: 'Media category whose options’ sizes to list' })),
    option: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_OPTION_ID_LENGTH, description: 'A media option id: that option’s sizes only' })),
  },
  { additionalProperties: false },
);

const SizedOption = Type.Object({ mediaOptionId: Type.String(), mediaName: Type.String(), optionName: Type.String() });
const Size = Type.Object({
  width: Type.Integer({ description: 'Pixels' }),
  height: Type.Integer({ description: 'Pixels' }),
  label: Type.String({ description: "As a buyer reads it: '300 × 250 px', '28 × 10 ft (drawn at 4000 × 1429 px)'" }),
  scaled: Type.Boolean({ description: 'True when the stated size was larger than 4000 px at its dpi and is drawn smaller, same shape' }),
  optionCount: Type.Integer({ description: 'Options asking for this size' }),
  options: Type.Array(SizedOption, { description: 'A few of them, the most popular media first' }),
});

const schema = {
  summary: 'Image sizes media options ask for in their creative specs, by category or for one option',
  description: 'Give exactly one of `category` or `option`. Sizes come from the `Sizes` (or `Dimensions`) field of '
    + "each option's image creative spec (shared-domain's creativeSizesOf); an option without one asks for none.",
  tags: ['planning'],
  querystring: Query,
  response: {
    200: Type.Object({
      sizes: Type.Array(Size),
      option: Type.Optional(Type.Intersect([SizedOption, Type.Object({ category: Type.String() })], { description: 'The option asked about (with `option` only)' })),
      copyLimits: Type.Optional(Type.Object({
        text: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: "Its text spec's `Max Character Length`; null when not stated" }),
        cta: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: "Its CTA spec's `Max Characters`; null when not stated" }),
      }, { description: 'With `option` only: the copy lengths the option states (the ad copy is fitted to them)' })),
    }),
    ...errorResponses(400, 404),
  },
};

type CreativeSizesQuery = Static<typeof Query>;


export function registerCreativeSizesRoutes(app: TypedFastify, sizes: CreativeSizesRepository, cache: ResponseCache): void {
  app.get('/planning/creative-sizes', { schema }, async (request, reply: FastifyReply) => {
    const { category, option }: CreativeSizesQuery = request.query;
    if ((category === undefined) === (option === undefined)) {
      throw new InputError('Give exactly one of category (a media category, e.g. digital) or option (a media option id)');
    }
    if (option !== undefined) {
      const found = await sizes.optionSizes(option);
      if (!found) throw new NotFoundError(`No media option has the id ${option}`);
      return {
        option: found.option,
        copyLimits: found.copyLimits,
        sizes: found.sizes.map((s) => ({ width: s.width, height: s.height, label: s.label, scaled: s.scaled, optionCount: 1, options: [found.option] })),
      };
    }
    return cachedJson(reply, cache, `category:${category}`, async () => ({ sizes: await sizes.categorySizes(category as string) }));
  });
}
