import styled from 'styled-components';
import type { Difference, RateRow } from 'shared-domain';
import { readableUnitLabel, groupCreativeSpecs } from 'shared-domain/format';
import type { SellerOptionDraft } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { formatRate, formatRupees } from 'shared-domain';
import { formatCount } from 'shared-domain/input';
import { Facts, KeyValues, Missing, Part, SimpleTable } from './review-parts';
import { ArtworkThumbs } from '../shared/seller-ui';

const Option = styled.article`
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
`;

const differenceText = (d: Difference) =>
  `${d.value >= 0 ? '+' : '−'}${d.type === 'percentage' ? `${formatCount(Math.abs(d.value))}%` : formatRupees(Math.abs(d.value))}${d.onRunningTotal ? ' on the running total' : ''}`;

const conditionText = (row: RateRow) =>
  row.fields.map((f) => (f.value !== undefined && f.value !== '' ? `${f.field} = ${f.value}` : `${f.field} ${f.min ?? 0}–${f.max ?? '∞'}`)).join(', ');

function Prices({ option }: { option: SellerOptionDraft }) {
  const { cardRate, discountedRate, minimumBilling } = option.rates.defaultRates;
  const rows = option.rates.otherRates ?? [];
  return (
    <>
      <Facts>
        <dt>Unit</dt>
        <dd>{readableUnitLabel(option.unitLabel) || <Missing as="span">Not given</Missing>}</dd>
        <dt>Card rate</dt>
        <dd>{formatRate(cardRate)}</dd>
        <dt>Offer rate</dt>
        <dd>{formatRate(discountedRate)}</dd>
        <dt>Minimum billing</dt>
        <dd>{formatRupees(option.minimumBilling || minimumBilling || 0)}</dd>
        <dt>Pricing units</dt>
        <dd>{option.pricingUnits.map((u) => `${u.name} (from ${formatCount(u.min ?? 1)})`).join(', ') || '—'}</dd>
        <dt>Choices</dt>
        <dd>{option.variablePricingUnits.map((u) => `${u.name}: ${(u.values ?? []).join(', ') || u.type}`).join('; ') || '—'}</dd>
      </Facts>
      {rows.length ? (
        <SimpleTable caption={`Rate changes for ${option.name}`} head={['When', 'Change']} rows={rows.map((r) => [conditionText(r), differenceText(r.difference)])} />
      ) : null}
    </>
  );
}

/** One media option as staff review it: what it is, its prices, specs, artworks and vendors. */
export function ReviewOption({ option, n }: { option: SellerOptionDraft; n: number }) {
  const chosen = option.descriptionId !== null ? option.descriptions[Number(option.descriptionId)] : undefined;
  const specs = groupCreativeSpecs(option.creativeSpecs);
  const artworks = option.referenceArtworks.filter((a) => a.url);
  const name = option.name.trim() || `Option ${n}`;
  return (
    <Option aria-label={name}>
      <Part>
        <h3>{name}</h3>
        <Facts>
          <dt>Type</dt>
          <dd>{option.type || '—'}</dd>
          <dt>Top choice</dt>
          <dd>{option._template || 'No'}</dd>
          <dt>Description</dt>
          <dd>{chosen?.trim() ? chosen : <Missing as="span">None chosen</Missing>}</dd>
        </Facts>
      </Part>
      <Part>
        <h4>Prices</h4>
        <Prices option={option} />
      </Part>
      <Part>
        <h4>Creative specs</h4>
        {specs.length ? specs.map((g) => (
          <KeyValues key={g.type} items={g.fields.map((f) => ({ key: `${g.label}: ${f.key}`, value: f.value }))} none="" />
        )) : <Missing>No creative specs</Missing>}
      </Part>
      <Part>
        <h4>Reference artworks</h4>
        {artworks.length ? (
          <ArtworkThumbs>
            {artworks.map((a, i) => (
              <li key={`${a.url}-${i}`}>
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  <img src={a.url} alt={`Reference artwork ${i + 1} of ${name} (opens in a new tab)`} width={88} height={66} loading="lazy" />
                </a>
              </li>
            ))}
          </ArtworkThumbs>
        ) : <Missing>No reference artworks</Missing>}
      </Part>
      <Part>
        <h4>Vendors</h4>
        {option._vendors.length ? <p>{option._vendors.join(', ')}</p> : <Missing>No vendors</Missing>}
      </Part>
      <Part>
        <h4>Campaign guidelines and other information</h4>
        <KeyValues items={option.additionalInfo} none="None given" />
        <h4>Proof of execution</h4>
        <KeyValues items={option.sop} none="None given" />
      </Part>
    </Option>
  );
}
