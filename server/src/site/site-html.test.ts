import { withServerRender } from './site-html';

/** The host's built page as webpack minifies it, with its no-script notice before the root. */
const TEMPLATE = '<!doctype html><html><head><title>MediaMart</title></head><body>'
  + '<noscript><p>MediaMart needs JavaScript to plan and book your advertising.</p></noscript><div id=root></div><script src=/main.js></script></body></html>';

describe('withServerRender', () => {
  it('puts the page in #root and the no-script notice after it, so the page comes first without script', () => {
    const html = withServerRender(TEMPLATE, { html: '<main><h1>Deals</h1></main>', styles: '<style>h1{}</style>', data: { k: { value: 1 } }, preload: [] }, 'mm-data');
    expect(html.match(/<noscript>/g)).toHaveLength(1);
    const root = html.indexOf('<div id="root"><main><h1>Deals</h1></main></div>');
    expect(root).toBeGreaterThan(0);
    expect(html.indexOf('<noscript><p>MediaMart needs JavaScript')).toBeGreaterThan(root);
    expect(html).toContain('<main><h1>Deals</h1></main></div><script type="application/json" id="mm-data">{"k":{"value":1}}</script><noscript>');
    expect(html).toContain('<style>h1{}</style></head>');
  });

  it('leaves a template without a root as it is', () => {
    const template = TEMPLATE.replace('<div id=root></div>', '');
    expect(withServerRender(template, { html: '<p>x</p>', styles: '', data: {}, preload: [] }, 'mm-data')).toBe(template);
  });
});
