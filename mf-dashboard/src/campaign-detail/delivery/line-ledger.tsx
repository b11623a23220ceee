import styled from 'styled-components';
import { formatCount } from 'shared-domain/input';
import { unitCount, type LedgerDay, type LineLedger, type MakeGood, type MakeGoodAnswer, type MakeGoodProposal } from 'shared-domain/proof';
import { color } from 'shared-ui';
import { dayRangeText } from 'shared-ui/booking';
import { RefusedNote } from 'shared-ui/forms';
import { FigureTable, PlainList, TableScroll } from 'shared-ui/states';
import type { ApiError } from 'shared-domain';
import { errorText } from '../../app/error-text';
import { formatDate, formatRupees } from '../../app/format';
import { Actions, Button, Card, Muted, SubTitle } from '../../ui/primitives';

const Tag = styled.span`
  margin-left: 8px;
  padding: 0 6px;
  border: 1px solid ${color.line};
  border-radius: 4px;
  font-size: 0.75rem;
  font-weight: 600;
`;

const Short = styled.td<{ $short: boolean }>`
  color: ${(p) => (p.$short ? color.danger : 'inherit')};
  font-weight: ${(p) => (p.$short ? 700 : 400)};
`;

const Offer = styled.section`
  margin: 16px 0 0;
  padding: 12px;
  border: 1px solid ${color.warning};
  border-radius: 8px;
  background: ${color.warningSurface};
  p {
    margin: 0 0 8px;
  }
`;

const n = formatCount;

/** The days an extra make-good runs, with units per day: "10–11 Mar (1 a day)". */
function extraDaysText(days: readonly { day: string; units: number }[]): string {
  if (days.length === 0) return '';
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const same = days.every((d) => d.units === first.units);
  return `${dayRangeText(first.day, last.day)}${same ? ` (${n(first.units)} a day)` : ''}`;
}

/** What an offer or a make-good gives: extra units on days, or a credit. */
export function makeGoodText(m: Pick<MakeGoodProposal, 'form' | 'extraUnits' | 'extraDays' | 'credit' | 'shortUnits' | 'unitRate'>, unitLabel: string): string {
  if (m.form === 'extra') return `${unitCount(m.extraUnits, unitLabel)} extra, ${extraDaysText(m.extraDays)}`;
  return `A credit of ${formatRupees(m.credit)} (${n(m.shortUnits)} × ${formatRupees(m.unitRate)})`;
}

function DayRow({ d }: { d: LedgerDay }) {
  return (
    <tr>
      <th scope="row">
        {formatDate(d.day)}
        {d.makeGood ? <Tag>Make-good</Tag> : null}
      </th>
      <td>{n(d.bought)}</td>
      <td>{n(d.verified)}</td>
      <td>{n(d.submitted)}</td>
      <td>{n(d.rejected)}</td>
      {d.open ? <td>Open</td> : <Short $short={d.short > 0}>{n(d.short)}</Short>}
    </tr>
  );
}

function MadeList({ makeGoods, unitLabel, name }: { makeGoods: readonly MakeGood[]; unitLabel: string; name: string }) {
  if (makeGoods.length === 0) return null;
  return (
    <>
      <SubTitle as="h4">Make-goods answered</SubTitle>
      <PlainList aria-label={`Make-goods of ${name}`}>
        {makeGoods.map((m) => (
          <li key={m._id}>
            {m.decision === 'accepted' ? 'Accepted' : 'Declined'} {formatDate(m.decidedAt)}: {makeGoodText(m, unitLabel)} for {unitCount(m.shortUnits, unitLabel)} short
          </li>
        ))}
      </PlainList>
    </>
  );
}

type AnswerProps = { canAnswer: boolean; pending: boolean; error: ApiError | null; changed: boolean; onAnswer: (a: MakeGoodAnswer) => void };

function OfferBox({ line, name, answer }: { line: LineLedger; name: string; answer: AnswerProps }) {
  const offer = line.proposal!;
  // The offer as shown: if it changed meanwhile (another buyer took a free day), the server says so (409).
  const send = (decision: MakeGoodAnswer['decision']) => answer.onAnswer({
    lineId: line.lineId, shortUnits: offer.shortUnits, decision, form: offer.form, extraDays: offer.extraDays, credit: offer.credit,
  });
  return (
    <Offer aria-label={`Make-good offer for ${name}`}>
      <SubTitle as="h4">Make-good offer</SubTitle>
      <p><strong>Short by {unitCount(offer.shortUnits, line.unitLabel)}.</strong> Offer: {makeGoodText(offer, line.unitLabel)}.</p>
      <p>{offer.explanation}</p>
      {answer.canAnswer ? (
        <Actions>
          <Button type="button" disabled={answer.pending} onClick={() => send('accept')}>Accept</Button>
          <Button type="button" $variant="secondary" disabled={answer.pending} onClick={() => send('decline')}>Decline</Button>
        </Actions>
      ) : <p>The campaign’s owner answers this offer.</p>}
      {answer.error && !answer.changed ? <RefusedNote role="alert">{errorText(answer.error)}</RefusedNote> : null}
    </Offer>
  );
}

/** One line's delivery: a table of its days (bought, verified, waiting, rejected, short) with totals, its make-goods and the current offer. */
export function LineLedgerCard({ line, answer }: { line: LineLedger; answer: AnswerProps }) {
  const name = `${line.mediaName} — ${line.optionName}`;
  const id = `ledger-${line.lineId}`;
  const t = line.totals;
  return (
    <Card aria-labelledby={id}>
      <SubTitle id={id}>{name}</SubTitle>
      <Muted>Each unit is one {line.unitLabel}. A day is open while its proof may still arrive; short counts after that.</Muted>
      <TableScroll tabIndex={0} role="region" aria-label={`${name}: days, scroll sideways for more`}>
        <FigureTable aria-label={`Delivery of ${name}`}>
          <thead>
            <tr>
              {['Day', 'Bought', 'Verified', 'Waiting', 'Rejected', 'Short'].map((h) => <th key={h} scope="col">{h}</th>)}
            </tr>
          </thead>
          <tbody>{line.days.map((d) => <DayRow key={d.day} d={d} />)}</tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{n(t.bought)}</td>
              <td>{n(t.verified)}</td>
              <td>{n(t.submitted)}</td>
              <td>{n(t.rejected)}</td>
              <Short $short={t.short > 0}>{n(t.short)}</Short>
            </tr>
          </tfoot>
        </FigureTable>
      </TableScroll>
      {line.proposal ? <OfferBox line={line} name={name} answer={answer} /> : null}
      <MadeList makeGoods={line.makeGoods} unitLabel={line.unitLabel} name={name} />
    </Card>
  );
}
