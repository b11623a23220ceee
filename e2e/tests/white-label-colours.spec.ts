import { expect, test, type Browser, type Page } from '@playwright/test';
import { BRAND_MARK, DEFAULT_THEME, themeTokens } from 'shared-domain';
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

test.beforeAll(async ({ playwright }) => {
  host = uniqueHost('palette');
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const { token } = await newStaff(request);
  const org = await createOrganisation(request, token, { name: `Palette Media ${uniqueSuffix()}`, hostnames: [host], primary: PRIMARY, secondary: SECONDARY });
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
 * element, border colours where a border is drawn, the outline where there is one, and fill and
 * stroke of SVG shapes. Also the theme's custom properties (`--mm-*`, less the chart series and
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
