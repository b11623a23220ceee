import { Type } from '@sinclair/typebox';
import { errorResponses } from '../http/schema-helpers';
import { CONTENT_TYPES_KEY } from '../openapi/openapi-collector';
import { UserSchema } from '../users/user.schema';

const ChannelSchema = Type.Unsafe<'phone' | 'email'>({ type: 'string', enum: ['phone', 'email'] });
const OptionalText = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));

export const otpSendSchema = {
  summary: 'Send a one-time sign-in code to a phone, an e-mail address, or both',
  description:
    'Both = multi-channel: one code to each, and verify needs both. The answer is the same whether or not an account exists. ' +
    'Defaults: at most 3 codes per address from one client and 20 per client per 15 minutes, a growing wait between a client\'s sends after its fifth, ' +
    'and 10 per address from all clients per hour (429 with Retry-After).',
  tags: ['auth'],
  body: Type.Object({
    phone: OptionalText(200, 'Indian mobile: optional +91/91/0, then 10 digits starting 6-9'),
    email: OptionalText(1000, 'E-mail address (at most 254 characters)'),
  }),
  response: {
    200: Type.Object({
      requestId: Type.String(),
      channels: Type.Array(ChannelSchema),
      expiresIn: Type.Integer({ description: 'Seconds the code stays valid' }),
    }),
    ...errorResponses(400, 429, 502, 503),
  },
};

export const otpVerifySchema = {
  summary: 'Check the code(s) of a request and sign in (creating the account on first sign-in)',
  tags: ['auth'],
  body: Type.Object({
    requestId: Type.String({ minLength: 1, maxLength: 100 }),
    phoneCode: OptionalText(20, 'The code sent to the phone'),
    emailCode: OptionalText(20, 'The code sent to the e-mail address'),
  }),
  response: {
    200: Type.Object({ token: Type.String(), user: UserSchema, isNewUser: Type.Boolean() }),
    ...errorResponses(400, 409),
  },
};

export const oidcSchema = {
  summary: 'Sign in with the one-time code the OpenID Connect callback handed the browser (`#oidc=<code>`)',
  description: 'The code works once, within 2 minutes. ID tokens and access tokens are not accepted (400): the sign-in starts at GET /auth/oidc/start.',
  tags: ['auth'],
  body: Type.Object({
    code: Type.Optional(Type.String({ maxLength: 200, description: 'The hand-off code from the URL fragment `#oidc=`' })),
    idToken: Type.Optional(Type.String({ maxLength: 8192, description: 'Not accepted: use the sign-in button' })),
    credential: Type.Optional(Type.String({ maxLength: 8192, description: 'Not accepted: use the sign-in button' })),
    accessToken: Type.Optional(Type.String({ maxLength: 8192, description: 'Not accepted: use the sign-in button' })),
  }),
  response: {
    200: Type.Object({ token: Type.String(), user: UserSchema, isNewUser: Type.Boolean() }),
    ...errorResponses(400, 409),
  },
};

const html = (description: string) => Type.String({ description, [CONTENT_TYPES_KEY]: ['text/html'] });
const FAILED_PAGE = 'The "Sign-in did not complete" page: the reason, "Try again" and a link home';
const queryText = (description: string) => Type.Optional(Type.String({ description }));

export const oidcStartSchema = {
  summary: "Start an OpenID Connect sign-in: a redirect to the provider's authorization endpoint (code flow, PKCE S256, state, nonce)",
  description: 'A browser navigation. The flow is kept on the server for 10 minutes; its callback is `<origin>/api/auth/oidc/callback`. ' +
    'At most 60 starts per client address in 10 minutes (429 with Retry-After).',
  tags: ['auth'],
  querystring: Type.Object({
    provider: queryText('The provider id from GET /auth/config; may be left out when there is only one'),
    returnTo: queryText('A path on this site to come back to (one leading /, no //, no scheme, no backslash); else /'),
  }),
  response: {
    302: html('To the provider (Location)'),
    400: html(`${FAILED_PAGE}: no or unknown provider`),
    ...errorResponses(429),
    502: html(`${FAILED_PAGE}: the provider could not be reached`),
  },
};

export const oidcCallbackSchema = {
  summary: 'Where the provider returns the browser: checks the flow and the ID token, then a redirect to `<returnTo>#oidc=<code>`',
  description: 'The flow is used once. The code for POST /auth/oidc works once, within 2 minutes; only a verified e-mail address signs in.',
  tags: ['auth'],
  querystring: Type.Object({
    code: queryText('The authorization code'),
    state: queryText('The flow the sign-in started'),
    iss: queryText('The issuer (RFC 9207), when the provider sends it'),
    error: queryText("The provider's error, e.g. access_denied"),
    error_description: queryText("The provider's description of the error"),
  }),
  response: {
    302: html('Back to the page the sign-in started on, with `#oidc=<code>` (Location)'),
    400: html(`${FAILED_PAGE}: wrong, used or expired state; the provider's error; a refused code; an ID token that fails its checks; an unverified e-mail`),
    502: html(`${FAILED_PAGE}: the provider could not be reached`),
  },
};

export const authConfigSchema = {
  summary: 'Which sign-in methods the site may offer',
  tags: ['auth'],
  response: {
    200: Type.Object({
      providers: Type.Array(Type.Object({
        id: Type.String({ description: 'For GET /auth/oidc/start?provider=' }), name: Type.String({ description: "The button's name" }),
      }), { description: 'The OpenID Connect providers; empty when none is configured' }),
      googleClientId: Type.Null({
        description: 'Always null: remote releases built before the OpenID Connect sign-in look for it (a rollback to one must still find the API)',
      }),
    }),
  },
};

export const logoutSchema = {
  summary: 'Revoke the session token at once',
  tags: ['auth'],
  security: [{ accessToken: [] }],
  response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401) },
};
