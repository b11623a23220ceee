import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RuntimeProvider } from 'shared-ui';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import { fakeLoader, renderWithProviders, testRuntime } from '../test/render-with-providers';
import { theme } from '../theme/theme';
import { Header } from './header';

const now = new Date(2025, 2, 10);

beforeEach(() => {
  document.body.innerHTML = '';
});

/** The header as the server's page has it, in the document as a browser without script gets it. */
function serverHeader(route: string) {
  const html = renderToString(
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={theme}>
        <RuntimeProvider runtime={testRuntime()}>
          <RemoteLoaderProvider loader={fakeLoader()}>
            <Header now={now} user={null} />
          </RemoteLoaderProvider>
        </RuntimeProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
  document.body.innerHTML = html;
  return document.body;
}

describe('Header in the server markup (a phone without script)', () => {
  it('has a menu the browser opens by itself, with the categories, tools, Contact Us and "Plan a campaign"', () => {
    const page = serverHeader('/radio');
    const menu = page.querySelector('details')!;
    expect(menu).not.toBeNull();
    expect(menu.querySelector('summary')).toHaveTextContent('Menu');
    const links = within(menu).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(expect.arrayContaining([
      ['Plan a campaign', '/ad-campaign-brief'],
      ['Radio', '/radio'],
      ['Contact Us', '/contact-us'],
      ['Calculators', '/calculators'],
    ]));
  });

  it('searches with plain GET forms that go to /search-results?search=', () => {
    const page = serverHeader('/');
    const forms = Array.from(page.querySelectorAll('form[role="search"]'));
    expect(forms).toHaveLength(2);
    forms.forEach((form) => {
      expect(form).toHaveAttribute('action', '/search-results');
      expect(form).toHaveAttribute('method', 'get');
      expect(form.querySelector('input[type="search"]')).toHaveAttribute('name', 'search');
    });
  });
});

describe('Header in the browser', () => {
  it('has no scriptless menu once it renders itself (the drawer serves phones)', () => {
    renderWithProviders(<Header now={now} user={null} />, { route: '/radio' });
    expect(document.querySelector('details')).toBeNull();
  });

  it("names the bag button with its visible words and count in that order (axe's label-content-name-mismatch)", () => {
    renderWithProviders(<Header now={now} user={null} />);
    const bag = screen.getByRole('button', { name: 'Your Bag, 0 items' });
    // What a sighted user reads, the way axe joins it: the words, then the count, apart.
    expect(bag.textContent?.replace(/\s+/g, ' ').trim()).toBe('Your Bag 0');
  });
});
