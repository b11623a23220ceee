import styled from 'styled-components';
import { activeFilters, type ActiveFilter, type BrowseFilters, type FacetFilterSpec, type Range } from 'shared-domain/browse';
import { formatNumber, formatRate } from '../app/format';
import { color } from 'shared-ui';
import { LinkButton } from 'shared-ui/forms';
import { pill } from '../ui/styles';
import { valueLabel } from './filter-panel';

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Chip = styled.button`
  ${pill(36)}
  font: inherit;
  font-size: 0.875rem;
  padding: 4px 12px;
  border: 1px solid ${color.accent};
  cursor: pointer;
  &:hover {
    background: ${color.canvas};
  }
`;

const ClearAll = styled(LinkButton)`
  font-size: 0.9375rem;
  font-weight: 600;
  min-height: 36px;
  padding: 4px 8px;
`;

function rangeText(range: Range, format: (n: number) => string): string {
  if (range.min !== undefined && range.max !== undefined) return `${format(range.min)} – ${format(range.max)}`;
  if (range.min !== undefined) return `${format(range.min)} or more`;
  return `up to ${format(range.max ?? 0)}`;
}

/** How a chip reads: "City: Delhi", "Price: ₹1,000 – ₹5,000", "Circulation: 1,00,000 or more". */
export function filterText(filter: ActiveFilter, labels: { facets: readonly FacetFilterSpec[]; audience: string }): string {
  if (filter.kind === 'facet') {
    const label = labels.facets.find((f) => f.key === filter.key)?.label ?? filter.key;
    return `${label}: ${valueLabel(filter.key, filter.value)}`;
  }
  return filter.key === 'price'
    ? `Price: ${rangeText(filter.range, formatRate)}`
    : `${labels.audience}: ${rangeText(filter.range, formatNumber)}`;
}

type Props = {
  filters: BrowseFilters;
  facetSpecs: readonly FacetFilterSpec[];
  audienceLabel: string;
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
};

/** The filters in force as removable chips, and Clear all. Nothing when no filter is set. */
export function ActiveFilters({ filters, facetSpecs, audienceLabel, onRemove, onClearAll }: Props) {
  const active = activeFilters(filters);
  if (!active.length) return null;
  return (
    <Chips aria-label="Active filters">
      {active.map((filter) => {
        const text = filterText(filter, { facets: facetSpecs, audience: audienceLabel });
        const key = filter.kind === 'facet' ? `${filter.key}:${filter.value}` : filter.key;
        return (
          <li key={key}>
            <Chip type="button" aria-label={`Remove filter ${text}`} onClick={() => onRemove(filter)}>
              {text}
              <span aria-hidden="true">×</span>
            </Chip>
          </li>
        );
      })}
      <li>
        <ClearAll type="button" onClick={onClearAll}>
          Clear all filters
        </ClearAll>
      </li>
    </Chips>
  );
}
