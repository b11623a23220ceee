import styled from 'styled-components';
import { color } from 'shared-ui';
import { Button } from 'shared-ui/forms';
import { bus } from 'shared-domain';
import { useBagCount } from './use-bag-count';
import { mobile } from '../theme/theme';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** "Your Bag" with its item-count badge; opens the bag drawer through the bus. */
export function BagButton({ compact = false }: { compact?: boolean }) {
  const count = useBagCount();
  return (
    <Box
      type="button"
      $variant="plain"
      aria-label={`Your Bag, ${itemsLabel(count)}`}
      onClick={() => bus.publish({ type: 'bag/open-requested' })}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M5 8h14l-1.2 12H6.2z" strokeLinejoin="round" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {/* The space keeps the words and the count apart in the visible text, as in the name (label-content-name-mismatch). */}
      {!compact && <Words>Your Bag</Words>}{' '}
      <Badge aria-hidden="true" data-testid="bag-count">
        {count}
      </Badge>
    </Box>
  );
}

/** shared-ui's plain Button with the icon, the words and the badge in a row. */
const Box = styled(Button)`
  position: relative;
  padding-inline: 12px;
  svg { flex: none; }
  ${mobile} { padding-inline: 6px; }
`;

/** On a phone only the icon and the count show (CSS too, for the server's page before its script runs). */
const Words = styled.span`
  ${mobile} { display: none; }
`;

const Badge = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${color.primary};
  color: ${color.primaryInk};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;
