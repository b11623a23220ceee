import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { PREVIEW_BANNER_COOKIE, previewBannerText } from 'shared-domain/releases';
import { Header } from '../header/header';
import { installMatchMedia } from '../test/viewport';
import { renderWithProviders } from '../test/render-with-providers';
import { theme } from '../theme/theme';
import { PreviewBanner, readPreviewBanner } from './preview-banner';

const setCookie = (value: string) => {
  document.cookie = `${PREVIEW_BANNER_COOKIE}=${value}; path=/`;
};
/** The rules styled-components put in the document (components' rules). */
const styles = () => [...document.querySelectorAll('style')].map((el) => el.textContent ?? '').join('\n');
const clearCookie = () => {
  document.cookie = `${PREVIEW_BANNER_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

beforeEach(() => {
  installMatchMedia(1280);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCookie();
  jest.restoreAllMocks();
});

describe('readPreviewBanner', () => {
  it('finds the banner cookie among the others, encoded or not', () => {
    expect(readPreviewBanner(`a=1; ${PREVIEW_BANNER_COOKIE}=mf_bag@1.3.0; b=2`)).toEqual({ remote: 'mf_bag', version: '1.3.0' });
    expect(readPreviewBanner(`${PREVIEW_BANNER_COOKIE}=mf_catalog%402.0.0-rc.1`)).toEqual({ remote: 'mf_catalog', version: '2.0.0-rc.1' });
  });

  it('is null without it, or for anything that is not a remote and a version', () => {
    expect(readPreviewBanner('')).toBeNull();
    expect(readPreviewBanner('mm_preview=signed.token')).toBeNull();
    expect(readPreviewBanner(`x${PREVIEW_BANNER_COOKIE}=mf_bag@1.3.0`)).toBeNull();
    expect(readPreviewBanner(`${PREVIEW_BANNER_COOKIE}=mf_shop@1.3.0`)).toBeNull();
    expect(readPreviewBanner(`${PREVIEW_BANNER_COOKIE}=mf_bag@<script>`)).toBeNull();
    expect(readPreviewBanner(`${PREVIEW_BANNER_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});

describe('the preview banner in the header', () => {
  it('shows nothing and reserves nothing for a buyer without the cookie', () => {
    renderWithProviders(<Header now={new Date(2025, 2, 10)} user={null} />);
    expect(screen.getByRole('link', { name: 'MediaMart home' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Release preview' })).toBeNull();
    expect(screen.queryByText(/^Preview: /)).toBeNull();
  });

  it('says which release is previewed above the header, with a plain link out, and keeps the page clear of it', () => {
    setCookie('mf_bag@1.3.0');
    renderWithProviders(<Header now={new Date(2025, 2, 10)} user={null} />);
    const banner = screen.getByRole('region', { name: 'Release preview' });
    expect(within(banner).getByText(previewBannerText('mf_bag', '1.3.0'))).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Leave preview' })).toHaveAttribute('href', '/preview/leave');
    // No button that closes it by accident: the link is the only control.
    expect(within(banner).queryByRole('button')).toBeNull();
    // It sits in the fixed header, before the bar with the logo.
    const header = screen.getByRole('banner');
    expect(header.firstElementChild).toBe(banner);
    // The header's spacer adds the banner's height (set while the banner shows, below).
    expect(styles()).toContain('height:calc(113px + var(--mm-preview-banner, 0px))');
  });
});

describe('the banner height the page keeps clear', () => {
  // jsdom gets no global rules from styled-components; a collecting sheet shows them.
  const globalRules = () => {
    const sheet = new ServerStyleSheet();
    const view = render(sheet.collectStyles(<ThemeProvider theme={theme}><PreviewBanner /></ThemeProvider>));
    const tags = sheet.getStyleTags();
    view.unmount();
    sheet.seal();
    return tags;
  };

  it('is set, wide and narrow, only while a preview is open', () => {
    expect(globalRules()).not.toContain('--mm-preview-banner');
    setCookie('mf_bag@1.3.0');
    const rules = globalRules();
    expect(rules).toContain(':root{--mm-preview-banner:40px;}');
    expect(rules).toContain('@media (max-width: 959.98px){:root{--mm-preview-banner:56px;}}');
  });
});

describe('the preview banner and the server render', () => {
  const tree = (
    <ThemeProvider theme={theme}>
      <PreviewBanner />
      <p>Page</p>
    </ThemeProvider>
  );

  it('renders the same markup as the server, then shows the banner once mounted', async () => {
    setCookie('mf_dashboard@2.1.0');
    const html = renderToString(tree);
    expect(html).not.toContain('Preview:');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByText(previewBannerText('mf_dashboard', '2.1.0'))).toBeInTheDocument();
    act(() => root!.unmount());
    container.remove();
  });
});
