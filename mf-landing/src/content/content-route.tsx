import styled from 'styled-components';
import { color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import type { ContentKind } from 'shared-domain/content';
import { LandingNotFound } from '../landing/landing-not-found';
import { LandingPage } from '../landing/landing-page';
import { ContentPageView } from './content-page-view';
import { landingPageFrom } from './landing-content';
import { useContentPage } from './use-content-page';

const Status = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 48px 20px;
  color: ${color.ink};
  button { margin-top: 12px; }
`;
const Skeleton = styled.div<{ $h: number; $w?: string }>`
  height: ${(p) => p.$h}px;
  width: ${(p) => p.$w ?? '100%'};
  background: ${color.shade};
  border-radius: 8px;
  margin-bottom: 16px;
`;

/** The page stored at `url` (a landing or content page): loading, error with Retry, not found, or the page. */
export function ContentRoute({ url, kind }: { url: string; kind: ContentKind }) {
  const state = useContentPage(url);
  if (state.status === 'loading') {
    return (
      <Status aria-busy="true">
        <p role="status">Loading page…</p>
        <Skeleton $h={40} $w="60%" aria-hidden="true" />
        <Skeleton $h={160} aria-hidden="true" />
      </Status>
    );
  }
  if (state.status === 'error') {
    return (
      <Status role="alert">
        <h1>This page could not be loaded</h1>
        <p>{state.message}</p>
        <Button type="button" onClick={state.retry}>Retry</Button>
      </Status>
    );
  }
  if (state.status === 'not-found') return <LandingNotFound />;
  if (kind === 'landing') {
    const landing = landingPageFrom(state.page);
    return landing ? <LandingPage page={landing} /> : <LandingNotFound />;
  }
  return <ContentPageView page={state.page} />;
}
