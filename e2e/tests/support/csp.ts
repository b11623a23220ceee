import type { Page } from '@playwright/test';

/** One Content-Security-Policy refusal as a page saw it. */
export type CspViolation = { page: string; directive: string; blocked: string; sample: string };

/**
 * Records every `securitypolicyviolation` event of the pages `page` opens from now on (the
 * listener is installed before any of the page's own scripts run) and every "Refused to …"
 * console message Chromium prints for one; answers the list, which survives navigations.
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await page.exposeFunction('__mmCspViolation', (v: CspViolation) => {
    seen.push(v);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __mmCspViolation(v: unknown): void }).__mmCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      report({ page: location.href, directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      seen.push({ page: page.url(), directive: 'console', blocked: '', sample: message.text() });
    }
  });
  return seen;
}
