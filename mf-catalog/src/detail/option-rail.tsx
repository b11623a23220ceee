/**
 * What a buyer came for, without scrolling past the profile: on a wide screen a sticky rail
 * beside it with each option's offer rate, unit, minimum billing and "Add to bag"; on a
 * phone a bar along the bottom with the lowest price and a button to the options.
 */
import { useId } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { type CatalogMediaOption } from 'shared-domain';
import { cheapestOption, readableUnitLabel } from 'shared-domain/format';
import { formatRate, formatRupees } from '../app/format';
import { AddToBagButton } from '../bag/add-to-bag-button';
import { useCompare } from '../compare/use-compare';
import { Button } from '../ui/primitives';
import { alpha, color, focusRing } from 'shared-ui';
import { savingPercent } from 'shared-domain/browse';
import { statedMinimumBilling } from 'shared-domain/pricing';
import { Prices, Rate, Unit } from './media-option-card';

/** The rail shows from this width; below it, the bottom bar. */
export const RAIL_MIN_PX = 960;
const wide = `@media (min-width: ${RAIL_MIN_PX}px)`;
const narrow = `@media (max-width: ${RAIL_MIN_PX - 1}px)`;
const BAR_HEIGHT = 72;

/** The option's card on the page: where "Details" and the bar's button go. */
export const optionAnchor = (option: Pick<CatalogMediaOption, '_id'>): string => `option-${option._id}`;
/** The heading of the options section. */
export const OPTIONS_HEADING_ID = 'mm-options';

const Rail = styled.aside`
  display: none;
  ${wide} {
    display: block;
    position: sticky;
    /* Below the host's fixed header (bar and category tabs, 113 px from this width). */
    top: 129px;
    max-height: calc(100vh - 145px);
    overflow-y: auto;
    border: 1px solid ${color.line};
    border-radius: 10px;
    background: ${color.surface};
    padding: 16px;
    box-sizing: border-box;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 4px;
  }
  > p {
    margin: 0 0 12px;
    color: ${color.muted};
    font-size: 0.875rem;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${color.line};
    margin-top: 12px;
    padding-top: 12px;
  }
`;

const OptionName = styled.p`
  margin: 0 0 4px;
  font-weight: 700;
`;

const Price = styled(Prices)`
  margin: 0;
  gap: 2px 8px;
  strong {
    font-size: 1.25rem;
  }
`;

const Small = styled(Unit)`
  margin: 2px 0 0;
  font-size: 0.875rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 8px;
  a {
    color: ${color.accent};
    font-size: 0.875rem;
    border-radius: 2px;
    ${focusRing}
  }
`;

/** One option in the rail: rate and unit, card rate struck when higher, minimum billing, GST, Add to bag. */
function RailOption({ option }: { option: CatalogMediaOption }) {
  const nameId = useId();
  const { cardRate, discountedRate } = option.rates.defaultRates;
  const minimum = statedMinimumBilling(option);
  const saving = savingPercent(cardRate, discountedRate);
  const unit = readableUnitLabel(option.unitLabel);
  return (
    <li>
      <OptionName id={nameId}>{option.name}</OptionName>
      <Price>
        <Rate kind="offer" rate={discountedRate} />
        <span>{unit}</span>
        {saving > 0 ? <Rate kind="card" rate={cardRate} /> : null}
      </Price>
      <Small>
        {minimum ? `Minimum billing ${formatRupees(minimum)} · ` : ''}GST {option.serviceTaxPercentage}% extra
      </Small>
      <Row>
        <AddToBagButton option={option} describedBy={nameId} />
        <a href={`#${optionAnchor(option)}`} aria-describedby={nameId}>
          Details
        </a>
      </Row>
    </li>
  );
}

/** The sticky right rail of a wide screen: every option with its price and "Add to bag". */
export function OptionRail({ options }: { options: readonly CatalogMediaOption[] }) {
  const titleId = useId();
  if (options.length === 0) return null;
  return (
    <Rail aria-labelledby={titleId}>
      <h2 id={titleId}>Prices and booking</h2>
      <p>Offer rates before GST; the bag works out your total.</p>
      <ol>
        {options.map((o) => (
          <RailOption key={o._id} option={o} />
        ))}
      </ol>
    </Rail>
  );
}

const Bar = styled.aside`
  display: none;
  ${narrow} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 19;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: ${BAR_HEIGHT}px;
    box-sizing: border-box;
    padding: 10px 16px calc(10px + env(safe-area-inset-bottom, 0px));
    background: ${color.surface};
    border-top: 1px solid ${color.line};
    box-shadow: 0 -4px 16px ${alpha(color.ink, 12)};
    color: ${color.ink};
  }
  p {
    margin: 0;
    min-width: 0;
    line-height: 1.3;
  }
  strong {
    font-size: 1.125rem;
  }
  small {
    display: block;
    color: ${color.muted};
    font-size: 0.8125rem;
  }
`;

/** While the bar shows, the page ends that much lower, so the bar never covers its end (the footer included). */
const ClearOfBar = createGlobalStyle`
  ${narrow} {
    body {
      padding-bottom: ${BAR_HEIGHT}px;
    }
  }
`;

/**
 * The phone's bottom bar: the lowest price with its unit and a button that takes the buyer
 * to the options (scrolls there and moves focus to their heading). Hidden while the compare
 * tray holds that place.
 */
export function PhonePriceBar({ options }: { options: readonly CatalogMediaOption[] }) {
  const { picks } = useCompare();
  const cheapest = cheapestOption(options);
  if (!cheapest || picks.length > 0) return null;
  const unit = readableUnitLabel(cheapest.unitLabel);
  const goToOptions = () => {
    const heading = document.getElementById(OPTIONS_HEADING_ID);
    if (!heading) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return (
    <>
      <ClearOfBar />
      <Bar aria-label="Lowest price">
        <p>
          <small>From</small>
          <strong>{formatRate(cheapest.rates.defaultRates.discountedRate)}</strong> {unit}
        </p>
        <Button type="button" onClick={goToOptions} style={{ whiteSpace: 'nowrap', flex: 'none' }}>
          See {options.length === 1 ? 'the ad option' : `${options.length} ad options`}
        </Button>
      </Bar>
    </>
  );
}
