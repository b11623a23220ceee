import { SITE_NAME } from '../format/page-meta';
import { MAIL_BRAND_MAX, mailBrand } from './mail-brand';

describe('mailBrand', () => {
  it('is MediaMart on the product (no organisation)', () => {
    expect(mailBrand(null)).toBe(SITE_NAME);
    expect(mailBrand(undefined)).toBe(SITE_NAME);
  });

  it("keeps an organisation's ordinary name as it is", () => {
    expect(mailBrand('Acme Media & Co. (Pune)')).toBe('Acme Media & Co. (Pune)');
    expect(mailBrand("D'Souza Ads+Media / Goa")).toBe("D'Souza Ads+Media / Goa");
    expect(mailBrand('मीडिया हाउस')).toBe('मीडिया हाउस');
  });

  it('cannot inject a header: CR, LF and every control or line separator become a space', () => {
    expect(mailBrand('Acme\r\nBcc: victim@example.com')).toBe('Acme Bcc victim example.com');
    expect(mailBrand('Acme\u2028X\u0000Y\u0085Z\tW')).toBe('Acme X Y Z W');
  });

  it('drops quotes, angle brackets, backslashes, bidi and zero-width characters and emoji', () => {
    expect(mailBrand('"Acme" <evil@x.in>\\')).toBe('Acme evil x.in');
    expect(mailBrand('Ac\u202Eme\u200B Media 🎉')).toBe('Ac me Media');
  });

  it('is MediaMart when nothing is left', () => {
    expect(mailBrand('  \r\n<>"  ')).toBe(SITE_NAME);
    expect(mailBrand('')).toBe(SITE_NAME);
  });

  it('is cut to MAIL_BRAND_MAX characters at a word boundary', () => {
    const long = `${'Word '.repeat(30)}End`;
    const out = mailBrand(long);
    expect([...out].length).toBeLessThanOrEqual(MAIL_BRAND_MAX);
    expect(out).toMatch(/^(Word )+Word$/);
    expect([...mailBrand('x'.repeat(200))]).toHaveLength(MAIL_BRAND_MAX);
  });
});
