import {
  CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY, isPageThirdPartyList, mayLoadThirdParties, storedConsentFor, THIRD_PARTIES_DATA_ID,
  type ConsentChoice, type PageThirdParty, type StoredConsent,
} from 'shared-domain/analytics';

/** The attribute that marks the script elements loaded for a configured third party (so a Reject finds them). */
export const THIRD_PARTY_ATTRIBUTE = 'data-mm-third-party';

/** What the notice shows: the configured scripts, the visitor's answer to this notice (null: none yet), and whether it is open. */
export type ConsentState = { scripts: readonly PageThirdParty[]; consent: StoredConsent | null; open: boolean };

export type ConsentController = {
  get(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** Keeps the answer (this browser, and the server's record), then loads the scripts or removes them. */
  choose(choice: ConsentChoice): void;
  /** Opens the notice again ("Cookie & tracking choices" in the footer). */
  reopen(): void;
};

/** Where the browser keeps the answer: localStorage, or a stand-in in tests. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type ConsentOptions = {
  doc: Document;
  scripts: readonly PageThirdParty[];
  storage: ConsentStorage | null;
  /** POST /api/consent; a failure is logged, the answer stands in this browser. */
  record: (choice: ConsentChoice, policyVersion: number) => Promise<unknown>;
  now?: () => Date;
};

/** The scripts the server named in the page (its JSON data block); none when it named none or the block is unreadable. */
export function readThirdParties(doc: Document): PageThirdParty[] {
  const block = doc.getElementById(THIRD_PARTIES_DATA_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return [];
  try {
    const value: unknown = JSON.parse(block.textContent ?? '');
    return isPageThirdPartyList(value) ? value : [];
  } catch {
    return [];
  }
}

/** Adds each script once (async, at the end of the head); the page policy lets in exactly their origins. */
export function loadThirdPartyScripts(doc: Document, scripts: readonly PageThirdParty[]): void {
  const present = new Set(Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[${THIRD_PARTY_ATTRIBUTE}]`), (s) => s.getAttribute('src')));
  for (const script of scripts) {
    if (present.has(script.scriptUrl)) continue;
    const element = doc.createElement('script');
    element.async = true;
    element.src = script.scriptUrl;
    element.setAttribute(THIRD_PARTY_ATTRIBUTE, script.name);
    doc.head.appendChild(element);
  }
}

/** Removes the scripts' elements: nothing loads them again; code already running stops when the page is next loaded. */
export function removeThirdPartyScripts(doc: Document): void {
  doc.querySelectorAll(`script[${THIRD_PARTY_ATTRIBUTE}]`).forEach((element) => element.remove());
}

function readStored(storage: ConsentStorage | null): StoredConsent | null {
  try {
    return storedConsentFor(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/**
 * The consent to third-party scripts for one page: the notice is open until the visitor
 * answers this version of it; the scripts load only after "accept", now and on later pages.
 */
export function createConsentController({ doc, scripts, storage, record, now = () => new Date() }: ConsentOptions): ConsentController {
  const listeners = new Set<() => void>();
  const consent = readStored(storage);
  let state: ConsentState = { scripts, consent, open: consent === null };
  const set = (next: ConsentState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  if (mayLoadThirdParties(consent)) loadThirdPartyScripts(doc, scripts);
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      const answer: StoredConsent = { choice, version: CONSENT_POLICY_VERSION, at: now().toISOString() };
      try {
        storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(answer));
      } catch (error) {
        console.warn('The consent answer could not be kept in this browser; it holds for this page only', error);
      }
      set({ ...state, consent: answer, open: false });
      if (mayLoadThirdParties(answer)) loadThirdPartyScripts(doc, scripts);
      else removeThirdPartyScripts(doc);
      record(choice, CONSENT_POLICY_VERSION).catch((error: unknown) => console.warn('The consent answer could not be recorded on the server', error));
    },
    reopen: () => set({ ...state, open: true }),
  };
}
