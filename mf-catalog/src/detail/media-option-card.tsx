import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { type CatalogMediaOption, type MediaDetail } from 'shared-domain';
import { groupCreativeSpecs, readableUnitLabel } from 'shared-domain/format';
import { savingPercent } from 'shared-domain/browse';
import { statedMinimumBilling } from 'shared-domain/pricing';
import { formatRate, formatRupees } from '../app/format';
import { AddToBagButton } from '../bag/add-to-bag-button';
import { CompareToggle } from '../compare/compare-toggle';
import { cpmText, optionFigures, reachNote, reachText } from '../compare/option-figures';
import { Card, VisuallyHidden } from '../ui/primitives';
import { OptionAvailabilityBadge } from '../availability/options-availability';
import { alpha, color, focusRing } from 'shared-ui';

const Name = styled.h3`
  font-size: 1.0625rem;
  margin: 0 0 4px;
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${alpha(color.primary, 10)};
  color: ${color.accent};
  font-size: 0.8125rem;
  font-weight: 600;
`;

/** A muted line of text under an option's name (the option rail's small print extends it). */
export const Unit = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
  font-size: 0.9375rem;
`;

/** The line of rates: the offer rate large, the card rate struck through beside it (the option rail's extends it). */
export const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  margin: 0 0 8px;
  del {
    color: ${color.muted};
  }
  strong {
    font-size: 1.375rem;
  }
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  font-size: 0.9375rem;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
  }
`;

const Estimates = styled(Terms)`
  padding: 8px 10px;
  border-radius: 6px;
  background: ${color.canvas};
  dd strong {
    font-weight: 600;
  }
  small {
    display: block;
    color: ${color.muted};
    font-size: 0.8125rem;
  }
`;

const Part = styled.details`
  margin: 0 0 12px;
  border-top: 1px solid ${color.line};
  padding-top: 8px;
  summary {
    cursor: pointer;
    font-weight: 600;
    padding: 6px 0;
    ${focusRing}
  }
  h4 {
    font-size: 0.9375rem;
    margin: 8px 0 4px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    margin: 0;
    font-size: 0.875rem;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Artworks = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 4px 0 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    font-size: 0.75rem;
    color: ${color.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 88px;
    min-height: 66px;
    border: 1px solid ${color.line};
    border-radius: 6px;
    background: ${color.canvas};
    color: ${color.accent};
    font-size: 0.875rem;
    overflow: hidden;
    ${focusRing}
  }
  img {
    display: block;
    width: 88px;
    height: 66px;
    /* The whole artwork in a neutral frame, whatever its shape. */
    object-fit: contain;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/**
 * A reference artwork: its thumbnail in a neutral frame, or a text link when the image cannot
 * be shown. A drawn sample layout (`sample`) says so, so it is never taken for an ad that ran.
 */
function Artwork({ url, n, optionName, sample }: { url: string; n: number; optionName: string; sample: boolean }) {
  const [failed, setFailed] = useState(false);
  const name = sample ? `Sample layout ${n}, not a real advertisement` : `Reference artwork ${n}`;
  return (
    <li>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {failed ? (sample ? `Sample ${n}` : `Artwork ${n}`) : <img src={url} alt={name} width={88} height={66} loading="lazy" onError={() => setFailed(true)} />}
        <VisuallyHidden>{` for ${optionName} (opens in a new tab)`}</VisuallyHidden>
      </a>
      {sample ? <span aria-hidden="true">Sample layout</span> : null}
    </li>
  );
}

/** A rate named for screen readers: the card rate struck through, the offer rate in bold. */
export function Rate({ kind, rate }: { kind: 'card' | 'offer'; rate: number }) {
  const Figure = kind === 'card' ? 'del' : 'strong';
  return (
    <Figure>
      <VisuallyHidden>{kind === 'card' ? 'Card rate ' : 'Offer rate '}</VisuallyHidden>
      {formatRate(rate)}
    </Figure>
  );
}

/**
 * One bookable media option: card vs offer rate, unit, minimum billing, GST, estimated reach
 * and CPM, reference artworks, creative specs, "Add to bag" and "Compare".
 */
export function MediaOptionCard({ option, media }: { option: CatalogMediaOption; media: MediaDetail }) {
  const nameId = useId();
  const { cardRate, discountedRate } = option.rates.defaultRates;
  const minimumBilling = statedMinimumBilling(option);
  const saving = savingPercent(cardRate, discountedRate);
  const figures = useMemo(() => optionFigures(option, media, media.attributes), [option, media]);
  const artworks = (option.referenceArtworks ?? []).filter((a) => a?.url);
  const allSamples = artworks.length > 0 && artworks.every((a) => a.sample === true);
  const specs = groupCreativeSpecs(option.creativeSpecs);

  return (
    <Card aria-labelledby={nameId}>
      <Name id={nameId}>{option.name}</Name>
      {option._template ? <Badge>{option._template}</Badge> : null}
      <Unit>{readableUnitLabel(option.unitLabel)}</Unit>
      <Prices>
        {saving > 0 ? <Rate kind="card" rate={cardRate} /> : null}
        <Rate kind="offer" rate={discountedRate} />
        {saving > 0 ? <span>{saving}% off</span> : null}
      </Prices>
      <OptionAvailabilityBadge optionId={option._id} optionName={option.name} />
      <Terms>
        {minimumBilling ? (
          <>
            <dt>Minimum billing</dt>
            <dd>{formatRupees(minimumBilling)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd>GST {option.serviceTaxPercentage}%</dd>
      </Terms>
      <Estimates>
        <dt>Est. reach</dt>
        <dd>
          <strong>{reachText(figures.reach)}</strong>
          <small>{reachNote(figures.reach)}</small>
        </dd>
        <dt>CPM</dt>
        <dd>
          <strong>{cpmText(figures.cpm)}</strong>
          {figures.cpm !== null ? <small>on {formatRupees(figures.spend)} before GST</small> : null}
        </dd>
      </Estimates>
      {artworks.length ? (
        <Part open>
          <summary>{allSamples ? 'Sample layouts' : 'Reference artworks'} ({artworks.length})</summary>
          <Artworks>
            {artworks.map((a, i) => (
              <Artwork key={`${a.url}-${i}`} url={a.url} n={i + 1} optionName={option.name} sample={a.sample === true} />
            ))}
          </Artworks>
        </Part>
      ) : null}
      {specs.length ? (
        <Part>
          <summary>Creative specs</summary>
          {specs.map((g) => (
            <div key={g.type}>
              <h4>{g.label}</h4>
              <dl>
                {g.fields.map((f, i) => (
                  <div key={`${f.key}-${i}`} style={{ display: 'contents' }}>
                    <dt>{f.key}</dt>
                    <dd>{String(f.value)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </Part>
      ) : null}
      <Actions>
        <AddToBagButton option={option} describedBy={nameId} />
        <CompareToggle pick={{ _id: option._id, name: option.name, mediaName: media.name }} describedBy={nameId} />
      </Actions>
    </Card>
  );
}
