import { useParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { useCatalogServices } from '../../app/catalog-services';
import { pageTitle, usePageMeta } from '../../app/use-page-meta';
import { useLatestData, useResource } from '../../app/use-resource';
import { Page, PageTitle } from '../../ui/primitives';
import { fetchSellerProfile } from '../seller-api';
import { problemText } from '../shared/seller-format';
import { ActionRow, AppLink, SignInPrompt } from '../shared/seller-ui';
import { useSellerSession } from '../shared/use-seller-session';
import { ProfileEditor } from './profile-editor';

const BACK = <AppLink to="/seller">Back to the seller studio</AppLink>;

/**
 * `/seller/profiles/:id`: a seller edits one of their profiles. Signed out, or with a session
 * that has ended (401), it asks to sign in; a profile that is not theirs or not there (404)
 * says so; both lead back to the studio.
 */
export function ProfileEditorPage() {
  usePageMeta(pageTitle('Edit listing'), undefined, 'noindex');
  const { id = '' } = useParams();
  const { api } = useCatalogServices();
  const session = useSellerSession();
  const key = session.token ? `seller-profile:${id}#${session.token}#${session.revision}` : null;
  const [result, retry] = useResource(key, () => fetchSellerProfile(api, id));
  // A reload (the session announced again) keeps the open editor and what is typed in it.
  const loaded = useLatestData(result);

  if (!session.token || (result.status === 'error' && result.error.status === 401)) {
    return (
      <Page>
        <PageTitle>Edit listing</PageTitle>
        <SignInPrompt onSignIn={session.signIn}>
          <p>{session.token ? 'Your session has ended.' : 'You are signed out.'} Sign in with your seller account to edit this listing.</p>
          <p>{BACK}</p>
        </SignInPrompt>
      </Page>
    );
  }
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
