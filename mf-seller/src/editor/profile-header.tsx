import styled from 'styled-components';
import type { SellerProfile } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { PageTitle } from 'shared-ui/runtime';
import { categoryLabel, formatWhen, livePath, profileName } from '../shared/seller-format';
import { AppLink, Note, StatusChip } from '../shared/seller-ui';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  color: ${color.muted};
`;

const Comments = styled.section`
  margin: 0 0 16px;
  h2 {
    font-size: 1.0625rem;
    margin: 0 0 8px;
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
  li {
    margin-bottom: 8px;
  }
  blockquote {
    margin: 4px 0 0;
    white-space: pre-wrap;
  }
`;

const STATUS_NOTES: Readonly<Record<SellerProfile['status'], string>> = {
  draft: 'Submit it for review when it is ready; staff approve it before buyers see it.',
  submitted: 'Waiting for review; editing takes it out of the queue.',
  changes_requested: 'Staff sent it back: see their comments, make the changes and submit it again.',
  published: 'What buyers see is this version.',
};

/** The profile's name, category and status, where its live version is, and the staff's comments (newest first). */
export function ProfileHeader({ profile, name }: { profile: SellerProfile; name: string }) {
  const comments = [...profile.comments].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <header>
      <Note>
        <AppLink to="/seller">Seller studio</AppLink>
      </Note>
      <PageTitle>{profileName(name)}</PageTitle>
      <Meta>
        <span>{categoryLabel(profile.category)}</span>
        <StatusChip status={profile.status} />
      </Meta>
      <Note>{STATUS_NOTES[profile.status]}</Note>
      {profile.live ? (
        <Note>
          A live version is in the catalog: <AppLink to={livePath(profile.live)}>view the live listing</AppLink>. Edits go live only
          after review; the live version keeps showing meanwhile.
        </Note>
      ) : (
        <Note>No live version yet.</Note>
      )}
      {comments.length > 0 ? (
        <Comments aria-labelledby="staff-comments">
          <h2 id="staff-comments">Staff comments</h2>
          <ol>
            {comments.map((c, k) => (
              <li key={`${c.at}-${k}`}>
                <strong>{c.decision === 'approved' ? 'Approved' : 'Sent back'}</strong>
                {` by ${c.by}, ${formatWhen(c.at)}`}
                {c.comment ? <blockquote>{c.comment}</blockquote> : null}
              </li>
            ))}
          </ol>
        </Comments>
      ) : null}
    </header>
  );
}
