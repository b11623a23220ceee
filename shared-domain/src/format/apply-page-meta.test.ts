/** @jest-environment jsdom */
import { applyPageMeta } from './page-meta';

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

describe('applyPageMeta', () => {
  it('writes title, clipped description and robots, and puts back exactly what was there', () => {
    document.title = 'MediaMart — Advertise in India';
    const kept = document.createElement('meta');
    kept.name = 'description';
    kept.content = 'The site';
    document.head.appendChild(kept);

    const restore = applyPageMeta(document, { title: 'About | MediaMart', description: `${'word '.repeat(60)}end`, robots: 'noindex' });
    expect(document.title).toBe('About | MediaMart');
    expect(meta('description')!.length).toBeLessThanOrEqual(160);
    expect(meta('description')).toMatch(/…$/);
    expect(meta('robots')).toBe('noindex');

    restore();
    expect(document.title).toBe('MediaMart — Advertise in India');
    expect(meta('description')).toBe('The site');
    expect(meta('robots')).toBeNull();
  });

  it('leaves alone what it is not given', () => {
    document.title = 'Kept';
    const restore = applyPageMeta(document, { description: 'Only this' });
    expect(document.title).toBe('Kept');
    restore();
    expect(document.title).toBe('Kept');
  });

  it("ends titles in the white-label organisation's name when the document carries one", () => {
    const app = document.createElement('meta');
    app.name = 'application-name';
    app.content = 'Acme Media';
    document.head.appendChild(app);
    const restore = applyPageMeta(document, { title: 'Radio advertising | MediaMart' });
    expect(document.title).toBe('Radio advertising | Acme Media');
    restore();
    applyPageMeta(document, { title: 'MediaMart' });
    expect(document.title).toBe('Acme Media');
    applyPageMeta(document, { title: 'MediaMart — Advertise in India' });
    expect(document.title).toBe('Acme Media — Advertise in India');
    applyPageMeta(document, { title: 'MediaMartians | MediaMart' });
    expect(document.title).toBe('MediaMartians | Acme Media');
    app.remove();
  });
});
