import { Type } from '@sinclair/typebox';
import { errorResponses } from '../http/schema-helpers';
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
  summary: "Sign in with the identity provider's ID token (Google Identity Services `credential`)",
  tags: ['auth'],
  body: Type.Object({
    idToken: Type.Optional(Type.String({ maxLength: 8192 })),
    credential: Type.Optional(Type.String({ maxLength: 8192, description: 'Google Identity Services name for the ID token' })),
    accessToken: Type.Optional(Type.String({ maxLength: 8192, description: 'Not accepted: send the ID token' })),
    code: Type.Optional(Type.String({ maxLength: 8192, description: 'Not accepted: send the ID token' })),
  }),
  response: {
    200: Type.Object({ token: Type.String(), user: UserSchema, isNewUser: Type.Boolean() }),
    ...errorResponses(400, 401, 409, 502, 503),
  },
};

export const authConfigSchema = {
  summary: 'Which sign-in methods the site may offer',
  tags: ['auth'],
  response: { 200: Type.Object({ googleClientId: Type.Union([Type.String(), Type.Null()]) }) },
};

export const logoutSchema = {
  summary: 'Revoke the session token at once',
  tags: ['auth'],
  security: [{ accessToken: [] }],
  response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401) },
};
