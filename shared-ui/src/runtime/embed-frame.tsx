import { useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, useRuntime, useSessionState, useViewer } from 'shared-ui';
import { Button } from '../forms/button';
import type { EmbedPage } from './embed-page';

const Notice = styled.div`
  border: 1px solid ${color.danger}; border-radius: 8px; padding: 12px 16px; margin: 8px 0;
  color: ${color.ink}; background: ${color.surface}; line-height: 1.5;
`;
const Bar = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: flex-end;
  padding: 4px 0; font-size: 0.875rem; color: ${color.muted};
`;

/**
 * An agency embed's frame: what keeps every embed on the page from working (the API
 * unreachable, the page's CSP) as one clear error instead of a blank box; otherwise the view
 * with the visitor's account line (signed in as whom, Sign out; or that the session ended).
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
  const page = useRuntime().embed?.page;
  return page ? <EmbedPageFrame page={page}>{children}</EmbedPageFrame> : <>{children}</>;
}

function EmbedPageFrame({ page, children }: { page: EmbedPage; children: ReactNode }) {
  const problem = useSyncExternalStore(page.subscribe, page.problem, page.problem);
  if (problem) return <Notice role="alert">{problem}</Notice>;
  return (
    <>
      <AccountLine page={page} />
      {children}
    </>
  );
}

function AccountLine({ page }: { page: EmbedPage }) {
  const { session } = useRuntime();
  const state = useSessionState();
  const viewer = useViewer();
  if (state.token) {
    return (
      <Bar aria-label="Your account">
        <span>Signed in{viewer ? ` as ${viewer.name || viewer.email || viewer.phone}` : ''}</span>
        <Button type="button" $variant="link" $size="small" onClick={() => void page.signOut()}>Sign out</Button>
      </Bar>
    );
  }
  if (!state.expired) return null;
  return (
    <Bar role="status" aria-label="Your account">
      <span>Your session ended or was signed out elsewhere.</span>
      <Button type="button" $variant="link" $size="small" onClick={() => session.signIn()}>Sign in again</Button>
    </Bar>
  );
}
