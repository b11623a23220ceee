/** The bag's summary: totals of the selected lines (or all), the bulk discount, saving, a quote and the downloads. */
import { useState } from 'react';
import styled from 'styled-components';
import { color } from 'shared-ui';
import { PlanExportButtons } from 'shared-ui/plan-export';
import type { BagOp } from '../state/bag-doc';
import type { PlanFormat } from '../state/use-media-plan-download';
import type { SaveKind } from '../state/use-save-campaign';
import type { PricedLine } from './bag-line-card';
import { BagTotals } from './bag-totals';
import { GuestLimit } from './bag-notes';
import { Button, ErrorText, Label, NumberField, Select } from './controls';
import { BulkRequest, rateLabels, useRateAuthority } from './rate-request';

const Panel = styled.aside<{ $wide: boolean }>`
  border: 1px solid ${color.line}; border-radius: 10px; padding: 14px; background: ${color.canvas};
  ${(p) => (p.$wide ? 'position: sticky; top: 84px;' : '')}
`;
const SummaryTitle = styled.h2`margin: 0 0 8px; font-size: 17px; color: ${color.secondary};`;
const Stack = styled.div`display: grid; gap: 8px; margin-top: 12px;`;
const Row = styled.div`display: flex; gap: 8px; flex-wrap: wrap; align-items: flex-end;`;

/** The summary panel beside (page) or below (drawer) the lines. */
export function BagSummary({ wide, count, selectedCount, lines, selectedLines, guest, discount, requestedDiscount, inCampaign, saving, downloading, on }: {
  wide: boolean;
  count: number;
  selectedCount: number;
  lines: PricedLine[];
  selectedLines: PricedLine[];
  guest: boolean;
  discount: number | string | null;
  /** The bulk discount the buyer asked for (never priced). */
  requestedDiscount: number | string | null;
  /** Saving adds to a campaign instead of making one. */
  inCampaign: boolean;
  saving: SaveKind | null;
  downloading: PlanFormat | null;
  on: {
    op(op: BagOp): string | null; save(): void; quote(): void; download(kind: PlanFormat): void; signIn(): void;
    /** Save and pay now by card (SPEC.md 7.14); absent where the site takes no cards. */
    payByCard?: () => void;
  };
}) {
  return (
    <Panel $wide={wide} aria-label="Bag summary">
      <SummaryTitle>
        {selectedCount > 0 ? `Total for ${selectedCount} of ${count} selected` : `Total for all ${count}`}
      </SummaryTitle>
      {!guest && <BulkDiscount value={discount} requested={requestedDiscount} onOp={on.op} />}
      <BagTotals lines={selectedCount > 0 ? selectedLines : lines} />
      <Stack>
        <Button type="button" $variant="primary" disabled={saving !== null} aria-busy={saving === 'campaign'} onClick={on.save}>
          {saving === 'campaign' ? 'Saving…' : inCampaign ? 'Add to campaign' : 'Save as campaign'}
        </Button>
        {on.payByCard && (
          <Button type="button" $variant="secondary" disabled={saving !== null} aria-busy={saving === 'pay'} onClick={on.payByCard}>
            {saving === 'pay' ? 'Paying…' : 'Pay now by card'}
          </Button>
        )}
        <Button type="button" $variant="secondary" disabled={saving !== null} aria-busy={saving === 'quote'} aria-haspopup="dialog" onClick={on.quote}>
          {saving === 'quote' ? 'Sending…' : 'Request a quote'}
        </Button>
        <PlanExportButtons downloading={downloading} onDownload={on.download} />
      </Stack>
      {guest && <GuestLimit onSignIn={on.signIn} />}
    </Panel>
  );
}

/** The bulk discount on the bag's total: flat rupees or a percentage (PRICING.md `discountOnTotal`). */
function BulkDiscount({ value: own, requested, onOp }: { value: number | string | null; requested: number | string | null; onOp(op: BagOp): string | null }) {
  const authority = useRateAuthority();
  const labels = rateLabels(authority);
  // A buyer edits the bulk discount they ask for; staff the bulk discount itself.
  const value = authority === 'set' ? own : requested;
  const isPercent = typeof value === 'string' && value.trim().endsWith('%');
  const [mode, setMode] = useState<'percent' | 'amount'>(isPercent || value === null ? 'percent' : 'amount');
  const [error, setError] = useState<string | null>(null);
  const current = value === null ? null : isPercent ? Number(String(value).trim().slice(0, -1)) : Number(value);
  const shown = value === null || (mode === 'percent') !== isPercent ? null : current;
  const commit = (v: number | null) => setError(onOp({ kind: 'bagInfo', discountOnTotal: v === null ? null : mode === 'percent' ? `${v}%` : v, authority }));
  return (
    <>
      <Row>
        <NumberField
          label={mode === 'percent' ? labels.bulkPercent : labels.bulkAmount}
          value={shown}
          min={0}
          allowEmpty
          validate={(v) => (mode === 'percent' && v > 100 ? 'At most 100%' : null)}
          onCommit={commit}
        />
        <Label>
          Type
          <Select value={mode} onChange={(e) => setMode(e.target.value === 'amount' ? 'amount' : 'percent')}>
            <option value="percent">%</option>
            <option value="amount">₹</option>
          </Select>
        </Label>
      </Row>
      {authority === 'request' && <BulkRequest value={requested} />}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
