import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES, sellerFileIdOf, type SellerFile } from 'shared-domain';
import { makeUser, type Actor } from '../../../test/support/campaign.fixtures';
import { appForSuite, createTestApp } from '../../../test/support/test-app';
import type { Db } from '../../db/database';
import { createSellerFileRepository, linkFileName } from './seller-file.repository';

/** The first bytes of a PNG of `width` × `height`: what the checks read (the header, not the pixels). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, randomBytes(64)]);
}
const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A user who is a member of a new seller account. */
async function makeSeller(db: Db, name: string): Promise<Actor & { sellerId: string }> {
  const user = await makeUser(db, name);
  const sellerId = randomBytes(12).toString('hex');
  const at = new Date().toISOString();
  await db.insertInto('seller_accounts').values({ id: sellerId, name: `${name} Media`, contact_email: user.email, contact_phone: '', created_by: user.id, created_at: at }).execute();
  await db.insertInto('seller_members').values({ user_id: user.id, seller_id: sellerId, added_at: at }).execute();
  return { ...user, sellerId };
}

const storedCount = async (db: Db) => Number((await db.selectFrom('seller_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('seller files', () => {
  const t = appForSuite(() => createTestApp({ env: { SELLER_UPLOAD_RATE_LIMIT: '12' } }));
  let seller: Actor & { sellerId: string };
  let buyer: Actor;
  beforeAll(async () => {
    seller = await makeSeller(t().db, 'Asha');
    buyer = await makeUser(t().db, 'Buyer');
  });

  const upload = (actor: Actor | null, query: string, body: Buffer, headers: Record<string, string> = {}) => t().app.inject({
    method: 'POST',
    url: `/api/seller/files?${query}`,
    headers: { 'content-type': 'application/octet-stream', ...(actor ? { 'x-access-token': actor.token } : {}), ...headers },
    payload: body,
  });

  it('stores a 300 × 125 logo, read from its header, and serves it publicly for good', async () => {
    const bytes = pngHeader(300, 125);
    const res = await upload(seller, 'kind=logo&name=My%20Logo%20(final).PNG', bytes);
    expect(res.statusCode).toBe(201);
    const { file } = res.json() as { file: SellerFile };
    expect(file).toMatchObject({ kind: 'logo', name: 'My Logo (final).PNG', type: 'image/png', size: bytes.length, width: 300, height: 125 });
    expect(file.url).toBe(`/api/seller/files/${file._id}/My-Logo-final.png`);
    expect(sellerFileIdOf(file.url)).toBe(file._id);

    const found = await createSellerFileRepository(t().db).findMany([file._id, 'f'.repeat(24), 'not-an-id']);
    expect([...found.values()]).toEqual([{ id: file._id, sellerId: seller.sellerId, kind: 'logo', contentType: 'image/png', width: 300, height: 125 }]);

    const served = await t().app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBe('inline; filename="My-Logo-final.png"');
    const again = await t().app.inject({ method: 'GET', url: file.url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('stores a real PDF as the media kit: its link ends in .pdf whatever the name said', async () => {
    const res = await upload(seller, 'kind=mediaKit&name=rate-card.png', PDF);
    expect(res.statusCode).toBe(201);
    const { file } = res.json() as { file: SellerFile };
    expect(file).toMatchObject({ kind: 'mediaKit', type: 'application/pdf', size: PDF.length });
    expect(file.width).toBeUndefined();
    expect(file.url).toMatch(/\/rate-card\.pdf$/);
    const served = await t().app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="rate-card.pdf"');
  });

  it('stores any real image as an artwork', async () => {
    const res = await upload(seller, 'kind=artwork&name=%E0%A4%AA%E0%A5%8B%E0%A4%B8%E0%A5%8D%E0%A4%9F%E0%A4%B0.gif', GIF_1x1);
    expect(res.statusCode).toBe(201);
    const { file } = res.json() as { file: SellerFile };
    expect(file).toMatchObject({ kind: 'artwork', type: 'image/gif', width: 1, height: 1 });
    // A name with nothing safe in it becomes the kind's.
    expect(file.url).toBe(`/api/seller/files/${file._id}/artwork.gif`);
  });

  it.each([
    ['a logo of the wrong size', 'kind=logo&name=logo.png', pngHeader(300, 126), 'The logo must be 300 × 125 pixels; this image is 300 × 126.'],
    ['a logo that is no image', 'kind=logo&name=logo.png', Buffer.from('<svg onload="alert(1)"></svg>'), 'The logo must be a PNG, JPEG, GIF or WebP image.'],
    ['a media kit that is no PDF', 'kind=mediaKit&name=kit.pdf', Buffer.from('%PDF-1.4 but cut short'), 'The media kit must be a PDF file.'],
    ['an artwork that is no image', 'kind=artwork&name=art.jpg', PDF, 'The artwork must be a PNG, JPEG, GIF or WebP image.'],
    ['an empty file', 'kind=artwork&name=art.jpg', Buffer.alloc(0), 'The file is empty; send its bytes as the request body'],
  ])('refuses %s with a 400 and stores nothing', async (_what, query, body, message) => {
    const before = await storedCount(t().db);
    const res = await upload(seller, query, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message });
    expect(await storedCount(t().db)).toBe(before);
  });

  it('refuses an unknown kind or a missing name', async () => {
    expect((await upload(seller, 'kind=poster&name=a.png', GIF_1x1)).statusCode).toBe(400);
    expect((await upload(seller, 'kind=artwork', GIF_1x1)).statusCode).toBe(400);
  });

  it('refuses a file over its kind\'s limit with a 413, and multipart with a 415', async () => {
    const before = await storedCount(t().db);
    const big = Buffer.concat([pngHeader(300, 125), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const res = await upload(seller, 'kind=logo&name=logo.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: 'The logo is larger than 5 MB; upload a smaller file' });
    const multipart = await upload(seller, 'kind=artwork&name=a.gif', GIF_1x1, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(multipart.statusCode).toBe(415);
    expect(await storedCount(t().db)).toBe(before);
  });

  it('is for signed-in members of a seller account only', async () => {
    expect((await upload(null, 'kind=artwork&name=a.gif', GIF_1x1)).statusCode).toBe(401);
    const res = await upload(buyer, 'kind=artwork&name=a.gif', GIF_1x1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_a_seller' });
  });

  it('answers 404 for an unknown or malformed file id', async () => {
    expect((await t().app.inject({ method: 'GET', url: `/api/seller/files/${'0'.repeat(24)}/a.png` })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: '/api/seller/files/..%2F..%2Fetc/a.png' })).statusCode).toBe(404);
  });
});

describe('seller upload rate limit', () => {
  const t = appForSuite(() => createTestApp({ env: { SELLER_UPLOAD_RATE_LIMIT: '2' } }));

  it('counts uploads per user and answers 429 past SELLER_UPLOAD_RATE_LIMIT, before the body is read', async () => {
    const [a, b] = [await makeSeller(t().db, 'Ravi'), await makeSeller(t().db, 'Meera')];
    const send = (actor: Actor) => t().app.inject({
      method: 'POST', url: '/api/seller/files?kind=artwork&name=a.gif', headers: { 'x-access-token': actor.token }, payload: GIF_1x1,
    });
    expect((await send(a)).statusCode).toBe(201);
    expect((await send(a)).statusCode).toBe(201);
    const refused = await send(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(b)).statusCode).toBe(201);
  });
});

describe('linkFileName', () => {
  it.each([
    ['keeps inner dots, takes the extension from the type', 'poster.final.JPEG', 'image/jpeg', 'poster.final.jpg'],
    ['drops path parts', '../../etc/passwd', 'application/pdf', 'etc-passwd.pdf'],
    ['names a nameless file by its kind', '  ', 'image/png', 'logo.png'],
    ['cuts a long name to 120 characters', `${'x'.repeat(300)}.png`, 'image/png', `${'x'.repeat(116)}.png`],
  ])('%s', (_what, name, type, expected) => {
    expect(linkFileName(name, type, 'logo')).toBe(expected);
    expect(sellerFileIdOf(`/api/seller/files/${'a'.repeat(24)}/${expected}`)).toBe('a'.repeat(24));
  });
});
