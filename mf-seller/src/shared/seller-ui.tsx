import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, focusRing, narrow } from 'shared-ui';
import { LoadingState, SkeletonBlock } from 'shared-ui/states';
import { SELLER_STATUS_LABELS, type SellerProfileStatus } from 'shared-domain/seller';
import { formatCount } from 'shared-domain/input';

const STATUS_TONES: Record<SellerProfileStatus, string> = {
  draft: color.muted,
  submitted: color.warning,
  changes_requested: color.danger,
  published: color.success,
};

/** A status chip: a dot in the status's colour and its words (profile statuses here, booking request statuses in the inbox). */
export const ToneChip = styled.span<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border: 1px solid ${color.line};
  border-radius: 999px;
  background: ${color.surface};
  color: ${color.ink};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.$tone};
  }
`;

/** Where a profile is (Draft, In review, Changes requested, Live): a dot in the status's colour and its name. */
export function StatusChip({ status }: { status: SellerProfileStatus }) {
  return <ToneChip $tone={STATUS_TONES[status]} data-status={status}>{SELLER_STATUS_LABELS[status]}</ToneChip>;
}

const Score = styled.span`
  font-weight: 600;
  white-space: nowrap;
  small {
    color: ${color.muted};
    font-weight: 400;
  }
`;

/** "Score 72 / 100" (a decimal kept to one place). */
export function ScoreBadge({ score }: { score: number }) {
  return (
    <Score>
      Score {formatCount(Math.round(score * 10) / 10)} <small>/ 100</small>
    </Score>
  );
}

/** A link inside the app (the router's), in the theme's link colour. */
export const AppLink = styled(Link)`
  color: ${color.accent};
  font-weight: 600;
  ${focusRing}
`;

/** A list of listings (the studio's, the review queue). */
export const ListingList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** One listing: its facts on the left, its links on the right (below them on a narrow screen). */
export const ListingItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 16px;
  padding: 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  h3 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 4px;
  }
  ${narrow} {
    grid-template-columns: 1fr;
  }
`;

/** A listing's links, stacked at its right (at its foot on a narrow screen). */
export const ItemSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  ${narrow} {
    align-items: flex-start;
  }
`;

/** A listing's main link, tall enough to tap. */
export const ItemLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** Muted small text in a listing. */
export const SmallPrint = styled.p`
  color: ${color.muted};
  font-size: 0.875rem;
`;

/** A titled block of a page. */
export const Panel = styled.section`
  margin: 0 0 24px;
  padding: 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
  }
  ${narrow} {
    padding: 12px;
  }
`;

/** A line of muted small print. */
export const Note = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
  font-size: 0.875rem;
`;

/** An outcome said next to a form: a refusal in the danger colour, a success in the ink's. */
export const Outcome = styled.p<{ $tone: 'error' | 'done' }>`
  margin: 8px 0 0;
  color: ${(p) => (p.$tone === 'error' ? color.danger : color.ink)};
  font-weight: ${(p) => (p.$tone === 'done' ? 600 : 400)};
`;

/** Controls in a row that wrap on a narrow screen. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
`;

/** The way back to the seller studio's home. */
export const BACK_TO_STUDIO = <AppLink to="/seller">Back to the seller studio</AppLink>;

/** A load under way: announced by `label`, shown as grey blocks of the given heights. */
export function Loading({ label, heights = [96, 160] }: { label: string; heights?: readonly number[] }) {
  return (
    <div aria-busy="true">
      <LoadingState label={label} />
      {heights.map((h, i) => <SkeletonBlock key={i} $height={h} aria-hidden="true" />)}
    </div>
  );
}

/** Reference artworks as thumbnails (the editor, with a remove button under each; the review page). */
export const ArtworkThumbs = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  img {
    display: block;
    width: 120px;
    height: 90px;
    object-fit: contain;
    border: 1px solid ${color.line};
    border-radius: 6px;
    background: ${color.canvas};
    margin-bottom: 4px;
  }
`;
