import { BRAND_ICON_SVG, BRAND_MARK, organisationIconSvg, PRODUCT_BRAND_COLOURS, type Organization } from 'shared-domain';
import { makeOrganization } from '../../test/support/organization.fixtures';
import { createSiteTestApp, type TestApp } from '../../test/support/test-app';
import { createOrganizationRepository } from '../organizations/organization.repository';
import { checkLogo, isLogoProblem } from '../organizations/organization-logo';

/** The host's page as built: its icon is the product's mark (an SVG data URL of the red tile). */
const PRODUCT_ICON = `data:image/svg+xml,${encodeURIComponent(BRAND_ICON_SVG)}`;
const INDEX = [
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" />',
  `<meta name="theme-color" content="${BRAND_MARK.tile}" />`,
  `<link rel="icon" type="image/svg+xml" href="${PRODUCT_ICON}" />`,
  '<title>MediaMart</title></head><body><div id="root"></div></body></html>',
].join('');

let t: TestApp;
let noLogo: Organization;
let uploaded: Organization;

const palette = (primary: string) => ({ theme: { palette: { primary: { main: primary }, secondary: { main: '#3a1f5d' } } } });

beforeAll(async () => {
  t = await createSiteTestApp(INDEX, { env: { PRODUCT_HOSTS: 'localhost,127.0.0.1' } });
  await makeOrganization(t.db, { name: 'Acme Media', hostnames: ['media.acme-icon.in'], logoUrl: 'https://cdn.acme-icon.in/logo.svg', settings: palette('#0a3d62') });
  noLogo = await makeOrganization(t.db, { name: 'zenith "ads" <b>', hostnames: ['ads.zenith-icon.in'], settings: palette('#0b5d55') });
  uploaded = await makeOrganization(t.db, { name: 'Orbit', hostnames: ['media.orbit-icon.in'], settings: palette('#7a1f3d') });
  const png = checkLogo('image/png', Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082', 'hex'));
  if (isLogoProblem(png)) throw new Error(png.message);
  uploaded = (await createOrganizationRepository(t.db).setLogo(uploaded._org, png))!;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
const iconLinks = (html: string) => html.match(/<link\s[^>]*rel="icon"[^>]*>/g) ?? [];

describe("a white-label host's icon", () => {
  it("is the organisation's logo in the page head, the product's icon gone", async () => {
    for (const url of ['/', '/about', '/newspaper']) {
      const html = (await get(url, 'media.acme-icon.in')).body;
      expect(iconLinks(html)).toEqual(['<link rel="icon" href="https://cdn.acme-icon.in/logo.svg" />']);
      expect(html).not.toContain(PRODUCT_ICON);
    }
  });

  it("is, without a logo, the organisation's initial on its primary colour: nothing of the product's mark or colours", async () => {
    const html = (await get('/', 'ads.zenith-icon.in')).body;
    const links = iconLinks(html);
    expect(links).toHaveLength(1);
    const href = /href="data:image\/svg\+xml,([^"]*)"/.exec(links[0]!)?.[1];
    const svg = decodeURIComponent(href ?? '');
    expect(svg).toBe(organisationIconSvg(noLogo));
    expect(svg).toContain('fill="#0b5d55"');
    expect(svg).toContain('>Z</text>');
    for (const colour of PRODUCT_BRAND_COLOURS) {
      expect(html.toLowerCase()).not.toContain(colour);
      expect(html.toLowerCase()).not.toContain(encodeURIComponent(colour).toLowerCase());
    }
  });

  it('/favicon.ico: the logo (a redirect to where it is served) or the initial mark', async () => {
    const external = await get('/favicon.ico', 'media.acme-icon.in');
    expect(external.statusCode).toBe(302);
    expect(external.headers.location).toBe('https://cdn.acme-icon.in/logo.svg');

    const own = await get('/favicon.ico', 'media.orbit-icon.in');
    expect(own.statusCode).toBe(302);
    expect(own.headers.location).toBe(uploaded.logoUrl);
    expect(uploaded.logoUrl).toMatch(/^\/api\/organizations\/[^/]+\/logo\?v=/);
    const logo = await get(own.headers.location as string, 'media.orbit-icon.in');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');

    const mark = await get('/favicon.ico', 'ads.zenith-icon.in');
    expect(mark.statusCode).toBe(200);
    expect(mark.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(mark.body).toBe(organisationIconSvg(noLogo));
    expect(mark.body).not.toContain(BRAND_MARK.tile);
  });

  it("/favicon.ico on the product's hosts is the product's mark", async () => {
    for (const host of ['localhost', 'unknown-agency.example.in']) {
      const res = await get('/favicon.ico', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toBe(BRAND_ICON_SVG);
    }
    expect(iconLinks((await get('/', 'localhost')).body)).toEqual([`<link rel="icon" type="image/svg+xml" href="${PRODUCT_ICON}" />`]);
  });
});
