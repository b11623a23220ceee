import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { fakeLoader, testSession } from '../test/render-with-providers';
import { installMatchMedia } from '../test/viewport';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import { SessionProvider } from '../session/session-context';
import { theme } from '../theme/theme';
import { PopupSlot } from './popup-slot';
import { holdUntilHydrated, takeEarlyPointerLeave } from '../hydration/page-hydration';

const loader = () =>
  fakeLoader({
    'mf_landing/popups': {
      default: ({ kind, category, onClose }) => (
        <div role="dialog" aria-label={kind}>
          {category?.label}
          <button type="button" onClick={onClose}>Close</button>
        </div>
      ),
    },
  });

function renderAt(path: string) {
  const { session } = testSession();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider theme={theme}>
        <RemoteLoaderProvider loader={loader()}>
          <SessionProvider session={session}>
            <PopupSlot />
          </SessionProvider>
        </RemoteLoaderProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
  return { ...view, dispose: () => { view.unmount(); session.dispose(); } };
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

const leaveThroughTop = () => act(() => {
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true }));
});

beforeEach(() => {
  jest.useFakeTimers();
  clearCookies();
  installMatchMedia(1280);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('lead magnet', () => {
  it('opens 40 s after entering an eligible page, with the page’s category, and closing keeps it away', async () => {
    const v = renderAt('/radio');
    await act(async () => { jest.advanceTimersByTime(39_999); });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => { jest.advanceTimersByTime(1); });
    expect(await screen.findByRole('dialog', { name: 'lead-magnet' })).toHaveTextContent('Radio');
    expect(document.cookie).toContain('mm_lead_magnet_shown=1');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('mm_lead_magnet_closed=1');
    v.dispose();
    const again = renderAt('/radio');
    await act(async () => { jest.advanceTimersByTime(60_000); });
    expect(screen.queryByRole('dialog')).toBeNull();
    again.dispose();
  });

  it.each(['/lp/radio-advertising', '/bag', '/dashboard', '/staff/leads'])('never opens on %s', async (path) => {
    const v = renderAt(path);
    await act(async () => { jest.advanceTimersByTime(120_000); });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain('mm_lead_magnet_shown');
    v.dispose();
  });
});

describe('exit intent', () => {
  it('shows at most twice on influencer pages', async () => {
    const v = renderAt('/influencer-marketing');
    for (let i = 0; i < 2; i++) {
      leaveThroughTop();
      fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    }
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('mm_exit_influencer=2');
    v.dispose();
  });

  it('shows once on IPL pages, not when the pointer leaves elsewhere, and not on other pages', async () => {
    const other = renderAt('/radio');
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).toBeNull();
    other.dispose();
    const v = renderAt('/sports-marketing/ipl-advertising');
    act(() => { document.dispatchEvent(new MouseEvent('mouseout', { clientY: 200, relatedTarget: null, bubbles: true })); });
    expect(screen.queryByRole('dialog')).toBeNull();
    leaveThroughTop();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).toBeNull();
    v.dispose();
  });

  it('counts a pointer that left through the top before the page listened (right after it appeared)', async () => {
    holdUntilHydrated(document);
    leaveThroughTop();
    const v = renderAt('/influencer-marketing');
    expect(await screen.findByRole('dialog', { name: 'exit-intent' })).toBeInTheDocument();
    expect(document.cookie).toContain('mm_exit_influencer=1');
    v.dispose();
    // Taken once: the next page does not see it again.
    expect(takeEarlyPointerLeave()).toBeNull();
  });

  it('is desktop only', () => {
    window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    const v = renderAt('/influencer-marketing');
    leaveThroughTop();
    expect(screen.queryByRole('dialog')).toBeNull();
    v.dispose();
  });
});
