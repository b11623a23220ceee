/**
 * Third-party scripts after consent (SPEC.md 7.24; the Digital Personal Data Protection Act,
 * 2023): ad pixels and session recorders the operator configures load only after the visitor
 * accepts. The rules both ends share: what the page is told, how a choice is kept and checked.
 */

/** What a third-party script does, which decides how the notice explains it. */
export const THIRD_PARTY_KINDS = ['ad-pixel', 'session-recording'] as const;
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number];

/** A configured script as the page needs it: a name to show, what it is, the URL to load. */
export type PageThirdParty = { kind: ThirdPartyKind; name: string; scriptUrl: string };

/** The id of the page's JSON data block listing the configured scripts (absent when none are). */
export const THIRD_PARTIES_DATA_ID = 'mm-third-parties';

/** The visitor's answer to the notice. */
export const CONSENT_CHOICES = ['accept', 'reject'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/**
 * The notice's version: raised when what is collected or why changes, so every earlier answer
 * is asked again (an answer covers only the notice it was given to).
 */
export const CONSENT_POLICY_VERSION = 1;

/** The browser's localStorage key of the visitor's answer. */
export const CONSENT_STORAGE_KEY = 'mm-consent';

/** An answer as the browser keeps it. */
export type StoredConsent = { choice: ConsentChoice; version: number; at: string };

/** Whether `value` is one of the two answers. */
export function isConsentChoice(value: unknown): value is ConsentChoice {
  return typeof value === 'string' && (CONSENT_CHOICES as readonly string[]).includes(value);
}

/** The kept answer for the current notice, or null: none, unreadable, or given to another version. */
export function storedConsentFor(raw: string | null, version: number = CONSENT_POLICY_VERSION): StoredConsent | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { choice, version: given, at } = parsed as Record<string, unknown>;
  if (!isConsentChoice(choice) || given !== version || typeof at !== 'string') return null;
  return { choice, version: given, at };
}

/** Whether the configured scripts may load: only after an answer of "accept" to the current notice. */
export function mayLoadThirdParties(consent: StoredConsent | null, version: number = CONSENT_POLICY_VERSION): boolean {
  return consent !== null && consent.version === version && consent.choice === 'accept';
}

/** Whether `value` is the page's list of configured scripts (what the server's data block holds). */
export function isPageThirdPartyList(value: unknown): value is PageThirdParty[] {
  return Array.isArray(value) && value.every((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { kind, name, scriptUrl } = entry as Record<string, unknown>;
    return (THIRD_PARTY_KINDS as readonly unknown[]).includes(kind) && typeof name === 'string' && typeof scriptUrl === 'string' && /^https?:\/\//i.test(scriptUrl);
  });
}
