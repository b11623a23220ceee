import { Type } from '@sinclair/typebox';
import { HOSTNAME_DECISIONS, HOSTNAME_PROOF_LABEL, HOSTNAME_STATUSES, ORGANIZATION_LIMITS, SOCIAL_NETWORKS } from 'shared-domain';
import { errorResponses, StringEnum } from '../http/schema-helpers';
import { CONTENT_TYPES_KEY } from '../openapi/openapi-collector';

const security = [{ accessToken: [] }];
const L = ORGANIZATION_LIMITS;

const Colour = Type.Object({ main: Type.String({ maxLength: 50, description: 'A colour like #1f2a44; text on it and it as text on white must reach 4.5:1' }) });
const Palette = Type.Object({ primary: Colour, secondary: Colour });
const Settings = Type.Object({ theme: Type.Object({ palette: Palette }) }, { description: 'SPEC.md section 3: settings.theme.palette' });
const Social = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 1000 }), {
  description: `Network → https:// address of the page (${SOCIAL_NETWORKS.join(', ')})`,
});

/** What staff or a white-label-admin sends (shared-domain OrganizationInput); checked by validateOrganization. */
export const OrganizationInputSchema = Type.Object({
  name: Type.String({ maxLength: 1000, description: `The organisation's name (at most ${L.nameMax} characters)` }),
  logoUrl: Type.Optional(Type.String({ maxLength: 1000, description: 'An uploaded logo (/api/organizations/{id}/logo?v=…) or an https:// address; empty for none' })),
  contactDetails: Type.Object({
    address: Type.Optional(Type.String({ maxLength: 2000 })),
    city: Type.Optional(Type.String({ maxLength: 1000 })),
    emails: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 })),
    social: Type.Optional(Social),
  }),
  settings: Settings,
  hostnames: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100, description: 'Hosts the white-label copy answers on, e.g. media.agency.in (normalised: case, port, trailing dot)' }),
  showChat: Type.Optional(Type.Boolean({ description: 'Whether the chat assistant shows on its hosts (default false)' })),
  embedOrigins: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100, description: "Origins allowed to embed the bag and the dashboard (CORS), and to frame the pages of the organisation's own hostnames (frame-ancestors)" })),
}, { additionalProperties: false });

const ContactDetails = Type.Object({
  address: Type.String(), city: Type.String(), emails: Type.Array(Type.String()), social: Type.Record(Type.String(), Type.String()),
});

/** The public part (GET /organizations/hostname/{hostname}): shared-domain publicOrganisation. */
export const PublicOrganizationSchema = Type.Object({
  _org: Type.String(),
  name: Type.String(),
  logoUrl: Type.String({ description: "The logo's address; empty when there is none" }),
  contactDetails: ContactDetails,
  settings: Settings,
  showChat: Type.Boolean(),
});

/** One hostname's claim (shared-domain HostnameClaim). */
export const HostnameClaimSchema = Type.Object({
  hostname: Type.String(),
  status: StringEnum(HOSTNAME_STATUSES, { description: 'pending until staff approve it or its DNS proof is found (verified), or refused by staff; only a verified hostname shows the organisation' }),
  proofToken: Type.String({ description: `The DNS proof: a TXT record ${HOSTNAME_PROOF_LABEL}.<hostname> with the value mediamart-verification=<proofToken>` }),
  requestedAt: Type.String({ description: 'ISO 8601' }),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Type.Union([StringEnum(HOSTNAME_DECISIONS), Type.Null()], { description: 'staff, dns (the proof was found) or existing (stored before claims existed)' }),
  lastCheck: Type.Union([Type.Object({ at: Type.String(), problem: Type.Union([Type.String(), Type.Null()]) }), Type.Null()], { description: 'The last DNS check and what was wrong (null: found)' }),
});

/** An organisation as staff and its own white-label-admin read it. */
export const OrganizationSchema = Type.Object({
  _org: Type.String(),
  name: Type.String(),
  logoUrl: Type.String(),
  contactDetails: ContactDetails,
  settings: Settings,
  hostnames: Type.Array(Type.String()),
  hostnameClaims: Type.Array(HostnameClaimSchema, { description: 'Each of hostnames with its claim' }),
  showChat: Type.Boolean(),
  embedOrigins: Type.Array(Type.String()),
  createdAt: Type.String({ description: 'ISO 8601' }),
  updatedAt: Type.String({ description: 'ISO 8601' }),
});

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const hostnameLookupSchema = {
  summary: "The public organisation of a hostname (white-label), or 404; no sign-in needed",
  tags: ['organizations'],
  params: Type.Object({ hostname: Type.String({ minLength: 1, maxLength: 300, description: 'A hostname; case, port and trailing dot are ignored' }) }),
  response: { 200: PublicOrganizationSchema, ...errorResponses(404) },
};

export const listOrganizationsSchema = {
  summary: 'Organisations: staff see all, a white-label-admin its own',
  tags: ['organizations'],
  security,
  response: { 200: Type.Object({ data: Type.Array(OrganizationSchema) }), ...errorResponses(401, 403) },
};

export const getOrganizationSchema = {
  summary: 'One organisation (staff, or its own white-label-admin; 404 for anyone else)',
  tags: ['organizations'],
  security,
  params: IdParams,
  response: { 200: OrganizationSchema, ...errorResponses(401, 404) },
};

export const createOrganizationSchema = {
  summary: 'Create an organisation (staff)',
  tags: ['organizations'],
  security,
  body: OrganizationInputSchema,
  // 400 and 409 (a hostname another organisation has) name each field in `fields` (settings.theme.palette.primary.main, hostnames.1…).
  response: { 201: OrganizationSchema, ...errorResponses(400, 401, 403, 409) },
};

export const updateOrganizationSchema = {
  summary: 'Replace an organisation (staff, or its own white-label-admin; 404 for anyone else)',
  tags: ['organizations'],
  security,
  params: IdParams,
  body: OrganizationInputSchema,
  response: { 200: OrganizationSchema, ...errorResponses(400, 401, 404, 409) },
};

const ClaimParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
  hostname: Type.String({ minLength: 1, maxLength: 300, description: 'One of the organisation\'s hostnames; case, port and trailing dot are ignored' }),
});

export const decideHostnameSchema = {
  summary: "Approve (verified) or refuse a hostname's claim (staff; its white-label-admin gets 403, anyone else 404)",
  tags: ['organizations'],
  security,
  params: ClaimParams,
  body: Type.Object({ status: StringEnum(['verified', 'refused'] as const) }, { additionalProperties: false }),
  response: { 200: OrganizationSchema, ...errorResponses(400, 401, 403, 404, 409) },
};

export const verifyHostnameSchema = {
  summary: "Check a pending hostname's DNS proof now; verified when the TXT record is there, the check's problem recorded otherwise (staff or its white-label-admin)",
  tags: ['organizations'],
  security,
  params: ClaimParams,
  response: { 200: OrganizationSchema, ...errorResponses(400, 401, 404, 409, 429) },
};

export const uploadLogoSchema = {
  summary: 'Upload the logo: the image itself as the body (PNG, JPEG or SVG, at most 256 KB), checked by content; SVG is sanitised',
  tags: ['organizations'],
  security,
  params: IdParams,
  // The image itself is the body; its type is checked from the content.
  consumes: ['image/png', 'image/jpeg', 'image/svg+xml'],
  response: { 200: OrganizationSchema, ...errorResponses(400, 401, 404, 413, 415) },
};

export const logoSchema = {
  summary: "An organisation's uploaded logo (public; cache for good with ?v=)",
  tags: ['organizations'],
  params: IdParams,
  querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 100, description: 'The version the logoUrl names' })) }),
  response: {
    200: Type.Unsafe<unknown>({ description: 'The image bytes, with its media type', [CONTENT_TYPES_KEY]: ['image/png', 'image/jpeg', 'image/svg+xml'] }),
    ...errorResponses(404),
  },
};
