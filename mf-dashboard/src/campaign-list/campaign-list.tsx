import styled from 'styled-components';
import { SiteLink } from 'shared-ui/runtime';
import type { CampaignListItem } from '../api/campaigns.api';
import { formatDate, formatRupees } from '../app/format';
import { Badge } from '../ui/badge';
import { StatusBadge } from '../ui/status-badge';
import { color, focusRing, mobile } from 'shared-ui';
import { CardList } from '../ui/row-list';

const Row = styled(SiteLink)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px 16px;
  padding: 16px;
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 8px;
  color: inherit;
  text-decoration: none;
  &:hover { border-color: ${color.primary}; }
  ${focusRing}
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const Name = styled.span`
  font-weight: 700;
  color: ${color.ink};
  text-decoration: underline;
  text-decoration-color: ${color.primary};
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${color.muted};
  font-size: 0.875rem;
`;

const Total = styled.span`
  font-weight: 700;
  grid-row: span 2;
  ${mobile} { grid-row: auto; }
`;

/** The owner as a row names them: their name, else their e-mail. */
const ownerName = (c: CampaignListItem): string | null => c.owner?.name?.trim() || c.owner?.email?.trim() || null;

/** Router state a campaign opened from staff's all-campaigns list carries, so "← All campaigns" returns there. */
export const LIST_STATE_ALL = { listScope: 'all' } as const;

/**
 * Campaigns, each linking to its detail page. `showOwner` (staff's all-campaigns list) names
 * each campaign's owner.
 */
export function CampaignList({
  campaigns,
  label = 'Your campaigns',
  showOwner = false,
}: {
  campaigns: readonly CampaignListItem[];
  label?: string;
  showOwner?: boolean;
}) {
  return (
    <CardList aria-label={label}>
      {campaigns.map((c) => (
        <li key={c._id}>
          <Row to={`/dashboard/${encodeURIComponent(c._id)}`} state={showOwner ? LIST_STATE_ALL : undefined}>
            <Name>{c.name}</Name>
            <Total>{formatRupees(c.totalPrice ?? 0)}</Total>
            <Meta>
              <StatusBadge status={c.status} />
              {showOwner && ownerName(c) ? <span>Owner: {ownerName(c)}</span> : null}
              {c.access === 'shared' ? <Badge>Shared with you</Badge> : null}
              {c.startDate && c.endDate ? (
                <span>
                  Runs {formatDate(c.startDate)} – {formatDate(c.endDate)}
                </span>
              ) : null}
              {typeof c.mediaOptionCount === 'number' ? (
                <span>
                  {c.mediaOptionCount} media option{c.mediaOptionCount === 1 ? '' : 's'}
                </span>
              ) : null}
              <span>Updated {formatDate(c.updatedAt)}</span>
            </Meta>
          </Row>
        </li>
      ))}
    </CardList>
  );
}
