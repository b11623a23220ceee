import type { ContentPage } from './content-types';
import { fillContentPage, fillSiteName, fillSiteNameHtml, namesProduct, SITE_NAME_PLACEHOLDER, templateContentPage, templateSiteName } from './site-name-template';

const page: ContentPage = {
  url: '/about', kind: 'content', title: 'About {{siteName}}', subTitle: '{{ siteName }} plans media',
  verticalData: [{ title: '11', subTitle: 'categories on {{siteName}}' }],
  faqs: [{ question: 'What is {{siteName}}?', answer: '<p>{{siteName}} is a marketplace.</p>' }],
  metaTags: { title: 'About | {{siteName}}', description: 'Read about {{siteName}}.' },
  sections: [{ heading: 'Why {{siteName}}', html: '<p>Buy on {{siteName}}.</p>' }],
  items: [{ name: '{{siteName}} client', detail: 'Pune', quote: 'Loved {{siteName}}', example: true }],
};

describe('fillSiteName', () => {
  it('replaces every placeholder, spaces inside the braces allowed', () => {
    expect(fillSiteName('About {{siteName}} and {{ siteName }}', 'Acme')).toBe('About Acme and Acme');
  });
  it('leaves text without a placeholder and other braces alone', () => {
    expect(fillSiteName('{{other}} MediaMart', 'Acme')).toBe('{{other}} MediaMart');
  });
  it('takes the name literally (no replacement patterns)', () => {
    expect(fillSiteName('{{siteName}}', "$& $' Co")).toBe("$& $' Co");
  });
  it('escapes the name in HTML', () => {
    expect(fillSiteNameHtml('<p>{{siteName}}</p>', 'A & <b>B</b>')).toBe('<p>A &amp; &lt;b&gt;B&lt;/b&gt;</p>');
  });
});

describe('fillContentPage', () => {
  it('fills every text field and keeps the address and kind', () => {
    const filled = fillContentPage(page, 'Acme <Media>');
    expect(JSON.stringify(filled)).not.toContain('siteName');
    expect(filled.title).toBe('About Acme <Media>');
    expect(filled.subTitle).toBe('Acme <Media> plans media');
    expect(filled.sections[0]!.html).toBe('<p>Buy on Acme &lt;Media&gt;.</p>');
    expect(filled.faqs[0]).toEqual({ question: 'What is Acme <Media>?', answer: '<p>Acme &lt;Media&gt; is a marketplace.</p>' });
    expect(filled.metaTags).toEqual({ title: 'About | Acme <Media>', description: 'Read about Acme <Media>.' });
    expect(filled.items[0]).toEqual({ name: 'Acme <Media> client', detail: 'Pune', quote: 'Loved Acme <Media>', example: true });
    expect(filled.verticalData[0]!.subTitle).toBe('categories on Acme <Media>');
    expect([filled.url, filled.kind]).toEqual(['/about', 'content']);
  });
  it('keeps a stored page\'s version fields', () => {
    expect(fillContentPage({ ...page, version: 3, updatedAt: 'x' }, 'MediaMart')).toMatchObject({ version: 3, updatedAt: 'x', title: 'About MediaMart' });
  });
});

describe('templateSiteName / templateContentPage', () => {
  it('turns the product name as a word into the placeholder, not domains or other words', () => {
    expect(templateSiteName("MediaMart's team at hello@mediamart.in; MediaMartian")).toBe(`${SITE_NAME_PLACEHOLDER}'s team at hello@mediamart.in; MediaMartian`);
  });
  it('round-trips a MediaMart page', () => {
    const mediamart = fillContentPage(page, 'MediaMart');
    expect(namesProduct(mediamart)).toBe(true);
    const template = templateContentPage(mediamart);
    expect(namesProduct(template)).toBe(false);
    expect(fillContentPage(template, 'Acme').title).toBe('About Acme');
    expect(template.faqs[0]!.answer).toBe('<p>{{siteName}} is a marketplace.</p>');
  });
});
