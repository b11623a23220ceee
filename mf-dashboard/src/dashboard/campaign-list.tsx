import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CampaignSummary } from '../campaigns/campaigns.api';
import { formatRupees } from '../ui/format-rupees';
import { Notice, StyledLink } from '../ui/layout';
import { themed } from '../config/theme';

const List = styled.ul`list-style: none; margin: 0; padding: 0;`;
const Row = styled.li`
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px;
  padding: 14px 0; border-bottom: 1px solid #e6e8ee;
`;
const Name = styled(Link)`font-weight: 600; color: ${themed('secondary')};`;
const Meta = styled.span`color: #4a5468;`;

const updated = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function CampaignList({ campaigns }: { campaigns: readonly CampaignSummary[] }) {
  if (campaigns.length === 0) {
    return (
      <Notice>
        <p>No campaigns yet</p>
        <StyledLink href="/">Browse media</StyledLink>
      </Notice>
    );
  }
  return (
    <List aria-label="Campaigns">
      {campaigns.map((c) => (
        <Row key={c._id}>
          <Name to={`/dashboard/${encodeURIComponent(c._id)}`}>{c.name}</Name>
          <Meta>
            {c.status}
            {typeof c.totalPrice === 'number' && ` · ${formatRupees(c.totalPrice)}`}
            {` · updated ${updated(c.updatedAt)}`}
          </Meta>
        </Row>
      ))}
    </List>
  );
}
