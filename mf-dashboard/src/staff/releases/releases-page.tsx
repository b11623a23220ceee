import type { ReactNode } from 'react';
import { usePageResource } from 'shared-ui/runtime';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock, useLatestData } from 'shared-ui/states';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { Muted, Page, PageTitle } from '../../ui/primitives';
import { RemoteCard } from './remote-card';
import { sortRemotes } from './release-rules';
import { fetchRemotes } from './releases.api';

/**
 * `/staff/releases` (issue 20): each remote's live release and browser error rate, its
 * releases with their checks, one-click switch and rollback, preview links, the switches and
 * the deploy tokens. Staff only (the route's access level: the gate asks a guest to sign in
 * and tells anyone else it is for staff).
 */
export function ReleasesPage() {
  const { mainApi } = useDashboardServices();
  useDocumentTitle('Releases (staff)');
  const [result, reload] = usePageResource('remotes', () => fetchRemotes(mainApi));
  // After a switch or a check the list loads again; what was shown stays until it is here.
  const data = useLatestData(result);

  const frame = (body: ReactNode) => (
    <Page>
      <PageTitle>Releases</PageTitle>
      {body}
    </Page>
  );
  if (result.status === 'error' && !data) return frame(<ErrorState title="Could not load the releases" message={errorText(result.error)} onRetry={reload} />);
  if (!data) {
    return frame(
      <div aria-busy="true">
        <LoadingState label="Loading the releases…" />
        <SkeletonBlock $height={120} aria-hidden="true" />
        <SkeletonBlock $height={240} aria-hidden="true" />
      </div>,
    );
  }
  return frame(
    <>
      <Muted>
        A switch reaches buyers on their next page load, on every server at once. Only a release whose check passed can go live.
        {data.releaseManager ? null : ' Switching live and deploy tokens are for release managers: ask one, or an admin.'}
      </Muted>
      {result.status === 'error' ? <ErrorState title="Could not refresh the releases" message={errorText(result.error)} onRetry={reload} /> : null}
      <div aria-busy={result.status === 'loading' || undefined}>
        {data.remotes.length === 0 ? (
          <EmptyState>The server lists no remotes.</EmptyState>
        ) : (
          sortRemotes(data.remotes).map((status) => <RemoteCard key={status.remote} status={status} manager={data.releaseManager} onChanged={reload} />)
        )}
      </div>
    </>,
  );
}
