import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import styled, { __PRIVATE__, ServerStyleSheet } from 'styled-components';
import { adoptServerStyles, SERVER_STYLES_ATTRIBUTE, serverStyleTags } from './server-styles';

const Card = styled.section`
  padding: 12px;
  border: 1px solid #d9dde5;
`;
const Other = styled.p`
  margin: 3px;
`;

/** The text of the style elements styled-components writes in the browser. */
const injected = () => [...document.querySelectorAll('style[data-styled="active"]')].map((s) => s.textContent).join('');

describe('the server render’s styles', () => {
  it('are carried without the attribute styled-components’ browser copy looks for', () => {
    const tags = '<style data-styled="true" data-styled-version="6.6.0">.a{color:red;}/*!sc*/\n</style>';
    expect(serverStyleTags(tags)).toBe(`<style data-styled="true" ${SERVER_STYLES_ATTRIBUTE}="">.a{color:red;}/*!sc*/\n</style>`);
  });

  it('stay in the page as they are, and the browser injects none of their rules again', () => {
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<Card>Server</Card>));
    const tags = serverStyleTags(sheet.getStyleTags());
    sheet.seal();
    document.head.innerHTML = tags;
    const server = document.head.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`)!;
    const cardClass = /\.([A-Za-z]+)\{padding:12px/.exec(server.textContent ?? '')?.[1];
    expect(cardClass).toBeDefined();

    expect(adoptServerStyles(document)).toBe(1);
    const { container } = render(<><Card>Browser</Card><Other>New</Other></>);
    expect(container.querySelector('section')!.className).toContain(cardClass);
    // The server's element is still there; only the rule the server did not have is written.
    expect(server.isConnected).toBe(true);
    expect(injected()).not.toContain('padding:12px');
    expect(injected()).toContain('margin:3px');
    expect(__PRIVATE__.mainSheet.hasNameForId(Card.styledComponentId, cardClass!)).toBe(true);
  });
});
