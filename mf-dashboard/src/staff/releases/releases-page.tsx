import { useEffect, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock, useLatestData } from 'shared-ui/states';
import { useDashboardServices } from '../../app/dashboard-services';
import { errorText } from '../../app/error-text';
import { useDocumentTitle } from '../../app/use-document-title';
import { useResource } from '../../app/use-resource';
import { useSession } from '../../app/use-session';
import { Muted, Page, PageTitle, TextLink } from '../../ui/primitives';
import { SignedOutView } from '../../ui/signed-out-view';
import { RemoteCard } from './remote-card';
import { sortRemotes } from './release-rules';
import { fetchRemotes } from './releases.api';

/**
 * `/staff/releases` (issue 20): each remote's live release and browser error rate, its
 * releases with their checks, one-click switch and rollback, preview links, the switches and
 * the deploy tokens. Staff only: a guest is asked to sign in, anyone else told it is for staff.
 */
export function ReleasesPage() {
  const { mainApi } = useDashboardServices();
  const { token, revision, expire } = useSession();
  useDocumentTitle('Releases (staff)');
  const [result, reload] = useResource(token && mainApi ? `${token}#${revision}#remotes` : null, () => fetchRemotes(mainApi!));
  // After a switch or a check the list loads again; what was shown stays until it is here.
  const data = useLatestData(result);

  const expired = result.status === 'error' && result.error.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired, expire]);

  const frame = (body: ReactNode) => (
    <Page>
      <PageTitle>Releases</PageTitle>
      {body}
    </Page>
  );
  if (!mainApi) return frame(<EmptyState>Releases are managed on the MediaMart site.</EmptyState>);
  if (result.status === 'idle' || expired) return frame(<SignedOutView text="Sign in with a MediaMart staff account to manage releases" />);
  if (result.status === 'error' && result.error.status === 403) {
    return frame(<EmptyState action={<TextLink to="/dashboard">Go to your campaigns</TextLink>}>Only MediaMart staff can manage releases.</EmptyState>);
  }
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
