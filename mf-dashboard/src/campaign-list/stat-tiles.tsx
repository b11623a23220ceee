import styled from 'styled-components';
import type { CampaignListStats } from 'shared-domain';
import { formatRupees } from '../app/format';
import { color, mobile } from 'shared-ui';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  @media (max-width: 899px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const Tile = styled.div`
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 16px;
  dt { color: ${color.muted}; font-size: 0.875rem; }
  dd { margin: 4px 0 0; font-size: 1.5rem; font-weight: 700; overflow-wrap: anywhere; }
`;

/** The four dashboard figures, as the server computed them. */
export function StatTiles({ stats }: { stats: CampaignListStats }) {
  const tiles: [string, string][] = [
    ['Campaigns', String(stats.count)],
    ['Total spend', formatRupees(stats.totalSpend)],
    ['Live', String(stats.liveCampaigns)],
    ['Ended', String(stats.endedCampaigns)],
  ];
  return (
    <Tiles aria-label="Campaign figures">
      {tiles.map(([label, value]) => (
        <Tile key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}
