/** TypeBox schemas of GET and PUT /options/{optionId}/place (issue 38), for service B's OpenAPI document. */
import { Type, type TSchema } from '@sinclair/typebox';
import { INDIA_BOUNDS, PLACED_CATEGORIES, SITE_PLACE_DECIMALS } from 'shared-domain';
import { errorResponses } from '../../http/schema-helpers';

const tags = ['proofs'];
const security = [{ bearerAuth: [] }];
const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });
const placed = PLACED_CATEGORIES.join(', ');

const OptionIdParams = Type.Object({ optionId: Type.String({ minLength: 1, maxLength: 64 }) });

export const OptionPlaceSchema = Type.Object({
  optionId: Type.String(),
  category: Type.String({ description: `The media category; only ${placed} options have a site location` }),
  lat: Nullable(Type.Number(), 'Latitude, degrees north; null until a place is set'),
  lng: Nullable(Type.Number(), 'Longitude, degrees east; null until a place is set'),
  updatedAt: Nullable(Type.String(), 'When the place was last set (ISO-8601 UTC); null until then'),
}, { description: "Where an option's site stands: photo proofs of it are measured from this point (one shape for GET and PUT)" });

const access = "The option's seller (a member of its seller account) or staff; 403 for anyone else, 404 for an unknown option.";

export const readOptionPlaceSchema = {
  summary: "The option's site location: photo proofs of it are checked against this place",
  description: `${access} Every option answers; lat, lng and updatedAt are null while no place is set (and always for categories other than ${placed}).`,
  tags, security,
  params: OptionIdParams,
  response: { 200: OptionPlaceSchema, ...errorResponses(401, 403, 404) },
};

/*
 * The coordinates are untyped here on purpose: shared-domain's checkSitePlace checks them and
 * names each field in words ("Give the site's latitude in India as a number, such as 19.0760"),
 * where Ajv would answer "body/lat must be number".
 */
export const writeOptionPlaceSchema = {
  summary: "Sets the option's site location (the option's seller, or staff)",
  description: `${access} 400 for an option of another category than ${placed}, and for a place that is not `
    + `numbers within India (latitude ${INDIA_BOUNDS.lat.min}–${INDIA_BOUNDS.lat.max}, longitude ${INDIA_BOUNDS.lng.min}–${INDIA_BOUNDS.lng.max}), `
    + `naming each field in \`fields\`; nothing is changed then. More than ${SITE_PLACE_DECIMALS} decimals are rounded.`,
  tags, security,
  params: OptionIdParams,
  body: Type.Object({
    lat: Type.Unknown({ description: `Latitude, degrees north, a number from ${INDIA_BOUNDS.lat.min} to ${INDIA_BOUNDS.lat.max}` }),
    lng: Type.Unknown({ description: `Longitude, degrees east, a number from ${INDIA_BOUNDS.lng.min} to ${INDIA_BOUNDS.lng.max}` }),
  }, { additionalProperties: false }),
  response: { 200: OptionPlaceSchema, ...errorResponses(400, 401, 403, 404) },
};
