import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { isStaff } from 'shared-domain';
import type { SellerAccountAnswer } from 'shared-domain/seller';
import { useSessionState, useViewer, useRuntime } from 'shared-ui';
import { usePageResource, usePageMeta, Lead, Page, PageTitle } from 'shared-ui/runtime';
import { ErrorState } from 'shared-ui/states';
import { pageTitle } from 'shared-domain/format';
import { fetchMyInvitations, fetchSellerAccount, fetchSellerProfiles, fetchSellerStats } from '../seller-api';
import { problemText } from '../shared/seller-format';
import { AppLink, Loading, Panel } from '../shared/seller-ui';
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

const HeadLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;

const Listings = styled.div`
  margin-top: 16px;
`;

/** A seller's studio: the account, its team, a new listing and every listing with its status. */
function Studio({ account, onLeft }: { account: SellerAccountAnswer; onLeft: () => void }) {
  const api = useRuntime().api.serviceA;
  const { token, revision } = useSessionState();
  const [profiles, retryProfiles] = usePageResource('seller-profiles', () => fetchSellerProfiles(api));
  const [stats, retryStats] = usePageResource('seller-stats', () => fetchSellerStats(api));
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
      <SellerMembers members={account.members} reloadKey={`${token}#${revision}#${account.account._id}`} onLeft={onLeft} />
    </>
  );
}

/**
 * `/seller`: the seller studio's home, for a signed-in user (the route's access level: signed
 * out, the gate says what the studio is for and asks to sign in). Without a seller account
 * (404), the sign-up form; a seller sees their account, team and listings. Invitations to the
 * user's e-mail address come first, to accept or decline. Staff also get the way to the review queue.
 */
export function SellerHomePage() {
  usePageMeta(pageTitle('Seller studio'), undefined, 'noindex');
  const api = useRuntime().api.serviceA;
  const viewer = useViewer();
  const { token, revision } = useSessionState();
  // The account as changed here (signed up, an invitation accepted), ahead of the loaded one.
  const [changed, setChanged] = useState<{ key: string; answer: SellerAccountAnswer } | null>(null);
  const key = token ? `seller-account:${token}#${revision}` : null;
  const [result, retry] = usePageResource('seller-account', () => fetchSellerAccount(api));
  const [invitations, retryInvitations] = usePageResource('seller-invitations', () => fetchMyInvitations(api));
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
  if (account) {
    body = <Studio account={account} onLeft={left} />;
  } else if (result.status === 'error' && result.error.status === 404) {
    body = <SellerSignUp email={viewer?.email} onCreated={keep} />;
  } else if (result.status === 'error') {
    body = <ErrorState title="Could not load your seller account" message={problemText(result.error)} onRetry={retry} />;
  } else {
    body = <Loading label="Loading your seller studio…" />;
  }

  return (
    <Page>
      <Head>
        <PageTitle>Seller studio</PageTitle>
        <HeadLinks>
          <AppLink to="/seller/bookings">Booking requests</AppLink>
          <AppLink to="/seller/proofs">Proof of execution</AppLink>
          {isStaff(viewer) ? <AppLink to="/staff/bookings">Requests for the marketplace’s media</AppLink> : null}
          {isStaff(viewer) ? <AppLink to="/staff/listings">Review submitted listings</AppLink> : null}
          {isStaff(viewer) ? <AppLink to="/staff/proof-queue">Proof queue</AppLink> : null}
        </HeadLinks>
      </Head>
      {invitations.status !== 'idle' && (account || (result.status === 'error' && result.error.status === 404)) ? (
        <MyInvitations resource={invitations} onRetry={retryInvitations} member={account !== null} onAccepted={joined} />
      ) : null}
      {body}
    </Page>
  );
}
