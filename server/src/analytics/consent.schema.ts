import { Type } from '@sinclair/typebox';
import { CONSENT_CHOICES, CONSENT_POLICY_VERSION } from 'shared-domain';
import { errorResponses, StringEnum } from '../http/schema-helpers';

export const ConsentBody = Type.Object(
  {
    choice: StringEnum(CONSENT_CHOICES, { description: 'accept: the configured ad pixels and session recorders may load; reject: none may' }),
    policyVersion: Type.Integer({ minimum: 1, description: `The version of the notice the visitor answered (now ${CONSENT_POLICY_VERSION})` }),
  },
  { additionalProperties: false },
);

export const ConsentRecorded = Type.Object({
  choice: StringEnum(CONSENT_CHOICES),
  policyVersion: Type.Integer(),
  at: Type.String({ description: 'When it was recorded, ISO-8601 UTC' }),
});

export const consentSchema = {
  summary: "Record a visitor's answer to the third-party scripts notice",
  description: 'Kept for accountability (DPDP Act, 2023): the answer, the notice version, the time, and the user id when signed in; nothing else about the visitor.',
  tags: ['analytics'],
  body: ConsentBody,
  response: { 201: ConsentRecorded, ...errorResponses(400, 429) },
};
