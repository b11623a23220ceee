import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha, color, focusRing, mobile, useSiteName } from 'shared-ui';
import { Button, LinkButton } from 'shared-ui/forms';
import type { ThirdPartyKind } from 'shared-domain/analytics';
import { useWhiteLabelOrganisation } from '../white-label/use-white-label';
import type { ConsentController, ConsentState } from './consent-controller';

/** The page's consent controller; null where nothing is configured (and in the server's render). */
export const ConsentContext = createContext<ConsentController | null>(null);

const NOTHING = () => () => undefined;
/** The server's render and the hydration show neither the notice nor the footer's link: they appear once the page runs. */
const serverState = (): ConsentState | null => null;

/** The consent state, or null: nothing configured, or not yet running in the browser. */
function useConsentState(): ConsentState | null {
  const controller = useContext(ConsentContext);
  return useSyncExternalStore(controller?.subscribe ?? NOTHING, controller ? controller.get : serverState, serverState);
}

/** What each kind of script does, in plain words, for the notice. */
const PURPOSES: Readonly<Record<ThirdPartyKind, { label: string; what: (site: string) => string }>> = {
  'ad-pixel': {
    label: 'advertising pixel',
    what: () => 'tells the advertising service which pages you visit here, so that ads can be measured and shown to you',
  },
  'session-recording': {
    label: 'session recording',
    what: (site) => `records how you use these pages (the pages you view, clicks, scrolling and mouse movement) so that ${site} can see what is hard to use`,
  },
};

/**
 * The notice of the configured third-party scripts (SPEC.md 7.24; DPDP Act, 2023): what each
 * collects and why, Accept and Reject as equals. Fixed at the bottom over the page (nothing
 * moves), a region rather than a modal: the page stays usable and focus is never held.
 * `footer`: whether this page shows the footer, where the choice is changed later (landing pages do not).
 */
export function ConsentBanner({ footer = true }: { footer?: boolean }) {
  const controller = useContext(ConsentContext);
  const state = useConsentState();
  const site = useSiteName();
  const org = useWhiteLabelOrganisation();
  const root = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = Boolean(state?.open && state.scripts.length);
  const wasOpen = useRef(open);
  useEffect(() => {
    // Opened again from the footer: the visitor is taken to it, and back when they answer.
    if (open && !wasOpen.current && state?.consent) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      root.current?.focus();
    }
    if (!open && wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open, state?.consent]);
  if (!controller || !state || !open) return null;
  return (
    <Root ref={root} tabIndex={-1} aria-labelledby="mm-consent-title" data-consent-banner="">
      <h2 id="mm-consent-title">Cookies and tracking on {site}</h2>
      <p>With your permission, {site} loads these services from other companies in your browser:</p>
      <ul>
        {state.scripts.map((s) => (
          <li key={s.scriptUrl}>
            <strong>{s.name}</strong> ({PURPOSES[s.kind].label}): {PURPOSES[s.kind].what(site)}.
          </li>
        ))}
      </ul>
      <p>
        They may set cookies and receive your IP address and browser details. Nothing is loaded unless you accept, and the site works the same if you reject.
        You can change your choice at any time under “Cookie &amp; tracking choices” in the footer{footer ? '' : ' of the site’s other pages'}.
        {!org && <> Read more in our <Link to="/privacy-policy">privacy policy</Link>.</>}
      </p>
      {state.consent && <p>Your current choice: {state.consent.choice === 'accept' ? 'accepted' : 'rejected'}.</p>}
      <Choices>
        <Button type="button" $variant="secondary" onClick={() => controller.choose('accept')}>Accept</Button>
        <Button type="button" $variant="secondary" onClick={() => controller.choose('reject')}>Reject</Button>
      </Choices>
    </Root>
  );
}

/** "Cookie & tracking choices": opens the notice again; only where scripts are configured. */
export function ConsentChoicesButton() {
  const controller = useContext(ConsentContext);
  const state = useConsentState();
  if (!controller || !state?.scripts.length) return null;
  return <FooterLink type="button" onClick={() => controller.reopen()}>Cookie &amp; tracking choices</FooterLink>;
}

const Root = styled.section`
  position: fixed;
  left: 50%;
  bottom: 12px;
  transform: translateX(-50%);
  z-index: 150;
  box-sizing: border-box;
  width: min(720px, calc(100% - 24px));
  max-height: calc(100vh - 24px);
  overflow-y: auto;
  padding: 16px 20px;
  background: ${color.surface};
  color: ${color.ink};
  border: 1px solid ${color.line};
  border-radius: 8px;
  box-shadow: 0 8px 24px ${alpha(color.ink, 20)};
  font-size: 14px;
  line-height: 1.5;
  h2 { margin: 0 0 8px; font-size: 16px; }
  p { margin: 0 0 8px; }
  ul { margin: 0 0 8px; padding-left: 20px; }
  a { color: ${color.primary}; }
  &:focus { outline: none; }
  ${focusRing}
  ${mobile} {
    bottom: 0;
    width: 100%;
    border-radius: 8px 8px 0 0;
    max-height: 70vh;
  }
`;

const Choices = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 12px;
  > button { flex: 1 1 0; }
`;

const FooterLink = styled(LinkButton)`
  color: inherit;
  text-decoration: none;
  font-size: inherit;
  &:hover { text-decoration: underline; }
`;
