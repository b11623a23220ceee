import type { LightMyRequestResponse } from 'fastify';
import type { ContentPage } from 'shared-domain';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { CONTENT_SEED } from '../seed/content-seed';

/**
 * Page HTML that staff save is untrusted markup too: its shape is checked before DOMPurify
 * parses it, so deep nesting is refused at once and the rest of the site keeps answering (issue 30).
 */
let t: TestApp;
let staff: Actor;

beforeAll(async () => {
  t = await createTestApp();
  staff = await makeUser(t.db, 'Markup staff', 'ops');
});
afterAll(async () => {
  await t.close();
});

const PROMPT_MS = 2_000;

function about(sectionHtml: string): ContentPage {
  const page = structuredClone(CONTENT_SEED.find((p) => p.url === '/about')!) as ContentPage;
  return { ...page, url: '/careers', title: 'Careers at MediaMart', sections: [{ heading: 'Join us', html: sectionHtml }] };
}
const save = (page: ContentPage) => t.app.inject({ method: 'PUT', url: '/api/content/pages', headers: { 'x-access-token': staff.token }, payload: page });

type Timed = { res: LightMyRequestResponse; ms: number };
const timed = async (request: Promise<LightMyRequestResponse>, started: number): Promise<Timed> => {
  const res = await request;
  return { res, ms: Date.now() - started };
};

describe('content HTML is checked for its shape before it is sanitised', () => {
  it.each([
    ['10,000 nested <g> (30 KB)', '<g>'.repeat(10_000)],
    ['13,000 nested <b>', '<b>'.repeat(13_000)],
    ['1,500 nested, closed <blockquote>', `${'<blockquote>'.repeat(1_500)}${'</blockquote>'.repeat(1_500)}`],
  ])('refuses %s with 400 naming the field within 2 s; a request sent meanwhile answers at once; nothing is stored', async (_what, html) => {
    const before = await save(about('<p>We are hiring.</p>'));
    expect(before.statusCode).toBe(200);
    const started = Date.now();
    const saving = timed(save(about(html)), started);
    await new Promise((resolve) => setImmediate(resolve));
    const health = timed(t.app.inject({ method: 'GET', url: '/api/health' }), started);
    const [refused, answered] = [await saving, await health];
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json()).toEqual({
      error: 'bad_request',
      message: "Section 1's text is nested too deeply (over 64 levels)",
      fields: { 'sections.0.html': "Section 1's text is nested too deeply (over 64 levels)" },
    });
    expect(refused.ms).toBeLessThanOrEqual(PROMPT_MS);
    expect(answered.res.statusCode).toBe(200);
    expect(answered.ms).toBeLessThanOrEqual(PROMPT_MS);
    const stored = await t.app.inject({ method: 'GET', url: '/api/content/pages?url=%2Fcareers' });
    expect(stored.json().data).toMatchObject({ version: before.json().data.version, sections: [{ heading: 'Join us', html: '<p>We are hiring.</p>' }] });
  });

  it('still saves ordinary (and sloppy) HTML, sanitised', async () => {
    const res = await save(about('<ul><li>Sales<li>Ops</ul><p>Write to <a href="mailto:jobs@mediamart.in">us</a>'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sections[0].html).toBe('<ul><li>Sales</li><li>Ops</li></ul><p>Write to <a href="mailto:jobs@mediamart.in">us</a></p>');
  });
});
