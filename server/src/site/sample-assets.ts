import { categoryInfo } from 'shared-domain';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors';
import { escapeXml } from './category-logo';

/**
 * The seed catalog's sample files: reference artworks (`/assets/artworks/{category}-{n}.jpg`)
 * and digital media kits (`/assets/media-kits/{slug}.pdf`, or `.doc` where the seed gives a seller a Word kit). They are drawn on request, so a
 * seeded page never links to a missing file; a seller's real files replace them in the data.
 */

const ARTWORK = /^([a-z-]{2,40})-([1-9])\.(?:jpg|svg)$/;
const MEDIA_KIT = /^([a-z0-9][a-z0-9-]{0,99})\.(pdf|doc)$/;

/**
 * A 600 × 400 sample layout for a category: a neutral frame (grey, the ad's place dashed,
 * labelled "Sample layout") rather than a mock advertisement, so a seeded page never shows
 * an ad that was not run as if it were a reference. The seed marks these artworks `sample`.
 */
export function sampleArtworkSvg(categoryKey: string, n: number): string | null {
  const info = categoryInfo(categoryKey);
  if (!info) return null;
  const label = escapeXml(info.label);
  // The second sample is a tall placement, the first a wide one.
  const [x, y, w, h] = n % 2 === 0 ? [200, 50, 200, 260] : [60, 70, 480, 220];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="Sample layout ${n} for ${label}: not a real advertisement">`
    + `<rect width="600" height="400" fill="#f4f5f8"/>`
    + `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff" stroke="#9aa3b2" stroke-width="3" stroke-dasharray="12 8"/>`
    + `<text x="300" y="370" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#4b5567" text-anchor="middle">Sample layout · ${label}</text>`
    + '</svg>';
}

/** The same sample as a Word document: RTF, which Word and LibreOffice open under a .doc name. */
export function sampleMediaKitDoc(slug: string): Buffer {
  const title = slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  const text = (s: string) => s.replace(/[\\{}]/g, (c) => `\\${c}`);
  return Buffer.from(
    `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs56 ${text(title)}\\par\\fs28 Media kit: audience, formats and rates on request.\\par\\fs22 Sample file of the seed catalogue.\\par}`,
    'latin1',
  );
}

/** A one-page PDF (PDF 1.4, standard font) naming the media; offsets in the xref table are exact. */
export function sampleMediaKitPdf(slug: string): Buffer {
  const title = slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  const text = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT /F1 28 Tf 72 720 Td', `(${text(title)}) Tj`, 'ET',
    'BT /F1 14 Tf 72 684 Td', '(Media kit: audience, formats and rates on request.) Tj', 'ET',
    'BT /F1 11 Tf 72 660 Td', '(Sample file of the seed catalogue.) Tj', 'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const notFound = (what: string) => new NotFoundError(`No such ${what}`);
const fileParam = { type: 'object', properties: { file: { type: 'string', maxLength: 120 } }, required: ['file'] } as const;

/** GET /assets/artworks/{category}-{n}.jpg and GET /assets/media-kits/{slug}.pdf|.doc */
export function registerSampleAssets(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/assets/artworks/:file', { schema: { hide: true, params: fileParam } }, async (request, reply) => {
    const match = ARTWORK.exec(request.params.file);
    const svg = match ? sampleArtworkSvg(match[1]!, Number(match[2])) : null;
    if (!svg) throw notFound('artwork');
    // The seed names them .jpg; browsers draw an image by its type, not its name.
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  });
  app.get<{ Params: { file: string } }>('/assets/media-kits/:file', { schema: { hide: true, params: fileParam } }, async (request, reply) => {
    const match = MEDIA_KIT.exec(request.params.file);
    if (!match) throw notFound('media kit');
    if (match[2] === 'doc') {
      return reply
        .header('content-type', 'application/msword')
        .header('content-disposition', `attachment; filename="${match[1]}-media-kit.doc"`)
        .header('cache-control', 'public, max-age=86400')
        .send(sampleMediaKitDoc(match[1]!));
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${match[1]}-media-kit.pdf"`)
      .header('cache-control', 'public, max-age=86400')
      .send(sampleMediaKitPdf(match[1]!));
  });
}
