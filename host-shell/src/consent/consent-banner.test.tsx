import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_STORAGE_KEY, THIRD_PARTIES_DATA_ID, whiteLabel, type PageThirdParty } from 'shared-domain';
import { App } from '../app/app';
import { appTestLifecycle, fakeLoader, testRuntime, testSession } from '../test/render-with-providers';
import { ORG } from '../test/organisation';
import { THIRD_PARTY_ATTRIBUTE, type ConsentController } from './consent-controller';
import { startConsent } from './start-consent';

const PIXEL: PageThirdParty = { kind: 'ad-pixel', name: 'Meta Pixel', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' };
const RECORDER: PageThirdParty = { kind: 'session-recording', name: 'Microsoft Clarity', scriptUrl: 'https://www.clarity.ms/tag/abc123' };
const track = appTestLifecycle();

/** The server's data block naming `scripts` (none: no block, as the server writes it). */
function servePage(scripts: readonly PageThirdParty[]) {
  document.head.innerHTML = '';
  if (!scripts.length) return;
  const block = document.head.appendChild(document.createElement('script'));
  block.type = 'application/json';
  block.id = THIRD_PARTIES_DATA_ID;
  block.textContent = JSON.stringify(scripts);
}

/** The page as the browser starts it: the consent controller from the document, the app with it. */
function startPage(scripts: readonly PageThirdParty[], organisation: typeof ORG | null = null, route = '/') {
  servePage(scripts);
  const recorded: unknown[] = [];
  const consent: ConsentController | null = startConsent(document, async (choice, policyVersion) => recorded.push({ choice, policyVersion }));
  const { session } = testSession();
  track(session);
  const view = render(
    <MemoryRouter initialEntries={[route]}>
      <App runtime={testRuntime()} loader={fakeLoader({ 'mf_catalog/routes': { default: () => <h1>Catalog</h1> }, 'mf_landing/routes': { default: () => <h1>Landing</h1> } })} now={new Date(2026, 10, 26)} session={session} organisation={organisation} consent={consent} />
    </MemoryRouter>,
  );
  return { ...view, recorded };
}

const loaded = () => Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${THIRD_PARTY_ATTRIBUTE}]`), (s) => s.src);
const banner = () => screen.queryByRole('region', { name: /Cookies and tracking on/ });

afterEach(() => {
  whiteLabel.set(null);
  document.head.innerHTML = '';
});

describe('SPEC.md 7.24: the consent notice of third-party scripts', () => {
  it('SPEC.md 7.24: with none configured, there is no notice, no footer link and nothing loaded', async () => {
    startPage([]);
    await screen.findByRole('heading', { name: 'Catalog' });
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie & tracking choices' })).toBeNull();
    expect(loaded()).toEqual([]);
  });

  it('SPEC.md 7.24: names each configured script and what it collects, with Accept and Reject alike, and loads nothing before an answer', async () => {
    startPage([PIXEL, RECORDER]);
    const region = await screen.findByRole('region', { name: 'Cookies and tracking on MediaMart' });
    expect(region).toHaveTextContent('Meta Pixel (advertising pixel): tells the advertising service which pages you visit here');
    expect(region).toHaveTextContent('Microsoft Clarity (session recording): records how you use these pages');
    expect(region).toHaveTextContent('Nothing is loaded unless you accept');
    expect(region).toHaveTextContent('under “Cookie & tracking choices” in the footer. Read more in our privacy policy.');
    expect(within(region).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    const accept = within(region).getByRole('button', { name: 'Accept' });
    const reject = within(region).getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    expect(loaded()).toEqual([]);
  });

  it('SPEC.md 7.24: Accept loads the configured scripts, keeps the answer and records it on the server', async () => {
    const { recorded } = startPage([PIXEL, RECORDER]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(loaded()).toEqual([PIXEL.scriptUrl, RECORDER.scriptUrl]);
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({ choice: 'accept', version: 1 });
    expect(recorded).toEqual([{ choice: 'accept', policyVersion: 1 }]);
  });

  it('SPEC.md 7.24: Reject loads none, and the answer is remembered on the next page', async () => {
    const first = startPage([PIXEL]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(loaded()).toEqual([]);
    expect(first.recorded).toEqual([{ choice: 'reject', policyVersion: 1 }]);
    first.unmount();
    startPage([PIXEL]);
    await screen.findByRole('heading', { name: 'Catalog' });
    expect(banner()).toBeNull();
    expect(loaded()).toEqual([]);
  });

  it('SPEC.md 7.24: an accepted answer loads the scripts on the next page without asking again', async () => {
    const first = startPage([PIXEL]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    first.unmount();
    const next = startPage([PIXEL]);
    expect(loaded()).toEqual([PIXEL.scriptUrl]);
    await screen.findByRole('heading', { name: 'Catalog' });
    expect(banner()).toBeNull();
    expect(next.recorded).toEqual([]);
  });

  it('SPEC.md 7.24: the choice changes later from the footer: Reject removes the loaded scripts and focus returns to the link', async () => {
    const { recorded } = startPage([PIXEL]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(loaded()).toEqual([PIXEL.scriptUrl]);
    const link = screen.getByRole('button', { name: 'Cookie & tracking choices' });
    link.focus();
    fireEvent.click(link);
    const region = await screen.findByRole('region', { name: 'Cookies and tracking on MediaMart' });
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent('Your current choice: accepted.');
    fireEvent.click(within(region).getByRole('button', { name: 'Reject' }));
    expect(loaded()).toEqual([]);
    expect(banner()).toBeNull();
    expect(link).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({ choice: 'reject' });
    expect(recorded).toEqual([{ choice: 'accept', policyVersion: 1 }, { choice: 'reject', policyVersion: 1 }]);
  });

  it('SPEC.md 7.24: is keyboard usable and does not hold focus: plain buttons in a region, not a modal; the page stays reachable', async () => {
    startPage([PIXEL]);
    const region = await screen.findByRole('region', { name: /Cookies and tracking/ });
    expect(region).not.toHaveAttribute('aria-modal');
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const button of within(region).getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button).not.toHaveAttribute('tabindex');
    }
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    skip.focus();
    expect(skip).toHaveFocus();
    expect(banner()).not.toBeNull();
  });

  it('SPEC.md 7.24: on a landing page without the footer, says where the choice is changed: the footer of the other pages', async () => {
    startPage([PIXEL], null, '/lp/radio-advertising');
    const region = await screen.findByRole('region', { name: /Cookies and tracking/ });
    expect(region).toHaveTextContent('under “Cookie & tracking choices” in the footer of the site’s other pages.');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("SPEC.md 7.24: on a white-label host, names the organisation's site, not MediaMart", async () => {
    act(() => whiteLabel.set(ORG));
    startPage([RECORDER], ORG);
    const region = await screen.findByRole('region', { name: 'Cookies and tracking on Acme Media' });
    expect(region).toHaveTextContent('so that Acme Media can see what is hard to use');
    expect(region).not.toHaveTextContent('MediaMart');
    expect(screen.getByRole('button', { name: 'Cookie & tracking choices' })).toBeInTheDocument();
  });
});
