import styled from 'styled-components';
import { color, focusRing, mobile } from 'shared-ui';
import { LoadingState, SkeletonBlock } from '../states/states';

/** A page's frame. Not <main>: the host already renders the one main landmark around remotes. */
export const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  color: ${color.ink};
  ${mobile} {
    padding: 16px 12px 32px;
  }
`;

/** The page's one heading. */
export const PageTitle = styled.h1`
  font-size: 1.75rem;
  line-height: 1.25;
  margin: 0 0 8px;
  ${mobile} {
    font-size: 1.375rem;
  }
`;

/** The line under the heading. */
export const Lead = styled.p`
  margin: 0 0 24px;
  color: ${color.muted};
`;

/** A plain link (an <a>: another site, a file) in the theme's link colour. */
export const TextLink = styled.a`
  color: ${color.accent};
  ${focusRing}
`;

/** A page while its code arrives (a remote's definePages `fallback`): the loading state and a skeleton line in the page's frame. */
export function PageLoading() {
  return (
    <Page>
      <LoadingState label="Loading page…" />
      <SkeletonBlock $height={40} $gap={0} aria-hidden="true" />
    </Page>
  );
}
