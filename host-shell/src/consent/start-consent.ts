import type { ConsentChoice } from 'shared-domain/analytics';
import { createConsentController, readThirdParties, type ConsentController, type ConsentStorage } from './consent-controller';

function browserStorage(): ConsentStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused: the answer holds for this page only
  }
}

/** The page's consent controller, or null when the server named no third-party script (no notice, nothing loaded). */
export function startConsent(doc: Document, record: (choice: ConsentChoice, policyVersion: number) => Promise<unknown>): ConsentController | null {
  const scripts = readThirdParties(doc);
  return scripts.length ? createConsentController({ doc, scripts, storage: browserStorage(), record }) : null;
}
