import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Tracker } from '../analytics/tracker';
import styled, { ThemeProvider } from 'styled-components';
import { Footer } from '../footer/footer';
import type { LoadFooter } from '../footer/footer-data';
import { RenderedOrganisation, sitePartsFor, useWhiteLabelOrganisation } from '../white-label/use-white-label';
import { Header } from '../header/header';
import { useSignedInUser } from '../lib/use-signed-in-user';
import type { LoadedRemote, RemoteLoader } from '../remotes/remote-loader';
import { color, PreloadedDataProvider, RuntimeProvider, type PreloadedData, type RemoteRuntime } from 'shared-ui';
import type { SiteOrganisation } from 'shared-domain';
import { RemoteLoaderProvider, type RemoteFailureListener } from '../remotes/remote-loader-context';
import { SessionProvider, useSession, type ShellSession } from '../session/session-context';
import { PopupSlot } from '../popups/popup-slot';
import { SnackbarHost } from '../snackbar/snackbar-host';
import { GlobalStyle } from '../theme/global-style';
import { theme as defaultTheme, type AppTheme } from '../theme/theme';
import { AuthRootSlot } from './auth-root-slot';
import { BagDrawerSlot } from './bag-drawer-slot';
import { ChatWidgetSlot } from './chat-widget-slot';
import { ConsentBanner, ConsentContext } from '../consent/consent-banner';
import type { ConsentController } from '../consent/consent-controller';
import { SiteRoutes } from './site-routes';
import { useScrollManager } from './scroll-manager';
import { dropFirstUrlHead } from './server-head';

export type AppProps = {
  /** The page's one runtime (shared-ui's createRuntime): the API clients, session, bus and theme every remote reads. */
  runtime: RemoteRuntime;
  /** Loads remote modules (the federation loader in the browser, a fake in tests). */
  loader: RemoteLoader;
  /** Modules loaded before the first render (the page's remote, for the server's render and the hydration). */
  peek?: LoadedRemote;
  /** The data the server's render used (the document's data block in the browser). */
  preloaded?: PreloadedData | null;
  /** The white-label organisation the page is rendered for (the server's render, and the hydration of it); null: the product's site. */
  organisation?: SiteOrganisation | null;
  /** "Today" for the dated logo and the copyright year. */
  now?: Date;
  theme?: AppTheme;
  /** The page's session (`pageSession()` in the browser, a controller over a fake API in tests). */
  session: ShellSession;
  /** Analytics: told each page the router shows (absent in tests that do not look at it). */
  tracker?: Tracker;
  /** Told when a remote's slot fails (the analytics' remote_error report; absent on the server). */
  onRemoteError?: RemoteFailureListener;
  /** The footer's data (GET /api/site/footer by default). */
  loadFooter?: LoadFooter;
  /** Called once, after the first render is on screen and every part's effects ran (their bus subscriptions included). */
  onMounted?: () => void;
  /** Called when the page's own part (the route's remote) is on screen with its code, or has failed and says so. */
  onPageReady?: () => void;
  /** The consent to the configured third-party scripts (SPEC.md 7.24); absent: none configured, or the server's render. */
  consent?: ConsentController | null;
};

/** The composed site inside a router: header, the page's remote, footer, overlays. */
export function App(props: AppProps) {
  const { runtime, loader, peek, preloaded = null, organisation = null, now = new Date(), theme = defaultTheme, session, tracker, loadFooter, onMounted, onPageReady, onRemoteError, consent = null } = props;
  // A parent's effects run after its children's: the header already listens when this runs.
  const mounted = useRef(onMounted);
  useEffect(() => mounted.current?.(), []);
  return (
    <ThemeProvider theme={theme}>
      <RuntimeProvider runtime={runtime}>
        <RemoteLoaderProvider loader={loader} peek={peek} onFailure={onRemoteError}>
          <PreloadedDataProvider data={preloaded}>
            <RenderedOrganisation.Provider value={organisation}>
              <SessionProvider session={session}>
                <ConsentContext.Provider value={consent}>
                  <GlobalStyle />
                  <Shell now={now} tracker={tracker} loadFooter={loadFooter} onPageReady={onPageReady} />
                </ConsentContext.Provider>
              </SessionProvider>
            </RenderedOrganisation.Provider>
          </PreloadedDataProvider>
        </RemoteLoaderProvider>
      </RuntimeProvider>
    </ThemeProvider>
  );
}

function Shell({ now, tracker, loadFooter, onPageReady }: { now: Date; tracker?: Tracker; loadFooter?: LoadFooter; onPageReady?: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => tracker?.page(pathname), [tracker, pathname]);
  // A new page at its top (or #hash), Back and Forward where the visitor left it.
  useScrollManager();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) dropFirstUrlHead(document);
  }, [pathname]);
  const user = useSignedInUser();
  const session = useSession();
  const org = useWhiteLabelOrganisation();
  // The chat assistant (mf_landing's ChatWidget) shows only where `parts.chat`: never on white-label unless the organisation asks, nor on landing pages that hide it.
  const parts = sitePartsFor(pathname, org);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header now={now} user={user} onLogout={session.logout} />
      <Main id="main" tabIndex={-1}>
        <SiteRoutes onPageReady={onPageReady} />
      </Main>
      {parts.footer && <Footer now={now} organisation={org} load={loadFooter} />}
      <SnackbarHost />
      <BagDrawerSlot />
      <AuthRootSlot />
      <PopupSlot />
      <ChatWidgetSlot shown={parts.chat} />
      <ConsentBanner footer={parts.footer} />
    </>
  );
}

// The page fills at least the first screen, so the footer starts below the fold and the
// route's content, arriving after it, pushes nothing visible down (no layout shift).
const Main = styled.main`
  min-height: 100vh;
  /* Its own block context: a loading skeleton's margin stays inside instead of moving main. */
  display: flow-root;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 200;
  padding: 8px 12px;
  background: ${color.secondary};
  color: ${color.secondaryInk};
  &:focus { top: 8px; }
`;
