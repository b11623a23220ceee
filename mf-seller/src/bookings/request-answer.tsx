import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useRuntime } from 'shared-ui';
import { Button, FieldRow, RefusedNote, TextAreaField, TextField } from 'shared-ui/forms';
import { fieldOfError } from 'shared-ui/booking';
import { serverToday } from 'shared-domain/input';
import {
  checkCounterNote, checkDeclineReason, checkTermsChange, DECLINE_REASON_MAX, type BookingRequest, type InsertionOrder, type TermsChange,
} from 'shared-domain/booking';
import { Note } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';
import { acceptRequest, counterRequest, declineRequest, type CounterInput } from './booking-api';
import { errorText } from './booking-format';

const COUNTER_FIELDS = ['rate', 'from', 'to', 'units', 'note'] as const;
type CounterField = (typeof COUNTER_FIELDS)[number];

const Part = styled.div`
  margin: 16px 0 0;
  h3 {
    font-size: 1.0625rem;
    margin: 0 0 8px;
  }
`;

type Answered = (request: BookingRequest | null, order?: InsertionOrder) => void;

/** Accept: the hold is confirmed and the insertion order made. */
function Accept({ request, onAnswered }: { request: BookingRequest; onAnswered: Answered }) {
  const api = useRuntime().api.serviceB;
  const send = useSend(() => acceptRequest(api, request._id));
  return (
    <Part>
      <h3>Accept</h3>
      <Note>Accepting confirms the buyer’s hold and makes the insertion order for both sides to sign.</Note>
      <Button type="button" disabled={send.sending} onClick={async () => {
        const answer = await send.run();
        if (answer) onAnswered(answer.request, answer.order);
      }}>
        {send.sending ? 'Accepting…' : 'Accept request'}
      </Button>
      {send.error ? <RefusedNote role="alert">{errorText(send.error)}</RefusedNote> : null}
    </Part>
  );
}

/** Decline: a reason is required (the buyer reads it); the hold is released. */
function Decline({ request, onAnswered }: { request: BookingRequest; onAnswered: Answered }) {
  const api = useRuntime().api.serviceB;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSend((text: string) => declineRequest(api, request._id, text));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDeclineReason(reason);
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    const answer = await send.run(checked.value);
    if (answer !== undefined) onAnswered(answer);
  };
  const serverField = fieldOfError(send.error, ['reason']);
  return (
    <Part as="form" noValidate onSubmit={submit}>
      <h3>Decline</h3>
      <TextAreaField label="Reason for declining" hint="The buyer reads this." value={reason} maxLength={DECLINE_REASON_MAX + 100}
        onChange={(e) => setReason(e.target.value)} error={problem ?? (serverField ? errorText(send.error) : null)} />
      <Button type="submit" $variant="danger" disabled={send.sending}>{send.sending ? 'Declining…' : 'Decline request'}</Button>
      {send.error && !serverField ? <RefusedNote role="alert">{errorText(send.error)}</RefusedNote> : null}
    </Part>
  );
}

type CounterDraft = Record<CounterField, string>;

/**
 * The counter's changes from the form, or the problems by field: what is typed must be a
 * number; the rules (rate above 0, units 1 to 10,000, dates not past and in order, at least one
 * change, the note's length) are shared-domain's, as the server checks them against `today`.
 */
export function counterFrom(draft: CounterDraft, request: BookingRequest, today: string): { input: CounterInput } | { problems: Partial<Record<CounterField, string>> } {
  const problems: Partial<Record<CounterField, string>> = {};
  const change: TermsChange = {};
  const rate = draft.rate.trim();
  if (rate && !Number.isFinite(Number(rate))) problems.rate = 'Enter the rate as a number of rupees';
  else if (rate) change.rate = Number(rate);
  const units = draft.units.trim();
  if (units && !Number.isInteger(Number(units))) problems.units = 'Enter a whole number of units';
  else if (units) change.units = Number(units);
  if (draft.from) change.from = draft.from;
  if (draft.to) change.to = draft.to;
  const note = checkCounterNote(draft.note);
  if (!note.ok) problems.note = note.message;
  if (Object.keys(problems).length || !note.ok) return { problems };
  const checked = checkTermsChange(change, request, today);
  if (!checked.ok) return { problems: { [checked.field]: checked.message } };
  const next = checked.value;
  const input: CounterInput = {};
  if (next.rate !== request.rate) input.rate = next.rate;
  if (next.units !== request.units) input.units = next.units;
  if (next.from !== request.from) input.from = next.from;
  if (next.to !== request.to) input.to = next.to;
  if (note.value) input.note = note.value;
  return { input };
}

/** Counter: another rate, other dates or units, and a note; the hold is kept until the buyer answers. */
function Counter({ request, onAnswered }: { request: BookingRequest; onAnswered: Answered }) {
  const api = useRuntime().api.serviceB;
  const [draft, setDraft] = useState<CounterDraft>({ rate: '', from: '', to: '', units: '', note: '' });
  const [problems, setProblems] = useState<Partial<Record<CounterField, string>>>({});
  const send = useSend((input: CounterInput) => counterRequest(api, request._id, input));
  const set = (field: CounterField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = counterFrom(draft, request, serverToday(new Date()));
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    const answer = await send.run(checked.input);
    if (answer !== undefined) onAnswered(answer);
  };
  const serverField = fieldOfError(send.error, COUNTER_FIELDS);
  const error = (f: CounterField) => problems[f] ?? (serverField === f ? errorText(send.error) : null);
  return (
    <Part as="form" noValidate onSubmit={submit}>
      <h3>Counter-offer</h3>
      <Note>Fill in only what changes. The buyer’s hold is kept while they answer.</Note>
      <FieldRow>
        <TextField label="Rate (₹)" inputMode="decimal" placeholder={String(request.rate)} value={draft.rate} onChange={(e) => set('rate')(e.target.value)} error={error('rate')} />
        <TextField label="Units" inputMode="numeric" placeholder={String(request.units)} value={draft.units} onChange={(e) => set('units')(e.target.value)} error={error('units')} />
        <TextField label="From" type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} error={error('from')} />
        <TextField label="To" type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} error={error('to')} />
      </FieldRow>
      <TextAreaField label="Note to the buyer (optional)" value={draft.note} onChange={(e) => set('note')(e.target.value)} error={error('note')} />
      <Button type="submit" $variant="outline" disabled={send.sending}>{send.sending ? 'Sending…' : 'Send counter-offer'}</Button>
      {send.error && !serverField ? <RefusedNote role="alert">{errorText(send.error)}</RefusedNote> : null}
    </Part>
  );
}

/** The seller's three answers to an open request. */
export function RequestAnswer({ request, onAnswered }: { request: BookingRequest; onAnswered: Answered }) {
  return (
    <>
      <Accept request={request} onAnswered={onAnswered} />
      <Decline request={request} onAnswered={onAnswered} />
      <Counter request={request} onAnswered={onAnswered} />
    </>
  );
}
