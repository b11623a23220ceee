/** "Request a quote": what will be asked, before anything is sent. */
import styled from 'styled-components';
import { color } from 'shared-ui';
import { formatRupees } from 'shared-domain';
import { formatDate } from 'shared-domain/format';
import type { PricedLine } from './bag-line-card';
import { Dialog } from 'shared-ui/dialog';
import { Button, DialogActions } from './controls';

const Lines = styled.ul`margin: 8px 0 12px; padding: 0 0 0 18px; display: grid; gap: 4px;`;
const Facts = styled.dl`
  display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 12px; font-size: 15px;
  dt { color: ${color.muted}; } dd { margin: 0; }
`;
const Next = styled.p`margin: 0 0 4px; color: ${color.ink};`;

export type QuoteRequest = {
  /** The selected lines: what the quote is for. */
  lines: readonly PricedLine[];
  /** Their total at today's rates, GST included. */
  total: number;
  startDate: string | null;
  endDate: string | null;
  /** Set when the request goes into an existing campaign (its name once known). */
  campaign?: { name: string | null } | null;
};

const titleOf = (line: PricedLine) => (line.display ? `${line.display.mediaName} – ${line.display.optionName}` : `Media option ${line._mediaOption}`);

function datesText(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `from ${formatDate(start)}`;
  if (end) return `until ${formatDate(end)}`;
  return 'Not set: our team will suggest them';
}

/**
 * Summarises the quote request (the selected options, the dates, the total at today's rates)
 * and what happens next, and sends it only on "Send request".
 */
export function QuoteDialog({ request, onSend, onClose }: { request: QuoteRequest; onSend(): void; onClose(): void }) {
  const { lines, total, startDate, endDate, campaign } = request;
  const count = lines.length;
  return (
    <Dialog title="Request a quote" onClose={onClose}>
      {count === 0 ? (
        <p role="alert">Select at least one item in your bag to ask for a quote.</p>
      ) : (
        <>
          <p style={{ margin: 0 }}>
            You are asking for a plan and quote for {count === 1 ? 'this media option' : `these ${count} media options`}
            {campaign ? (campaign.name ? <>, added to your campaign <strong>{campaign.name}</strong></> : ', added to the campaign you came from') : null}:
          </p>
          <Lines aria-label="Options in the request">
            {lines.map((line) => <li key={line._id}>{titleOf(line)} · {formatRupees(line.totalPrice)}</li>)}
          </Lines>
          <Facts aria-label="Request details">
            <dt>Campaign dates</dt><dd>{datesText(startDate, endDate)}</dd>
            <dt>Total today</dt><dd>{formatRupees(total)} incl. GST</dd>
          </Facts>
          <Next>
            Our team will check rates and availability and send you a plan with a quote. You can follow it, approve it or ask
            for changes on your dashboard.
          </Next>
        </>
      )}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="button" $variant="primary" disabled={count === 0} onClick={onSend}>Send request</Button>
      </DialogActions>
    </Dialog>
  );
}
