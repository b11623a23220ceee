import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { isStaff } from 'shared-domain';
import type { SellerAccountAnswer } from 'shared-domain/seller';
import { ErrorState } from 'shared-ui/states';
import { useCatalogServices } from '../../app/catalog-services';
import { pageTitle, usePageMeta } from '../../app/use-page-meta';
import { useResource } from '../../app/use-resource';
import { Lead, Page, PageTitle } from '../../ui/primitives';
import { fetchMyInvitations, fetchSellerAccount, fetchSellerProfiles, fetchSellerStats } from '../seller-api';
import { problemText } from '../shared/seller-format';
import { AppLink, Loading, Panel, SignInPrompt } from '../shared/seller-ui';
import { useSellerSession, type SellerSession } from '../shared/use-seller-session';
import { MyInvitations } from './my-invitations';
import { NewListing } from './new-listing';
import { SellerListings } from './seller-listings';
import { SellerMembers } from './seller-members';
import { SellerSignUp } from './seller-sign-up';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
`;

const Listings = styled.div`
  margin-top: 16px;
`;

/** A seller's studio: the account, its team, a new listing and every listing with its status. */
function Studio({ account, session, onLeft }: { account: SellerAccountAnswer; session: SellerSession; onLeft: () => void }) {
  const { api } = useCatalogServices();
  const key = `${session.token}#${session.revision}`;
  const [profiles, retryProfiles] = useResource(`seller-profiles:${key}`, () => fetchSellerProfiles(api));
  const [stats, retryStats] = useResource(`seller-stats:${key}`, () => fetchSellerStats(api));
  const retry = useCallback(() => {
    retryProfiles();
    retryStats();
  }, [retryProfiles, retryStats]);
  return (
    <>
      <Lead>{account.account.name}</Lead>
      <Panel aria-labelledby="seller-listings">
        <h2 id="seller-listings">Your listings</h2>
        <NewListing />
        <Listings>
          <SellerListings profiles={profiles} stats={stats} onRetry={retry} />
        </Listings>
      </Panel>
      <SellerMembers members={account.members} reloadKey={`${key}#${account.account._id}`} onLeft={onLeft} />
    </>
  );
}

/**
 * `/seller`: the seller studio's home. Signed out, it says what it is for and asks to sign
 * in; signed in without a seller account (404), the sign-up form; a seller sees their
 * account, team and listings. Invitations to the user's e-mail address come first, to accept
 * or decline. Staff also get the way to the review queue.
 */
export function SellerHomePage() {
  usePageMeta(pageTitle('Seller studio'), undefined, 'noindex');
  const { api } = useCatalogServices();
  const session = useSellerSession();
  const { token, revision } = session;
  // The account as changed here (signed up, an invitation accepted), ahead of the loaded one.
  const [changed, setChanged] = useState<{ key: string; answer: SellerAccountAnswer } | null>(null);
  const key = token ? `seller-account:${token}#${revision}` : null;
  const [result, retry] = useResource(key, () => fetchSellerAccount(api));
  const [invitations, retryInvitations] = useResource(token ? `seller-invitations:${token}#${revision}` : null, () => fetchMyInvitations(api));
  const account = changed && changed.key === key ? changed.answer : result.status === 'success' ? result.data : null;
  const keep = useCallback((answer: SellerAccountAnswer) => key && setChanged({ key, answer }), [key]);
  const joined = useCallback((answer: SellerAccountAnswer) => {
    keep(answer);
    retryInvitations();
  }, [keep, retryInvitations]);
  // Left (or closed) the account: ask again, which now answers 404 and shows the sign-up form.
  const left = useCallback(() => {
    setChanged(null);
    retry();
    retryInvitations();
  }, [retry, retryInvitations]);

  let body;
  if (!token || (result.status === 'error' && result.error.status === 401)) {
    body = (
      <SignInPrompt onSignIn={session.signIn}>
        <p>List your newspaper, station, screens, sites, channel or creator profile on MediaMart and reach advertisers who are ready to book.</p>
        <p>Sign in to create your seller account, or to see and edit your listings.</p>
      </SignInPrompt>
    );
  } else if (account) {
    body = <Studio account={account} session={session} onLeft={left} />;
  } else if (result.status === 'error' && result.error.status === 404) {
    body = <SellerSignUp email={session.user?.email} onCreated={keep} />;
  } else if (result.status === 'error') {
    body = <ErrorState title="Could not load your seller account" message={problemText(result.error)} onRetry={retry} />;
  } else {
    body = <Loading label="Loading your seller studio…" />;
  }

  return (
    <Page>
      <Head>
        <PageTitle>Seller studio</PageTitle>
        {isStaff(session.user) ? <AppLink to="/staff/listings">Review submitted listings</AppLink> : null}
      </Head>
      {invitations.status !== 'idle' && (account || (result.status === 'error' && result.error.status === 404)) ? (
        <MyInvitations resource={invitations} onRetry={retryInvitations} member={account !== null} onAccepted={joined} />
      ) : null}
      {body}
    </Page>
  );
}
