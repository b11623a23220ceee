/**
 * The agency-details form's rules, the same as the server's (server/src/users): the agency
 * name is required (≤ 120), the GSTIN is checked by format, state code and check digit
 * (shared-domain gstinError), the PIN code is 6 digits not starting with 0, the website a
 * full http(s) address.
 */
import type { User } from 'shared-domain';
import { checkText, gstinError } from 'shared-domain/input';
import type { AgencyDetails } from 'shared-domain';

export const AGENCY_FIELDS = ['agencyName', 'gstin', 'address', 'city', 'state', 'pincode', 'website'] as const;
export type AgencyField = (typeof AGENCY_FIELDS)[number];
export type AgencyDraft = Record<AgencyField, string>;
export type AgencyErrors = Partial<Record<AgencyField, string>>;

const LIMITS: Record<AgencyField, number> = { agencyName: 120, gstin: 40, address: 500, city: 80, state: 80, pincode: 6, website: 200 };
export const AGENCY_NAME_MESSAGE = 'Enter the agency name (at most 120 characters)';
const PINCODE = /^[1-9][0-9]{5}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/;

/** The form's starting values: what the user has saved, '' for the rest. */
export function agencyDraftOf(user: Pick<User, 'agencyDetails'> | null): AgencyDraft {
  const saved = (user?.agencyDetails ?? {}) as Record<string, unknown>;
  return Object.fromEntries(AGENCY_FIELDS.map((f) => [f, typeof saved[f] === 'string' ? (saved[f] as string) : ''])) as AgencyDraft;
}

/** What is wrong with each field (empty when the draft can be sent). */
export function agencyErrors(draft: AgencyDraft): AgencyErrors {
  const errors: AgencyErrors = {};
  const name = checkText('The agency name', draft.agencyName, { required: true, max: LIMITS.agencyName, emptyMessage: AGENCY_NAME_MESSAGE });
  if (!name.ok) errors.agencyName = name.message;
  if (draft.gstin.trim()) {
    const problem = gstinError(draft.gstin);
    if (problem) errors.gstin = problem;
  }
  const labels: Partial<Record<AgencyField, string>> = { address: 'The billing address', city: 'The city', state: 'The state' };
  for (const field of ['address', 'city', 'state'] as const) {
    const checked = checkText(labels[field]!, draft[field], { max: LIMITS[field], multiline: field === 'address' });
    if (!checked.ok) errors[field] = checked.message;
  }
  if (draft.pincode.trim() && !PINCODE.test(draft.pincode.trim())) errors.pincode = 'Enter a valid 6-digit PIN code';
  const website = draft.website.trim();
  if (website && (!WEBSITE.test(website) || website.length > LIMITS.website)) {
    errors.website = 'Enter the website as a full address starting with http:// or https://';
  }
  return errors;
}

/** The body to send: trimmed, empty optional fields left out, the GSTIN upper-cased. */
export function agencyBody(draft: AgencyDraft): AgencyDetails {
  const body: AgencyDetails = { agencyName: draft.agencyName.trim() };
  for (const field of AGENCY_FIELDS) {
    if (field === 'agencyName') continue;
    const value = draft[field].trim();
    if (value) body[field] = field === 'gstin' ? value.toUpperCase() : value;
  }
  return body;
}

/** The field a server's 400 message is about (it answers one sentence), or null for the form. */
export function agencyFieldOfMessage(message: string): AgencyField | null {
  const m = message.toLowerCase();
  if (m.includes('gstin')) return 'gstin';
  if (m.includes('agency name')) return 'agencyName';
  if (m.includes('pin code')) return 'pincode';
  if (m.includes('website')) return 'website';
  if (m.includes('address')) return 'address';
  if (m.includes('the city')) return 'city';
  if (m.includes('the state')) return 'state';
  return null;
}
