import { expect, test, type Browser, type Page } from '@playwright/test';
import { BRAND_ICON_SVG, BRAND_MARK, DEFAULT_THEME, PRODUCT_BRAND_COLOURS, themeTokens } from 'shared-domain';
import { codeFor, uniqueEmail } from './support/session';
import { approveHostnames, createOrganisation, launchWithTestHosts, newStaff, port, siteOn, uniqueHost, uniqueSuffix } from './support/white-label';

// Issue 33: one colour vocabulary. On an organisation's own hostname, a landing page and a
// content page show only the colours of the theme contract (the organisation's primary and
// secondary, the inks and neutrals the theme derives; shades of them at any opacity), never the
// product's red.

const PRIMARY = '#0b5d55';
const SECONDARY = '#3a1f5d';

/** The product's red in every form it had on a page: the mark's tile, the default theme's primary, its hover. */
const PRODUCT_REDS = [BRAND_MARK.tile, DEFAULT_THEME.primary, '#a52f1a'];

let browser: Browser;
let host: string;
let orgName: string;

test.beforeAll(async ({ playwright }) => {
  host = uniqueHost('palette');
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const { token } = await newStaff(request);
  orgName = `Palette Media ${uniqueSuffix()}`;
  const org = await createOrganisation(request, token, { name: orgName, hostnames: [host], primary: PRIMARY, secondary: SECONDARY });
  await approveHostnames(request, token, org);
  await request.dispose();
  browser = await launchWithTestHosts();
});

test.afterAll(async () => {
  await browser?.close();
});

/** A painted colour: 0–255 channels and its alpha. */
type Rgba = { r: number; g: number; b: number; a: number };

/** One colour seen on the page: where, which property, its computed value. */
type Seen = { where: string; property: string; value: string; rgba: Rgba };

/**
 * Every colour painted by a visible element of the page: color and background-color of every
 * element, border colours where a border is drawn, the outline where there is one, fill and
 * stroke of SVG shapes, shadow colours, drawn text decorations, and the colours of generated
 * ::before and ::after boxes. Also the theme's custom properties (`--mm-*`, less the chart series and
 * the font) as the page resolves them. Colours come back as rgba, whatever syntax the browser
 * computed (rgb(), rgba(), color(srgb …)).
 */
async function paintedColours(page: Page): Promise<{ theme: Record<string, Rgba>; seen: Seen[] }> {
  return page.evaluate(() => {
    const parse = (value: string): Rgba | null => {
      const v = value.trim();
      let m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(v);
      if (m) return { r: Math.round(Number(m[1])), g: Math.round(Number(m[2])), b: Math.round(Number(m[3])), a: m[4] === undefined ? 1 : Number(m[4]) };
      m = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(v);
      if (m) return { r: Math.round(Number(m[1]) * 255), g: Math.round(Number(m[2]) * 255), b: Math.round(Number(m[3]) * 255), a: m[4] === undefined ? 1 : Number(m[4]) };
      return null;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('class') ? `.${String(el.getAttribute('class')).trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;

    const probe = document.createElement('span');
    document.body.appendChild(probe);
    const theme: Record<string, Rgba> = {};
    const rootStyle = getComputedStyle(document.documentElement);
    for (const name of Array.from(rootStyle)) {
      if (!name.startsWith('--mm-') || name.startsWith('--mm-chart-') || name === '--mm-font') continue;
      probe.style.color = `var(${name})`;
      const rgba = parse(getComputedStyle(probe).color);
      if (rgba) theme[name] = rgba;
    }
    probe.remove();

    const seen: Seen[] = [];
    const add = (el: Element, property: string, value: string) => {
      if (!value || value === 'none' || value.startsWith('url(')) return;
      const rgba = parse(value);
      seen.push({ where: describe(el), property, value, rgba: rgba ?? { r: -1, g: -1, b: -1, a: 1 } });
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const s = getComputedStyle(el);
      add(el, 'color', s.color);
      add(el, 'background-color', s.backgroundColor);
      for (const side of ['top', 'right', 'bottom', 'left']) {
        if (s.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0) {
          add(el, `border-${side}-color`, s.getPropertyValue(`border-${side}-color`));
        }
      }
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) add(el, 'outline-color', s.outlineColor);
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) {
        add(el, 'fill', s.fill);
        add(el, 'stroke', s.stroke);
      }
      // Shadows (each colour in the list) and drawn text decorations.
      for (const colour of s.boxShadow.match(/rgba?\([^)]*\)|color\(srgb [^)]*\)/g) ?? []) add(el, 'box-shadow', colour);
      if (s.textDecorationLine !== 'none') add(el, 'text-decoration-color', s.textDecorationColor);
      // Generated boxes (::before, ::after): their colours, background and borders.
      for (const pseudo of ['::before', '::after']) {
        const p = getComputedStyle(el, pseudo);
        if (p.content === 'none' || p.content === 'normal' || p.display === 'none') continue;
        add(el, `${pseudo} color`, p.color);
        add(el, `${pseudo} background-color`, p.backgroundColor);
        for (const side of ['top', 'right', 'bottom', 'left']) {
          if (p.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(p.getPropertyValue(`border-${side}-width`)) > 0) {
            add(el, `${pseudo} border-${side}-color`, p.getPropertyValue(`border-${side}-color`));
          }
        }
      }
    }
    return { theme, seen };
  });
}

const hex = ({ r, g, b }: Rgba) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** A colour of the theme at any opacity, transparent, or the black and white the browser paints by default. */
function offTheme(seen: readonly Seen[], theme: Record<string, Rgba>): string[] {
  const allowed = new Set([...Object.values(theme).map(hex), '#000000', '#ffffff']);
  return seen
    .filter((c) => c.rgba.a > 0 && !allowed.has(hex(c.rgba)))
    .map((c) => `${c.property} ${c.value} (${c.rgba.r < 0 ? '?' : hex(c.rgba)}) on ${c.where}`);
}

async function open(path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(siteOn(host, path));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The organisation's theme is on the document (written by the server, kept by the shell).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mm-primary').trim())).toBe(PRIMARY);
  await page.waitForLoadState('networkidle');
  return page;
}

for (const [path, kind] of [['/lp/newspaper-advertising', 'landing page'], ['/about', 'content page']] as const) {
  for (const width of [1280, 390]) {
    test(`a ${kind} (${path}) at ${width} px on the organisation's host paints only the theme's colours`, async () => {
      const page = await open(path, width);
      const { theme, seen } = await paintedColours(page);

      // The theme the page resolves is the organisation's, with the neutrals of the contract.
      const expected = themeTokens({ primary: PRIMARY, secondary: SECONDARY });
      expect(hex(theme['--mm-primary']!)).toBe(PRIMARY);
      expect(hex(theme['--mm-secondary']!)).toBe(SECONDARY);
      expect(hex(theme['--mm-primary-ink']!)).toBe(expected.primaryInk);
      expect(hex(theme['--mm-line']!)).toBe(expected.line);

      // The page shows the organisation's colours (the check below is not passed by a blank page).
      expect(seen.length).toBeGreaterThan(20);
      expect(seen.some((c) => hex(c.rgba) === PRIMARY || hex(c.rgba) === SECONDARY)).toBe(true);

      expect(offTheme(seen, theme)).toEqual([]);
      const reds = seen.filter((c) => PRODUCT_REDS.includes(hex(c.rgba)));
      expect(reds.map((c) => `${c.property} ${c.value} on ${c.where}`)).toEqual([]);
      await page.context().close();
    });
  }
}

// Issue: on an organisation's host no element paints a colour of the product's brand (the
// default theme's red and navy, the mark's tile, …: PRODUCT_BRAND_COLOURS, and the red's old
// hover); its icon is its own, and the codes it sends carry its name.

/** Every colour of the product's brand, as #rrggbb. */
const BRAND_COLOURS = [...new Set([...PRODUCT_BRAND_COLOURS, ...PRODUCT_REDS])];

/** What a page paints in a colour of the product's brand (color, background, borders, outline, fill, stroke). */
async function brandPainted(page: Page): Promise<string[]> {
  const { seen } = await paintedColours(page);
  expect(seen.length).toBeGreaterThan(10);
  return seen.filter((c) => c.rgba.a > 0 && BRAND_COLOURS.includes(hex(c.rgba))).map((c) => `${c.property} ${c.value} on ${c.where}`);
}

test.describe("no colour of the product's brand on the organisation's host", () => {
  test('the brand colours under test are the product\'s red, navy and mark, and the walk finds them on the product\'s own host', async () => {
    expect(BRAND_COLOURS).toEqual(expect.arrayContaining(['#c2381f', '#1f2a44', BRAND_MARK.tile]));
    // The control: the same walk on the product's site sees its red (the check below can fail).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await brandPainted(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  for (const [path, kind] of [['/', 'home page'], ['/newspaper', 'category page'], ['/lp/newspaper-advertising', 'landing page'], ['/about', 'content page']] as const) {
    test(`the ${kind} (${path})`, async () => {
      const page = await open(path, 1280);
      expect(await brandPainted(page)).toEqual([]);
      await page.context().close();
    });
  }

  test('the bag, with a line in it', async () => {
    const page = await open('/radio', 1280);
    await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
    await page.getByRole('button', { name: /add to bag/i }).first().click();
    const drawer = page.getByRole('dialog', { name: /your bag/i });
    if (!(await drawer.isVisible())) await page.getByRole('banner').getByRole('button', { name: /your bag/i }).click();
    await expect(drawer.getByTestId('bag-line')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await brandPainted(page)).toEqual([]);
    await page.context().close();
  });

  test('the sign-in dialog; the code it sends carries the organisation\'s name', async ({ request }) => {
    const page = await open('/', 1280);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    expect(await brandPainted(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Continue with e-mail' }).click();
    const email = uniqueEmail('brand');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel(`Code sent to ${email}`)).toBeVisible();
    expect(await brandPainted(page)).toEqual([]);
    await codeFor(request, email);
    const { messages } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; text: string }[] };
    expect(messages[0]!.subject).toBe(`Your ${orgName} sign-in code`);
    expect(messages[0]!.text).toContain(`Your ${orgName} sign-in code is `);
    expect(`${messages[0]!.subject} ${messages[0]!.text}`).not.toContain('MediaMart');
    await page.context().close();
  });

  test("the page's icon and /favicon.ico are the organisation's mark, not the product's", async () => {
    const page = await open('/about', 1280);
    const hrefs = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(1);
    const svg = decodeURIComponent(hrefs[0]!.replace(/^data:image\/svg\+xml,/, ''));
    expect(svg).toContain(`fill="${PRIMARY}"`);
    expect(svg).not.toBe(BRAND_ICON_SVG);
    for (const colour of BRAND_COLOURS) expect(svg).not.toContain(colour);
    const favicon = await page.evaluate(async () => {
      const res = await fetch('/favicon.ico');
      return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
    });
    expect(favicon).toMatchObject({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
    expect(favicon.body).toBe(svg);
    await page.context().close();
  });
});
