import styled from 'styled-components';
import type { CampaignList } from '../campaigns/campaigns.api';
import { formatRupees } from '../ui/format-rupees';
import { themed } from '../config/theme';

const Tiles = styled.dl`
  display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 0 0 24px;
`;
const Tile = styled.div`padding: 16px; border-radius: 8px; border: 1px solid #e6e8ee; background: #fff;`;
const Label = styled.dt`font-size: 14px; color: #4a5468;`;
const Value = styled.dd`margin: 4px 0 0; font-size: 24px; font-weight: 700; color: ${themed('secondary')};`;

/** Campaigns, total spend, live and ended. */
export function StatTiles({ list }: { list: CampaignList }) {
  const tiles: [string, string][] = [
    ['Campaigns', String(list.count)],
    ['Total spend', formatRupees(list.totalSpend)],
    ['Live', String(list.liveCampaigns)],
    ['Ended', String(list.endedCampaigns)],
  ];
  return (
    <Tiles>
      {tiles.map(([label, value]) => (
        <Tile key={label}><Label>{label}</Label><Value>{value}</Value></Tile>
      ))}
    </Tiles>
  );
}
