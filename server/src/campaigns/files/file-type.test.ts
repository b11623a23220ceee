import { attachmentHeader, detectFileType, extensionOf, sanitizeFileName } from './file-type';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const zipWith = (...entries: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]), ...entries.map((e) => Buffer.from(e))]);

describe('detectFileType', () => {
  it.each([
    ['poster.PNG', PNG, 'image/png'],
    ['photo.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['anim.gif', Buffer.from('GIF89a....'), 'image/gif'],
    ['hero.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['plan.pdf', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['spot.mp4', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42')]), 'video/mp4'],
    ['spot.mov', Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')]), 'video/quicktime'],
    ['spot.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'video/webm'],
    ['media.xlsx', zipWith('[Content_Types].xml', 'xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['brief.docx', zipWith('[Content_Types].xml', 'word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 'application/vnd.ms-excel'],
    ['all.zip', zipWith('a.txt'), 'application/zip'],
    ['rows.csv', Buffer.from('date,clicks\n2025-03-01,3\n'), 'text/csv'],
    ['notes.txt', Buffer.from('Ad copy — हिंदी\r\n'), 'text/plain'],
  ])('%s is %s', (name, bytes, type) => {
    expect(detectFileType(name, bytes)).toEqual({ ok: true, type });
  });

  it.each([
    ['run.exe', Buffer.from('MZ\x90\x00'), '.exe files are not accepted'],
    ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), '.svg files are not accepted'],
    ['page.html', Buffer.from('<html>'), '.html files are not accepted'],
    ['noextension', PNG, 'Files without an extension are not accepted'],
    ['fake.png', Buffer.from('%PDF-1.7'), 'fake.png is not a real PNG image: its content does not match its .png extension'],
    ['fake.pdf', Buffer.from('<html><script>alert(1)</script>'), 'fake.pdf is not a real PDF'],
    ['fake.xlsx', zipWith('a.txt'), 'fake.xlsx is not a real Excel workbook'],
    ['bin.csv', Buffer.from([0x61, 0x00, 0x62]), 'bin.csv is not a real CSV file'],
    ['latin1.csv', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'latin1.csv is not a real CSV file'],
  ])('refuses %s', (name, bytes, message) => {
    const result = detectFileType(name, bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\me\\ad.pdf', 'ad.pdf'],
    ['.hidden.png', 'hidden.png'],
    ['..', ''],
    ['a\u0000b\r\n.png', 'ab.png'],
    ['  spaced   out .png ', 'spaced out .png'],
    ['what?<>:"|*.pdf', 'what.pdf'],
    ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['ऐड क्रिएटिव.jpg', 'ऐड क्रिएटिव.jpg'],
  ])('%j → %j', (raw, name) => expect(sanitizeFileName(raw)).toBe(name));

  it('keeps the extension when it shortens a long name', () => {
    const name = sanitizeFileName(`${'x'.repeat(400)}.pdf`);
    expect(name).toHaveLength(150);
    expect(extensionOf(name)).toBe('pdf');
  });
});

describe('attachmentHeader', () => {
  it('always attaches, with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader('ad "final".pdf')).toBe('attachment; filename="ad _final_.pdf"; filename*=UTF-8\'\'ad%20%22final%22.pdf');
    expect(attachmentHeader('ऐड.jpg')).toBe(`attachment; filename="__.jpg"; filename*=UTF-8''${encodeURIComponent('ऐड')}.jpg`);
  });
});
