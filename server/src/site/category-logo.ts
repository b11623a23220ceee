import { categoryInfo, MONOGRAM_COLOURS } from 'shared-domain';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors';

/** One colour per category, shared by the sample logos and artworks. */
export const CATEGORY_COLOURS: Record<string, string> = {
  airport: '#2563eb', cinema: '#b91c1c', magazine: '#9333ea', newspaper: '#1f2937', outdoor: '#15803d',
  nontraditional: '#c2410c', radio: '#0e7490', 'influencer-marketing': '#db2777', digital: '#4f46e5',
  television: '#b45309', 'sports-marketing': '#047857',
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 300 × 125 placeholder logo for a category (the seed's profiles point here). */
export function categoryLogoSvg(key: string): string | null {
  const info = categoryInfo(key);
  if (!info) return null;
  const colour = CATEGORY_COLOURS[info.key] ?? '#4b5567';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="125" viewBox="0 0 300 125" role="img" aria-label="${escapeXml(info.label)}">`
    + `<rect width="300" height="125" rx="12" fill="${colour}"/>`
    + `<text x="150" y="74" font-family="Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(info.label)}</text>`
    + '</svg>';
}

const MONOGRAM_FILE = /^([A-Z0-9]{1,4})-([0-9a-f]{6})\.svg$/;

/**
 * A 300 × 125 logo for a media without one: its initials, white, on its colour (shared-domain
 * `mediaMonogram`, the same mark the pages draw when a profile has no logo). Only the
 * palette's colours and 1–4 letters or digits are drawn; anything else is not found.
 */
export function monogramLogoSvg(file: string): string | null {
  const match = MONOGRAM_FILE.exec(file);
  if (!match || !MONOGRAM_COLOURS.includes(`#${match[2]}`)) return null;
  const [, initials, hex] = match;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="125" viewBox="0 0 300 125" role="img" aria-label="${escapeXml(initials!)}">`
    + `<rect width="300" height="125" rx="16" fill="#${hex}"/>`
    + `<text x="150" y="85" font-family="Arial, Helvetica, sans-serif" font-size="68" font-weight="700" letter-spacing="4" fill="#fff" text-anchor="middle">${escapeXml(initials!)}</text>`
    + '</svg>';
}

/** GET /assets/logos/{category}.svg and GET /assets/monograms/{initials}-{colour}.svg */
export function registerCategoryLogos(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/assets/logos/:file', {
    schema: { hide: true, params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } }, required: ['file'] } },
  }, async (request, reply) => {
    const svg = request.params.file.endsWith('.svg') ? categoryLogoSvg(request.params.file.slice(0, -4)) : null;
    if (!svg) throw new NotFoundError('No such logo');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
  app.get<{ Params: { file: string } }>('/assets/monograms/:file', {
    schema: { hide: true, params: { type: 'object', properties: { file: { type: 'string', maxLength: 64 } }, required: ['file'] } },
  }, async (request, reply) => {
    const svg = monogramLogoSvg(request.params.file);
    if (!svg) throw new NotFoundError('No such logo');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
}
