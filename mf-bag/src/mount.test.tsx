import { act, screen, waitFor, within } from '@testing-library/react';
import { createTestBus } from 'shared-domain';
import { mount } from './mount';
import { resetBagStores } from './bag/state/use-bag';

/** The CSS declared for an element by the style rules that match it (jsdom does not resolve var() in shorthands). */
function declaredCss(el: Element): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && el.matches(rule.selectorText))
    .map((rule) => rule.style.cssText)
    .join(' ');
}

describe('mount (agency embed)', () => {
  beforeEach(() => { localStorage.clear(); resetBagStores(); });

  it('renders the bag into a plain element, follows update, and unmounts cleanly', async () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const bus = createTestBus();
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: '/api', token: null, theme: { primary: '#0b5d55' }, bus });
    });
    const view = within(el);
    expect(view.getByRole('heading', { name: 'Your Bag' })).toBeInTheDocument();
    const signIn = await view.findByRole('button', { name: 'SIGN IN' });
    act(() => signIn.click());
    expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });

    // With a token the bag is the user's server bag (here unreachable: the error state with Retry).
    act(() => handle.update({ token: 'agency-user-token' }));
    expect(view.queryByRole('button', { name: 'SIGN IN' })).not.toBeInTheDocument();
    expect(await view.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeInTheDocument();

    act(() => handle.unmount());
    expect(el.innerHTML).toBe('');
    expect(screen.queryByRole('heading', { name: 'Your Bag' })).not.toBeInTheDocument();
    el.remove();
  });

  it('links to the site\'s pages absolutely, in a new tab: on siteUrl, else on the origin of apiBase', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: 'https://site.example/api', token: null });
    });
    await waitFor(() => expect(within(el).getByText('Your bag is empty')).toBeInTheDocument());
    // Never on the agency's own origin (jsdom's page is http://localhost).
    expect(within(el).getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', 'https://site.example/');
    expect(within(el).getByRole('link', { name: 'Browse media' })).toHaveAttribute('target', '_blank');
    act(() => handle.unmount());
    act(() => {
      handle = mount(el, { apiBase: 'https://site.example/api', token: null, siteUrl: 'https://media.acme.in' });
    });
    await waitFor(() => expect(within(el).getByRole('link', { name: 'Browse media' })).toHaveAttribute('href', 'https://media.acme.in/'));
    act(() => handle.unmount());
    el.remove();
  });

  it('shows in the embedder\'s colours: the theme\'s custom properties on its element, read by its primary buttons', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: '/api', token: null, theme: { primary: '#0a3d62' } });
    });
    expect(el.style.getPropertyValue('--mm-primary')).toBe('#0a3d62');
    expect(el.style.getPropertyValue('--mm-primary-ink')).toBe('#ffffff');
    const signIn = await within(el).findByRole('button', { name: 'SIGN IN' });
    expect(declaredCss(signIn)).toMatch(/background: var\(--mm-primary, #[0-9a-f]{6}\)/);
    expect(declaredCss(signIn)).toMatch(/color: var\(--mm-primary-ink, #[0-9a-f]{6}\)/);

    act(() => handle.update({ theme: { primary: '#7a1f5c' } }));
    expect(el.style.getPropertyValue('--mm-primary')).toBe('#7a1f5c');
    act(() => handle.unmount());
    expect(el.style.getPropertyValue('--mm-primary')).toBe('');
    el.remove();
  });
});
