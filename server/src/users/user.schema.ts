import { Type, type Static } from '@sinclair/typebox';

/** The user as every answer shows it (shared-domain `User`). */
export const UserSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  phone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  role: Type.String({ description: "'' advertiser, 'white-label-admin', any other value staff" }),
  agencyDetails: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  marketingOptOut: Type.Optional(Type.Boolean({ description: 'True when the user asked for no marketing e-mails' })),
  organizationId: Type.Optional(Type.Union([Type.String(), Type.Null()], {
    description: 'The white-label organisation whose host the user signed up on (a white-label-admin: the one it administers); null for none',
  })),
});

export const PINCODE_PATTERN = '^[1-9][0-9]{5}$';
export const WEBSITE_PATTERN = '^https?://[^\\s/$.?#][^\\s]*$';

/** PUT /user/agency-details: the whole object; a field not sent is removed. */
export const AgencyDetailsSchema = Type.Object(
  {
    agencyName: Type.String({ minLength: 1, maxLength: 120, description: 'Registered or trading name' }),
    gstin: Type.Optional(Type.String({ maxLength: 40, description: '15-character GSTIN, e.g. 27AAPFU0939F1ZV; checked by format, state code and check digit (shared-domain gstinError)' })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
    city: Type.Optional(Type.String({ maxLength: 80 })),
    state: Type.Optional(Type.String({ maxLength: 80 })),
    pincode: Type.Optional(Type.String({ pattern: PINCODE_PATTERN, description: '6-digit PIN code' })),
    website: Type.Optional(Type.String({ maxLength: 200, pattern: WEBSITE_PATTERN, description: 'http(s) URL' })),
  },
  { additionalProperties: false },
);
export type AgencyDetails = Static<typeof AgencyDetailsSchema>;

/** What a person is told for each agency-details field that fails the schema. */
export const AGENCY_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  agencyName: 'Enter the agency name (at most 120 characters)',
  gstin: 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  address: 'The address can have at most 500 characters',
  city: 'The city can have at most 80 characters',
  state: 'The state can have at most 80 characters',
  pincode: 'Enter a valid 6-digit PIN code',
  website: 'Enter the website as a full address starting with http:// or https://',
};

/** The longest name a user can give themselves. */
export const PROFILE_NAME_MAX = 80;
export const PROFILE_NAME_MESSAGE = `Enter your name (at most ${PROFILE_NAME_MAX} characters)`;

/** PUT /user/profile: the user's own name (the e-mail stays the one they signed in with). */
export const ProfileSchema = Type.Object(
  { name: Type.String({ maxLength: 400, description: `The user's name, one line, 1 to ${PROFILE_NAME_MAX} characters` }) },
  { additionalProperties: false },
);
