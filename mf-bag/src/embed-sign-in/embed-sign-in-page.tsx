import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  EMBED_SESSION_MESSAGE, readEmbedSignInQuery, requirePhone, SessionRequirementError, toApiError,
  type EmbedSessionMessage, type EmbedSignInRequest, type User,
} from 'shared-domain';
import { color, useRuntime, useSessionState, useViewer } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { Lead, Page, PageTitle, usePageMeta } from 'shared-ui/runtime';

const Card = styled.div`max-width: 520px; margin: 0 auto; color: ${color.ink};`;
const Problem = styled.p`color: ${color.danger}; line-height: 1.5;`;
const Small = styled.p`color: ${color.muted}; font-size: 14px; line-height: 1.5;`;

/** What the embedded session answers (`POST /auth/embed-session`). */
type EmbedSession = { embedToken: string; expiresAt: string; origin: string; organizationId: string };

type Status = { kind: 'ready' } | { kind: 'working' } | { kind: 'refused'; message: string } | { kind: 'done'; origin: string };

/**
 * `/embed/sign-in`: the window an agency embed opens. The visitor signs in with the site's own
 * sign-in; "Continue" asks the server for an embedded session for the agency page's origin (it
 * refuses an origin that is not one of the organisation's embed origins, naming it) and hands it
 * to the page that opened the window with `postMessage`, to that origin only, then closes.
 * For `step=phone` it verifies the visitor's phone first (saving a campaign needs one).
 */
export function EmbedSignInPage() {
  usePageMeta('Sign in', 'Sign in to use your bag and campaigns on an agency\'s page.', 'noindex');
  const request = useMemo(() => readEmbedSignInQuery(window.location.search), []);
  return (
    <Page>
      <Card>
        <PageTitle>Sign in</PageTitle>
        {'problem' in request ? <Problem role="alert">{request.problem}</Problem> : <Handover request={request} />}
      </Card>
    </Page>
  );
}

function Handover({ request }: { request: EmbedSignInRequest }) {
  const runtime = useRuntime();
  const { token } = useSessionState();
  const viewer = useViewer();
  const [status, setStatus] = useState<Status>({ kind: 'ready' });
  const asked = useRef(false);
  const opener = typeof window !== 'undefined' ? window.opener as Window | null : null;

  // A visitor who is not signed in here gets the sign-in at once.
  useEffect(() => {
    if (!token && opener && !asked.current) {
      asked.current = true;
      runtime.session.signIn();
    }
  }, [token, opener, runtime]);

  if (!opener) {
    return <Problem role="alert">This window hands a sign-in back to the page that opened it, and none did. Close it and press Sign in on the agency&apos;s page.</Problem>;
  }

  const handOver = async () => {
    setStatus({ kind: 'working' });
    try {
      let user: User = viewer ?? (await runtime.api.serviceA.post<{ user: User }>('/authenticate/me')).data.user;
      if (request.step === 'phone') user = await requirePhone(runtime.bus, () => user);
      const res = await runtime.api.serviceA.post<EmbedSession>('/auth/embed-session', { origin: request.origin, organizationId: request.organisation });
      const message: EmbedSessionMessage = { type: EMBED_SESSION_MESSAGE, step: request.step, token: res.data.embedToken, expiresAt: res.data.expiresAt, user };
      // Only to the origin the server accepted for the organisation: any other page gets nothing.
      opener.postMessage(message, res.data.origin);
      setStatus({ kind: 'done', origin: res.data.origin });
      window.close();
    } catch (err) {
      const message = err instanceof SessionRequirementError
        ? 'A verified phone number is needed to save campaigns, so nothing was handed over.'
        : toApiError(err).message || 'Could not sign you in for that page. Please try again.';
      setStatus({ kind: 'refused', message });
    }
  };

  return (
    <>
      <Lead>
        {request.origin} shows this site&apos;s bag and campaigns. Signing in lets that page use your bag, your
        campaigns and your own details for a few hours, and nothing else of your account.
      </Lead>
      {!token && (
        <Button type="button" onClick={() => runtime.session.signIn()}>Sign in</Button>
      )}
      {token && status.kind !== 'done' && (
        <>
          <p>Signed in{viewer ? ` as ${viewer.name || viewer.email || viewer.phone}` : ''}.</p>
          <Button type="button" disabled={status.kind === 'working'} aria-busy={status.kind === 'working'} onClick={() => void handOver()}>
            Continue to {request.origin}
          </Button>
        </>
      )}
      {status.kind === 'refused' && <Problem role="alert">{status.message}</Problem>}
      {status.kind === 'done' && <p role="status">You are signed in on {status.origin}. You can close this window.</p>}
      <Small>Signing out on that page ends its session at once.</Small>
    </>
  );
}
