import styled from 'styled-components';
import type { ListingStats, SellerProfileSummary, SellerStatsAnswer } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { EmptyState, ErrorState, VisuallyHidden } from 'shared-ui/states';
import { formatCount } from 'shared-domain/input';
import { ActionRow } from 'shared-ui/forms';
import type { OptionalResource } from 'shared-ui/states';
import { LiveOptions } from '../availability/live-options';
import { categoryLabel, formatWhen, livePath, problemText, profileName } from '../shared/seller-format';
import { AppLink, ItemLink, Loading, ItemSide, ListingItem as Item, ListingList as List, Note, ScoreBadge, SmallPrint as Muted, StatusChip } from '../shared/seller-ui';

const Comment = styled.blockquote`
  margin: 8px 0 4px;
  padding: 8px 12px;
  border-left: 4px solid ${color.danger};
  background: ${color.dangerSurface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function Traffic({ stats, days }: { stats: ListingStats | undefined; days: number }) {
  const views = stats?.views ?? 0;
  const adds = stats?.addsToBag ?? 0;
  return <p>{plural(views, 'view', 'views')} · {plural(adds, 'add to bag', 'adds to bag')} <Muted as="span">in the last {days} days</Muted></p>;
}

function ListingItem({ profile, stats, days }: { profile: SellerProfileSummary; stats: Map<string, ListingStats> | null; days: number }) {
  const name = profileName(profile.name);
  const comment = profile.status === 'changes_requested' ? profile.lastComment : null;
  return (
    <Item>
      <div>
        <h3>{name}</h3>
        <p>{[categoryLabel(profile.category), profile.city.trim()].filter(Boolean).join(' · ')}</p>
        <ActionRow as="p">
          <StatusChip status={profile.status} />
          <ScoreBadge score={profile.score} />
        </ActionRow>
        {comment ? (
          <Comment aria-label="Staff comment">
            <p><strong>Staff comment, {formatWhen(comment.at)}:</strong> {comment.comment}</p>
          </Comment>
        ) : null}
        {profile.live && stats ? <Traffic stats={stats.get(profile._id)} days={days} /> : null}
        {profile.live ? <LiveOptions live={profile.live} listingName={name} /> : null}
        <Muted>Last saved {formatWhen(profile.updatedAt)}</Muted>
      </div>
      <ItemSide>
        <ItemLink to={`/seller/profiles/${encodeURIComponent(profile._id)}`}>
          Edit<VisuallyHidden> {name}</VisuallyHidden>
        </ItemLink>
        {profile.live ? (
          <AppLink to={livePath(profile.live)}>
            See it live<VisuallyHidden> ({name})</VisuallyHidden>
          </AppLink>
        ) : null}
      </ItemSide>
    </Item>
  );
}

/**
 * The account's listings, newest save first as the server sends them: status, score, the
 * latest staff comment while one is waiting, and views and adds to bag for live ones.
 */
export function SellerListings({ profiles, stats, onRetry }: { profiles: OptionalResource<SellerProfileSummary[]>; stats: OptionalResource<SellerStatsAnswer>; onRetry: () => void }) {
  if (profiles.status === 'loading' || profiles.status === 'idle') {
    return <Loading label="Loading your listings…" heights={[120, 120]} />;
  }
  if (profiles.status === 'error') return <ErrorState title="Could not load your listings" message={problemText(profiles.error)} onRetry={onRetry} />;
  if (profiles.data.length === 0) {
    return <EmptyState>You have no listings yet. Choose a category above and press New listing to create your first media profile.</EmptyState>;
  }
  const byProfile = stats.status === 'success' ? new Map(stats.data.stats.map((s) => [s.profileId, s])) : null;
  const days = stats.status === 'success' ? stats.data.days : 30;
  const anyLive = profiles.data.some((p) => p.live);
  return (
    <>
      {anyLive && stats.status === 'success' ? <Note>Views and adds to bag count the last {days} days.</Note> : null}
      {anyLive && stats.status === 'error' ? <Note role="alert">Views and adds to bag could not be loaded: {problemText(stats.error)}</Note> : null}
      <List>
        {profiles.data.map((p) => <ListingItem key={p._id} profile={p} stats={byProfile} days={days} />)}
      </List>
    </>
  );
}
