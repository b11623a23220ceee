import { Type } from '@sinclair/typebox';
import { StringEnum, errorResponses } from '../http/schema-helpers';

/** Generous outer bounds; the field caps with their messages are shared-domain's CONTENT_LIMITS. */
const Text = (description: string, maxLength = 2_000) => Type.String({ maxLength, description });
const Html = (description: string) => Type.String({ maxLength: 100_000, description: `${description} (HTML; sanitised on save; script is refused)` });

const VerticalData = Type.Object({ title: Text('The figure, e.g. "200+"'), subTitle: Text('Its label') }, { additionalProperties: false });
const Faq = Type.Object({ question: Text('The question'), answer: Html('The answer') }, { additionalProperties: false });
const MetaTags = Type.Object({ title: Text('The page title'), description: Text('The meta description') }, { additionalProperties: false });
const Section = Type.Object({ heading: Text('The section heading'), html: Html('The section text') }, { additionalProperties: false });
const Item = Type.Object({
  name: Text('Name of the client or person'),
  detail: Text('One short line: role and company, city or sector'),
  quote: Text('What they said (testimonials)', 5_000),
  example: Type.Boolean({ description: 'A seeded example: the page says so until staff replace it' }),
}, { additionalProperties: false });
const Kind = StringEnum(['landing', 'content'] as const, { description: 'landing: a /lp/* page; content: any other content page' });

/** SPEC.md section 3's landing content plus kind, ordered sections and listed items. */
export const ContentPageSchema = Type.Object({
  url: Type.String({ maxLength: 300, description: 'The page address, a path of the route table (/about)' }),
  kind: Kind,
  title: Text('The heading (h1)'),
  subTitle: Text('The line under the heading'),
  verticalData: Type.Array(VerticalData, { maxItems: 100 }),
  faqs: Type.Array(Faq, { maxItems: 200 }),
  metaTags: MetaTags,
  sections: Type.Array(Section, { maxItems: 200 }),
  items: Type.Array(Item, { maxItems: 500 }),
}, { additionalProperties: false });

/**
 * One object rather than an intersection: ContentPageSchema takes no other field, so an
 * `allOf` of it and { version, updatedAt } matched no page at all.
 */
export const StoredContentPageSchema = Type.Object({
  ...ContentPageSchema.properties,
  version: Type.Integer({ description: 'The current version' }),
  updatedAt: Type.String({ description: 'When it was saved (ISO 8601)' }),
}, { additionalProperties: false });

const VersionInfo = Type.Object({
  version: Type.Integer(),
  savedAt: Type.String({ description: 'ISO 8601' }),
  savedBy: Type.Union([Type.String(), Type.Null()], { description: "The staff member's name (or e-mail); null for the seeded version" }),
});

const Url = Type.String({ minLength: 1, maxLength: 300, description: 'The page address, e.g. /about' });
const OrganisationId = Type.String({ minLength: 1, maxLength: 100, description: "An organisation's id: its own text of the page for its host (its administrators and staff); absent: the site's text (staff)" });
const UrlQuery = Type.Object({ url: Url }, { additionalProperties: false });
/** An editor call: the site's text, or with organizationId that organisation's own. */
const ScopeQuery = Type.Object({ organizationId: Type.Optional(OrganisationId) }, { additionalProperties: false });
const ScopedUrlQuery = Type.Object({ url: Url, organizationId: Type.Optional(OrganisationId) }, { additionalProperties: false });

const security = [{ accessToken: [] }];
const tags = ['content'];

export const pageSchema = {
  summary: "A content or landing page as the request's host shows it (public): the organisation's own text there if it has one, `{{siteName}}` filled with the site's name",
  tags,
  querystring: UrlQuery,
  response: { 200: Type.Object({ data: StoredContentPageSchema }), ...errorResponses(400, 404) },
};

export const listSchema = {
  summary: "Every stored page (staff); with organizationId, each with whether that organisation has its own text (and then that text's version)",
  tags,
  security,
  querystring: ScopeQuery,
  response: {
    200: Type.Object({
      data: Type.Array(Type.Object({
        url: Type.String(), title: Type.String(), kind: Kind, version: Type.Integer(), updatedAt: Type.String(),
        overridden: Type.Optional(Type.Boolean({ description: 'The organisation has its own text of this page' })),
      })),
    }),
    // 404: no organisation has that organizationId.
    ...errorResponses(400, 401, 403, 404),
  },
};

export const sourceSchema = {
  summary: "The text an editor edits, `{{siteName}}` unfilled: the site's, or the organisation's own (overridden) or else the site's it falls back to",
  tags,
  security,
  querystring: ScopedUrlQuery,
  response: {
    200: Type.Object({ data: Type.Object({ ...StoredContentPageSchema.properties, overridden: Type.Boolean() }, { additionalProperties: false }) }),
    ...errorResponses(400, 401, 403, 404),
  },
};

export const saveSchema = {
  summary: "Save a page as its next version (staff; with organizationId, that organisation's own text of a site page). HTML is sanitised; script is refused with a 400",
  tags,
  security,
  querystring: ScopeQuery,
  body: ContentPageSchema,
  response: { 200: Type.Object({ data: StoredContentPageSchema }), ...errorResponses(400, 401, 403, 404, 409) },
};

export const versionsSchema = {
  summary: "A page's saved versions, newest first, with who saved each and when (staff; or an organisation's own text's)",
  tags,
  security,
  querystring: ScopedUrlQuery,
  response: { 200: Type.Object({ data: Type.Array(VersionInfo) }), ...errorResponses(400, 401, 403, 404) },
};

export const versionSchema = {
  summary: 'One saved version with its page (staff)',
  tags,
  security,
  params: Type.Object({ version: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) }),
  querystring: ScopedUrlQuery,
  response: { 200: Type.Object({ data: Type.Intersect([VersionInfo, Type.Object({ page: ContentPageSchema })]) }), ...errorResponses(400, 401, 403, 404) },
};

export const restoreSchema = {
  summary: 'Restore a saved version: it is saved again as the newest version (staff)',
  tags,
  security,
  querystring: ScopeQuery,
  body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 300 }), version: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) }, { additionalProperties: false }),
  response: { 200: Type.Object({ data: StoredContentPageSchema }), ...errorResponses(400, 401, 403, 404, 409) },
};


export const removeOverrideSchema = {
  summary: "Remove an organisation's own text of a page: its host shows the site's again (its versions stay)",
  tags,
  security,
  querystring: Type.Object({ url: Url, organizationId: OrganisationId }, { additionalProperties: false }),
  response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 403, 404) },
};
