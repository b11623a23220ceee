import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type FacetCount, type FacetKey, type MediaFacetsResponse } from 'shared-domain';
import { industryLabel, isFacetSelected, setRange, toggleFacet, type BrowseFilters, type FacetFilterSpec, type Range } from 'shared-domain/browse';
import { formatNumber } from '../app/format';
import { SecondaryButton, VisuallyHidden } from '../ui/primitives';
import { selectControl } from '../ui/styles';
import { color, focusRing } from 'shared-ui';
import { LinkButton } from 'shared-ui/forms';

/** Values shown before "Show all". */
export const VISIBLE_VALUES = 6;

const Fieldset = styled.fieldset`
  border: 0;
  border-top: 1px solid ${color.line};
  margin: 0;
  padding: 16px 0;
  min-width: 0;
  &:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
`;

/** Floated, so it sits inside the fieldset like a heading instead of cutting its top border. */
const Legend = styled.legend`
  float: left;
  width: 100%;
  font-weight: 700;
  padding: 0;
  margin-bottom: 8px;
  & + * {
    clear: both;
  }
`;

const Values = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
    accent-color: ${color.accent};
    ${focusRing}
  }
`;

const Count = styled.span`
  margin-left: auto;
  color: ${color.muted};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

const MoreButton = styled(LinkButton)`
  font-size: 0.9375rem;
  margin-top: 4px;
  padding: 8px 0;
  min-height: 36px;
  font-weight: 600;
`;

const RangeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
    color: ${color.muted};
  }
  input {
    font: inherit;
    min-height: 40px;
    width: 100%;
    box-sizing: border-box;
    padding: 0 8px;
    border: 1px solid ${color.muted};
    border-radius: 6px;
    color: ${color.ink};
    ${focusRing}
  }
`;

const ApplyButton = styled(SecondaryButton)`
  margin-top: 8px;
  width: 100%;
`;

const Select = styled.select`
  ${selectControl}
  width: 100%;
`;

/** How a filter value reads: industry keys by their name, everything else as stored. */
export function valueLabel(key: FacetKey, value: string): string {
  return key === 'industry' ? industryLabel(value) : value;
}

/** The server's counts plus any selected value it did not list (a shared link's, now 0). */
function valuesToShow(key: FacetKey, counts: readonly FacetCount[], filters: BrowseFilters): FacetCount[] {
  const listed = new Set(counts.map((c) => c.value.toLowerCase()));
  const missing = (filters.facets[key] ?? []).filter((v) => !listed.has(v.toLowerCase())).map((value) => ({ value, count: 0 }));
  return [...counts, ...missing];
}

function FacetGroup({ spec, counts, filters, onChange }: {
  spec: FacetFilterSpec;
  counts: readonly FacetCount[];
  filters: BrowseFilters;
  onChange: (filters: BrowseFilters) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const values = valuesToShow(spec.key, counts, filters);
  if (!values.length) return null;
  // Collapsed, the first few show, and every ticked value wherever it sits.
  const visible = expanded ? values : values.filter((v, i) => i < VISIBLE_VALUES || isFacetSelected(filters, spec.key, v.value));
  return (
    <Fieldset>
      <Legend>{spec.label}</Legend>
      <Values id={listId}>
        {visible.map((v) => (
          <li key={v.value}>
            <Check>
              <input
                type="checkbox"
                checked={isFacetSelected(filters, spec.key, v.value)}
                onChange={() => onChange(toggleFacet(filters, spec.key, v.value))}
              />
              <span>{valueLabel(spec.key, v.value)}</span>
              <Count aria-hidden="true">{formatNumber(v.count)}</Count>
              <VisuallyHidden>({formatNumber(v.count)} media)</VisuallyHidden>
            </Check>
          </li>
        ))}
      </Values>
      {values.length > VISIBLE_VALUES ? (
        <MoreButton type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((x) => !x)}>
          {expanded ? `Show fewer ${spec.label.toLowerCase()} options` : `Show all ${values.length} ${spec.label.toLowerCase()} options`}
        </MoreButton>
      ) : null}
    </Fieldset>
  );
}

/** A whole non-negative number from an input, or undefined when empty or unreadable. */
function amount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Min and max inputs, applied together (Enter or the button) so typing does not reload the list. */
function PriceRange({ label, range, placeholder, onApply }: {
  label: string;
  range: Range;
  placeholder: { min: number; max: number } | null;
  onApply: (range: Range) => void;
}) {
  const [min, setMin] = useState(range.min === undefined ? '' : String(range.min));
  const [max, setMax] = useState(range.max === undefined ? '' : String(range.max));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ min: amount(min), max: amount(max) });
  };
  return (
    <Fieldset as="form" onSubmit={submit} aria-label={label}>
      <Legend as="p">{label}</Legend>
      <RangeRow>
        <label>
          Min
          <input type="number" inputMode="numeric" min={0} value={min} placeholder={placeholder ? String(placeholder.min) : undefined} onChange={(e) => setMin(e.target.value)} />
        </label>
        <label>
          Max
          <input type="number" inputMode="numeric" min={0} value={max} placeholder={placeholder ? String(placeholder.max) : undefined} onChange={(e) => setMax(e.target.value)} />
        </label>
      </RangeRow>
      <ApplyButton type="submit">Apply price</ApplyButton>
    </Fieldset>
  );
}

function AudienceMinimum({ label, steps, range, onChange }: {
  label: string;
  steps: readonly number[];
  range: Range;
  onChange: (range: Range) => void;
}) {
  const id = useId();
  const current = range.min;
  const options = current !== undefined && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : steps;
  return (
    <Fieldset>
      <Legend as="label" htmlFor={id}>
        {label}
      </Legend>
      <Select
        id={id}
        value={current === undefined ? '' : String(current)}
        onChange={(e) => onChange({ ...range, min: amount(e.target.value) })}
      >
        <option value="">Any</option>
        {options.map((step) => (
          <option key={step} value={String(step)}>
            {formatNumber(step)} or more
          </option>
        ))}
      </Select>
    </Fieldset>
  );
}

type Props = {
  facetSpecs: readonly FacetFilterSpec[];
  audienceLabel: string;
  audienceSteps: readonly number[];
  priceLabel: string;
  filters: BrowseFilters;
  /** The latest counts (kept while newer ones load); undefined before the first arrive. */
  facets: MediaFacetsResponse | undefined;
  onChange: (filters: BrowseFilters) => void;
};

/** The filters of a browse page: value lists with counts, price range, audience minimum. */
export function FilterPanel({ facetSpecs, audienceLabel, audienceSteps, priceLabel, filters, facets, onChange }: Props) {
  const price = filters.price;
  return (
    <>
      {facetSpecs.map((spec) => (
        <FacetGroup key={spec.key} spec={spec} counts={facets?.facets[spec.key] ?? []} filters={filters} onChange={onChange} />
      ))}
      <PriceRange
        // A new range from the URL (a chip removed, back button) resets what is typed.
        key={`${price.min ?? ''}-${price.max ?? ''}`}
        label={priceLabel}
        range={price}
        placeholder={facets?.price ?? null}
        onApply={(range) => onChange(setRange(filters, 'price', range))}
      />
      <AudienceMinimum
        label={audienceLabel}
        steps={audienceSteps}
        range={filters.audience}
        onChange={(range) => onChange(setRange(filters, 'audience', range))}
      />
    </>
  );
}
