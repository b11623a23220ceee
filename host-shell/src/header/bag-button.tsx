import styled from 'styled-components';
import { bus } from 'shared-domain';
import { useBagCount } from './use-bag-count';
import { mobile, th } from '../theme/theme';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** "Your Bag" with its item-count badge; opens the bag drawer through the bus. */
export function BagButton({ compact = false }: { compact?: boolean }) {
  const count = useBagCount();
  return (
    <Button
      type="button"
      aria-label={`Your Bag, ${itemsLabel(count)}`}
      onClick={() => bus.publish({ type: 'bag/open-requested' })}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M5 8h14l-1.2 12H6.2z" strokeLinejoin="round" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {!compact && <span>Your Bag</span>}
      <Badge aria-hidden="true" data-testid="bag-count">
        {count}
      </Badge>
    </Button>
  );
}

const Button = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${(p) => th(p).colors.secondary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg { flex: none; }
  &:hover { background: ${(p) => th(p).colors.subtle}; }
  ${mobile} { padding: 0 6px; }
`;

const Badge = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${(p) => th(p).colors.primary};
  color: #fff;
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;
