import { useParams } from 'react-router-dom';
import { usePageResource, usePageMeta, Page, PageTitle } from 'shared-ui/runtime';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock, useLatestData } from 'shared-ui/states';
import { useRuntime } from 'shared-ui';
import { pageTitle } from 'shared-domain/format';
import { fetchSellerProfile } from '../seller-api';
import { problemText } from '../shared/seller-format';
import { ActionRow, BACK_TO_STUDIO as BACK } from '../shared/seller-ui';
import { ProfileEditor } from './profile-editor';

/**
 * `/seller/profiles/:id`: a seller edits one of their profiles (signed out, or with a session
 * that has ended, the gate asks to sign in: routes.tsx); a profile that is not theirs or
 * not there (404) says so, with the way back to the studio.
 */
export function ProfileEditorPage() {
  usePageMeta(pageTitle('Edit listing'), undefined, 'noindex');
  const { id = '' } = useParams();
  const api = useRuntime().api.serviceA;
  const [result, retry] = usePageResource(`seller-profile:${id}`, () => fetchSellerProfile(api, id));
  // A reload (the session announced again) keeps the open editor and what is typed in it.
  const loaded = useLatestData(result);

  if (result.status !== 'error' && loaded?._id === id) return <ProfileEditor key={loaded._id} profile={loaded} />;
  let body;
  if (result.status === 'error' && result.error.status === 404) {
    body = (
      <EmptyState action={BACK}>
        This listing was not found: it may have been deleted, or it belongs to another seller account.
      </EmptyState>
    );
  } else if (result.status === 'error') {
    body = (
      <>
        <ErrorState title="Could not load the listing" message={problemText(result.error)} onRetry={retry} />
        <ActionRow>{BACK}</ActionRow>
      </>
    );
  } else {
    body = (
      <>
        <LoadingState label="Loading the listing…" />
        <SkeletonBlock $height={320} aria-hidden="true" />
      </>
    );
  }
  return (
    <Page>
      <PageTitle>Edit listing</PageTitle>
      {body}
    </Page>
  );
}
