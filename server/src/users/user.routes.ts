import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { given, phoneOrThrow } from '../auth/contact-input';
import type { MailBrandOf } from '../delivery/message';
import { ConflictError, InputError, NotFoundError } from '../errors';
import { errorResponses } from '../http/schema-helpers';
import type { SignedInFastify } from '../http/type-provider';
import { checkText, gstinError, normaliseText, PHONE_MESSAGE } from 'shared-domain';
import { CodeExpiredError } from '../otp/otp.errors';
import type { OtpService } from '../otp/otp.service';
import type { AccountRepository } from '../auth/account.repository';
import { isUniqueViolation, type UserRepository } from './user.repository';
import {
  AGENCY_FIELD_MESSAGES, AgencyDetailsSchema, PROFILE_NAME_MAX, PROFILE_NAME_MESSAGE, ProfileSchema, UserSchema, type AgencyDetails,
} from './user.schema';

const security = [{ accessToken: [] }];

const phoneSendSchema = {
  summary: "Send a code to prove the signed-in user's phone",
  tags: ['user'],
  security,
  body: Type.Object({ phone: Type.String({ maxLength: 200, description: 'Indian mobile number' }) }),
  response: {
    200: Type.Object({ requestId: Type.String(), expiresIn: Type.Integer({ description: 'Seconds the code stays valid' }) }),
    ...errorResponses(400, 401, 429, 502, 503),
  },
};

const phoneVerifySchema = {
  summary: "Check the code and set the signed-in user's phone",
  tags: ['user'],
  security,
  body: Type.Object({ requestId: Type.String({ minLength: 1, maxLength: 100 }), code: Type.String({ maxLength: 20 }) }),
  response: { 200: Type.Object({ user: UserSchema }), ...errorResponses(400, 401, 409) },
};

const agencyDetailsSchema = {
  summary: "Replace the signed-in user's agency details (fields not sent are removed)",
  tags: ['user'],
  security,
  body: AgencyDetailsSchema,
  response: { 200: Type.Object({ updatedUser: UserSchema }), ...errorResponses(400, 401) },
};

const profileSchema = {
  summary: "Set the signed-in user's name (the e-mail stays the one they signed in with)",
  tags: ['user'],
  security,
  body: ProfileSchema,
  response: { 200: Type.Object({ user: UserSchema }), ...errorResponses(400, 401, 404) },
};

const preferencesSchema = {
  summary: "Set the signed-in user's preferences (marketing e-mails)",
  tags: ['user'],
  security,
  body: Type.Object(
    { marketingOptOut: Type.Boolean({ description: 'True: no marketing e-mails (page views are not relayed to the e-mail service)' }) },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ user: UserSchema }), ...errorResponses(400, 401, 404) },
};

type AjvIssue = { keyword?: string; instancePath?: string; params?: Record<string, unknown> };

/** A sentence for the first agency-details field that broke the schema. */
function agencyValidationMessage(error: FastifyRequest['validationError']): string {
  const issue = ((error as { validation?: AjvIssue[] } | undefined)?.validation?.[0] ?? {}) as AjvIssue;
  const field = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : (issue.instancePath ?? '').split('/')[1] ?? '';
  if (issue.keyword === 'additionalProperties') return `Unknown agency detail "${String(issue.params?.additionalProperty ?? '')}"`;
  if (issue.keyword === 'type' && !field) return 'Send the agency details as an object';
  return AGENCY_FIELD_MESSAGES[field] ?? error?.message ?? 'The agency details are not valid';
}

/**
 * Fields in NFC and trimmed, empty optional ones dropped, GSTIN upper-cased and checked by
 * format, state code and check digit (shared-domain gstinError, the form's own rule); the
 * name must be one line that shows something.
 */
function cleanAgencyDetails(body: AgencyDetails): AgencyDetails {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const text = normaliseText(value);
    if (text !== '') out[key] = key === 'gstin' ? text.toUpperCase() : text;
  }
  const name = checkText('The agency name', out.agencyName ?? '', { required: true, max: 120, emptyMessage: AGENCY_FIELD_MESSAGES.agencyName });
  if (!name.ok) throw new InputError(name.message);
  if (out.gstin !== undefined) {
    const problem = gstinError(out.gstin);
    if (problem) throw new InputError(problem);
  }
  return out as AgencyDetails;
}

export type UserRouteDeps = {
  users: UserRepository;
  /** A verified phone is checked, its code consumed and set in one transaction. */
  accounts: AccountRepository;
  otp: OtpService;
  /** The organisation's name on its host: the code's message carries it. None when absent. */
  brandOf?: MailBrandOf;
};

/** POST /user/phone/send, /user/phone/verify; PUT /user/agency-details, /user/profile, /user/preferences (a signed-in scope's). */
export function registerUserRoutes(app: SignedInFastify, deps: UserRouteDeps): void {
  const { users, accounts, otp } = deps;

  app.post('/user/phone/send', { schema: phoneSendSchema }, async (request) => {
    const { user } = request;
    const raw = given(request.body.phone);
    if (!raw) throw new InputError(PHONE_MESSAGE);
    const phone = phoneOrThrow(raw);
    // Whether another account has this phone is told only after the code proves ownership.
    const { requestId, expiresIn } = await otp.send({ purpose: 'phone', userId: user._id, phone, ip: request.ip, brand: await deps.brandOf?.(request) });
    return { requestId, expiresIn };
  });

  app.post('/user/phone/verify', { schema: phoneVerifySchema }, async (request) => {
    const { user } = request;
    const verified = await otp.check({ requestId: request.body.requestId.trim(), purpose: 'phone', userId: user._id, codes: { phone: request.body.code } });
    const phone = verified.phone;
    if (!phone) throw new CodeExpiredError();
    try {
      const updated = await accounts.transaction(async (unit) => {
        const holder = await unit.users.findByPhone(phone);
        if (holder && holder._id !== user._id) throw new ConflictError('This phone number is already used by another account');
        if (!(await unit.otpRequests.consume(verified.id))) throw new CodeExpiredError('This code has already been used. Ask for a new one.');
        return unit.users.setPhone(user._id, phone);
      });
      if (!updated) throw new NotFoundError('Your account no longer exists');
      return { user: updated };
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictError('This phone number is already used by another account');
      throw err;
    }
  });

  app.put('/user/agency-details', { schema: agencyDetailsSchema, attachValidation: true }, async (request) => {
    const { user } = request;
    if (request.validationError) throw new InputError(agencyValidationMessage(request.validationError));
    const updatedUser = await users.setAgencyDetails(user._id, cleanAgencyDetails(request.body));
    if (!updatedUser) throw new NotFoundError('Your account no longer exists');
    return { updatedUser };
  });

  app.put('/user/profile', { schema: profileSchema, attachValidation: true }, async (request) => {
    const { user } = request;
    if (request.validationError) throw new InputError(PROFILE_NAME_MESSAGE);
    const name = checkText('Your name', request.body.name, { required: true, max: PROFILE_NAME_MAX, emptyMessage: PROFILE_NAME_MESSAGE });
    if (!name.ok) throw new InputError(name.message);
    const updated = await users.setName(user._id, name.value);
    if (!updated) throw new NotFoundError('Your account no longer exists');
    return { user: updated };
  });

  app.put('/user/preferences', { schema: preferencesSchema }, async (request) => {
    const { user } = request;
    const updated = await users.setMarketingOptOut(user._id, request.body.marketingOptOut);
    if (!updated) throw new NotFoundError('Your account no longer exists');
    return { user: updated };
  });
}
