import styled from 'styled-components';
import type { CampaignStatus } from 'shared-domain';
import { isFinishedStatus, isLiveStatus } from 'shared-domain/campaign';
import { color } from 'shared-ui';

const Badge = styled.span<{ $tone: 'live' | 'ended' | 'other' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  border: 1px solid currentColor;
  color: ${(p) => (p.$tone === 'live' ? color.success : p.$tone === 'ended' ? color.muted : color.ink)};
`;

/** A campaign's status; the words carry the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: CampaignStatus }) {
  const tone = isLiveStatus(status) ? 'live' : isFinishedStatus(status) ? 'ended' : 'other';
  return <Badge $tone={tone}>{status}</Badge>;
}
