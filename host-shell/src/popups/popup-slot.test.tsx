import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
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

/** Lets a test move to another route, as a link click does. */
let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => act(() => navigate(path));
  return null;
}

function renderAt(path: string, extra: ReactNode = null) {
  const { session } = testSession();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      {extra}
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
  window.sessionStorage.clear();
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

/** A non-modal dialog, as the chat panel is. */
function ChatStandIn() {
  const [open, setOpen] = useState(true);
  return open ? (
    <section role="dialog" aria-label="Chat">
      <button type="button" onClick={() => setOpen(false)}>Close chat</button>
    </section>
  ) : null;
}

describe('lead magnet, held back', () => {
  const pass = (ms: number) => act(async () => { jest.advanceTimersByTime(ms); });
  const leadMagnet = () => screen.queryByRole('dialog', { name: 'lead-magnet' });

  it('counts its 40 s from entry: route changes do not start them again', async () => {
    const v = renderAt('/radio');
    await pass(25_000);
    go('/outdoor');
    await pass(10_000);
    go('/newspaper');
    expect(leadMagnet()).toBeNull();
    await pass(5_000);
    expect(await screen.findByRole('dialog', { name: 'lead-magnet' })).toHaveTextContent('Newspaper');
    v.dispose();
  });

  it('waits on a page where the buyer works or pays, and opens on the next eligible page', async () => {
    const v = renderAt('/bag');
    await pass(60_000);
    expect(leadMagnet()).toBeNull();
    expect(document.cookie).not.toContain('mm_lead_magnet_shown');
    go('/radio');
    expect(await screen.findByRole('dialog', { name: 'lead-magnet' })).toBeInTheDocument();
    v.dispose();
  });

  it('never opens over another dialog (the chat panel); opens once it is closed', async () => {
    const v = renderAt('/radio', <ChatStandIn />);
    await pass(60_000);
    expect(leadMagnet()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    await pass(1_000);
    expect(await screen.findByRole('dialog', { name: 'lead-magnet' })).toBeInTheDocument();
    v.dispose();
  });

  it('waits while the visitor types, and for 5 s after the last keystroke', async () => {
    const v = renderAt('/radio', <input aria-label="Your message" />);
    const field = screen.getByLabelText('Your message');
    act(() => field.focus());
    await pass(45_000);
    expect(leadMagnet()).toBeNull();
    act(() => field.blur());
    fireEvent.keyDown(document.body, { key: 'a' });
    await pass(4_000);
    expect(leadMagnet()).toBeNull();
    await pass(2_000);
    expect(await screen.findByRole('dialog', { name: 'lead-magnet' })).toBeInTheDocument();
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
