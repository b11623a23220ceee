import styled from 'styled-components';
import type { LocalBagItem } from 'shared-domain';
import { formatRupees } from './format-rupees';
import { themed } from '../config/theme';

const Row = styled.li`
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  padding: 12px 0; border-bottom: 1px solid #e6e8ee;
`;
const Name = styled.span`font-weight: 600; word-break: break-all; color: ${themed('secondary')};`;
const Rate = styled.span`display: block; font-size: 14px; color: #4a5468;`;
const RemoveButton = styled.button`
  flex: none; min-height: 40px; padding: 0 14px; border: 1px solid #c5cad6; border-radius: 6px;
  background: #fff; color: #b3261e; font: inherit; cursor: pointer;
  &:focus-visible { outline: 3px solid ${themed('primary')}; outline-offset: 2px; }
`;

/** One guest-bag line: option id and offer rate. The priced line (name, units) comes with the server bag. */
export function BagItemRow({ item, onRemove }: { item: LocalBagItem; onRemove: (id: string) => void }) {
  return (
    <Row>
      <div>
        <Name>Media option {item._id}</Name>
        <Rate>Offer rate {formatRupees(item._media.discountedRate)}</Rate>
      </div>
      <RemoveButton type="button" onClick={() => onRemove(item._id)} aria-label={`Remove media option ${item._id}`}>
        Remove
      </RemoveButton>
    </Row>
  );
}
