import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { scoreSellerProfile, type ReviewComment, type SellerProfile, type SellerProfileDraft } from 'shared-domain/seller';
import { color, narrow, useRuntime } from 'shared-ui';
import { usePageResource, usePageMeta, Lead, Page, PageTitle } from 'shared-ui/runtime';
import { ErrorState } from 'shared-ui/states';
import { pageTitle } from 'shared-domain/format';
import { fetchReviewProfile } from '../seller-api';
import { categoryLabel, formatWhen, problemText, profileName } from '../shared/seller-format';
import { AppLink, Loading, Note, Panel, ScoreBadge, StatusChip } from '../shared/seller-ui';
import { ReviewDecision } from './review-decision';
import { ReviewProfile } from './review-profile';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
  gap: 0 24px;
  align-items: start;
  ${narrow} {
    grid-template-columns: 1fr;
  }
`;

/** The score, the decision and the history: beside the profile on a wide screen, above it on a narrow one. */
const Side = styled.div`
  grid-column: 2;
  grid-row: 1;
  ${narrow} {
    grid-column: 1;
  }
`;

const Main = styled.div`
  grid-column: 1;
  grid-row: 1;
  ${narrow} {
    grid-row: 2;
  }
`;

const Messages = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  li {
    margin-bottom: 4px;
  }
`;

const Comments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function ReviewScore({ draft }: { draft: SellerProfileDraft }) {
  const score = useMemo(() => scoreSellerProfile(draft), [draft]);
  return (
    <Panel aria-labelledby="review-score">
      <h2 id="review-score">Quality score</h2>
      <ScoreBadge score={score.score} />
      {score.issues.length ? (
        <Messages aria-label="What costs points">
          {score.issues.map((issue, i) => <li key={`${issue.field}-${i}`}>{issue.message}</li>)}
        </Messages>
      ) : <Note>Every check passes.</Note>}
    </Panel>
  );
}

const decisionWord = (c: ReviewComment) => (c.decision === 'approved' ? 'Approved' : 'Sent back');

function ReviewHistory({ comments }: { comments: ReviewComment[] }) {
  return (
    <Panel aria-labelledby="review-history">
      <h2 id="review-history">Earlier comments</h2>
      {comments.length ? (
        <Comments>
          {[...comments].reverse().map((c, i) => (
            <li key={`${c.at}-${i}`}>
              <strong>{decisionWord(c)}</strong>, {formatWhen(c.at)}{c.by ? ` by ${c.by}` : ''}
              {c.comment ? <><br />{c.comment}</> : null}
            </li>
          ))}
        </Comments>
      ) : <Note>None: this is the listing&apos;s first review.</Note>}
    </Panel>
  );
}

type Reviewed = SellerProfile & { sellerName: string };

/** `/staff/listings/:id`: one submitted profile, read-only, with its score, its history and the decision (staff only: the route's access level). */
export function ReviewPage() {
  const { id = '' } = useParams();
  const api = useRuntime().api.serviceA;
  const [result, retry] = usePageResource(`review:${id}`, () => fetchReviewProfile(api, id));
  const [decided, setDecided] = useState<SellerProfile | null>(null);
  const loaded: Reviewed | null = result.status === 'success' ? result.data : null;
  const profile: Reviewed | null = loaded && decided && decided._id === loaded._id ? { ...loaded, ...decided } : loaded;
  usePageMeta(pageTitle(profile ? `Review ${profileName(profile.name)}` : 'Review listing'), undefined, 'noindex');

  let body;
  if (result.status === 'error' && result.error.status === 404) {
    body = <ErrorState title="No such listing" message="This listing does not exist, or it was removed." onRetry={retry} />;
  } else if (result.status === 'error') body = <ErrorState title="Could not load the listing" message={problemText(result.error)} onRetry={retry} />;
  else if (!profile) body = <Loading label="Loading the listing…" heights={[200]} />;
  else {
    body = (
      <>
        <Lead>
          {profile.sellerName} · {categoryLabel(profile.category)} · <StatusChip status={profile.status} />
          {profile.submittedAt ? ` · submitted ${formatWhen(profile.submittedAt)}` : ''}
        </Lead>
        <Layout>
          <Side>
            <ReviewDecision profile={profile} onDecided={setDecided} />
            <ReviewScore draft={profile.draft} />
            <ReviewHistory comments={profile.comments} />
          </Side>
          <Main>
            <ReviewProfile draft={profile.draft} />
          </Main>
        </Layout>
      </>
    );
  }
  return (
    <Page>
      <p><AppLink to="/staff/listings">Review queue</AppLink></p>
      <PageTitle>{profile ? profileName(profile.name) : 'Review listing'}</PageTitle>
      {body}
    </Page>
  );
}
