import { WHITE_LABEL_DATA_ID, WhiteLabelStore } from 'shared-domain';
import { applyPageMeta } from 'shared-domain/format';
import { productHostsOf, startWhiteLabel } from './start-white-label';
import { sitePartsFor } from './use-white-label';
import { followWhiteLabelTheme } from '../theme/site-theme';
import { ORG } from '../test/organisation';

function resetDocument(): void {
  document.head.innerHTML = '<title>MediaMart — Advertise in India</title><script type="application/ld+json">{"@type":"Organization"}</script>';
  document.documentElement.removeAttribute('style');
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(resetDocument);

describe('startWhiteLabel', () => {
  it("takes the server's data block at once, without a lookup", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = WHITE_LABEL_DATA_ID;
    script.textContent = JSON.stringify(ORG);
    document.body.appendChild(script);
    const store = new WhiteLabelStore();
    const lookup = jest.fn();
    const { initial } = startWhiteLabel({ doc: document, hostname: 'acme.test', lookup, store });
    script.remove();
    expect(initial?.name).toBe('Acme Media');
    expect(store.state).toEqual({ isWhiteLabel: true, organization: expect.objectContaining({ name: 'Acme Media' }) });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('skips the lookup on the product’s own hosts', async () => {
    const lookup = jest.fn();
    const store = new WhiteLabelStore();
    for (const hostname of ['localhost', '127.0.0.1', 'www.mediamart.in']) startWhiteLabel({ doc: document, hostname, lookup, store });
    expect(lookup).not.toHaveBeenCalled();
    expect(store.state.isWhiteLabel).toBe(false);
  });

  it('reads the product hosts the page names', () => {
    const meta = document.createElement('meta');
    meta.name = 'mm-product-hosts';
    meta.content = 'example.org, WWW.Example.org';
    document.head.appendChild(meta);
    expect(productHostsOf(document)).toEqual(['example.org', 'www.example.org']);
    meta.remove();
    expect(productHostsOf(document)).toContain('localhost');
  });

  it('on a hit: store, site name in titles, palette on the document, no structured data', async () => {
    const store = new WhiteLabelStore();
    const lookup = jest.fn().mockResolvedValue(ORG);
    // The one theme channel follows the store (start-app.tsx starts it beside startWhiteLabel).
    const stopTheme = followWhiteLabelTheme(store);
    const { done } = startWhiteLabel({ doc: document, hostname: 'ACME.test:3000', lookup, store });
    expect(lookup).toHaveBeenCalledWith('ACME.test:3000');
    await done;
    expect(store.state.organization?.name).toBe('Acme Media');
    expect(document.querySelector('meta[name="application-name"]')).toHaveAttribute('content', 'Acme Media');
    expect(document.title).toBe('Acme Media — Advertise in India');
    applyPageMeta(document, { title: 'Radio | MediaMart' });
    expect(document.title).toBe('Radio | Acme Media');
    expect(document.documentElement.style.getPropertyValue('--mm-primary')).toBe('#0b5d55');
    expect(document.documentElement.style.getPropertyValue('--mm-secondary')).toBe('#3a1f5d');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    stopTheme();
  });

  it('logs a failed lookup and keeps the default look', async () => {
    const store = new WhiteLabelStore();
    const log = jest.fn();
    const { done } = startWhiteLabel({ doc: document, hostname: 'nobody.test', lookup: () => Promise.reject(new Error('404')), store, log });
    expect(await done).toBeNull();
    await flush();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('nobody.test'), expect.any(Error));
    expect(store.state.isWhiteLabel).toBe(false);
    expect(document.title).toBe('MediaMart — Advertise in India');
    expect(document.documentElement.style.getPropertyValue('--mm-primary')).toBe('');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it('treats an answer without a name as no organisation', async () => {
    const store = new WhiteLabelStore();
    const log = jest.fn();
    const { done } = startWhiteLabel({ doc: document, hostname: 'odd.test', lookup: () => Promise.resolve({ message: 'x' }), store, log });
    expect(await done).toBeNull();
    expect(store.state.isWhiteLabel).toBe(false);
    expect(log).toHaveBeenCalled();
  });
});

describe('white-label shell', () => {
  it('turns the chat part off unless the organisation shows chat', () => {
    expect(sitePartsFor('/radio', null).chat).toBe(true);
    expect(sitePartsFor('/radio', ORG).chat).toBe(false);
    expect(sitePartsFor('/radio', { ...ORG, showChat: true }).chat).toBe(true);
    expect(sitePartsFor('/lp/radio-advertising', { ...ORG, showChat: true }).chat).toBe(false);
  });

});
