import { useState, type FormEvent } from 'react';
import { useRuntime } from 'shared-ui';
import { Button, CheckboxLabel, DoneNote, FieldError, FieldRow, FieldSet, RefusedNote, TextField } from 'shared-ui/forms';
import type { OptionAvailability } from 'shared-domain/booking';
import { Note } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';
import { saveAvailability, saveHoldHours, type AvailabilityInput } from '../bookings/booking-api';
import { fieldOfError, unitsText } from 'shared-ui/booking';
import { dayRange, errorText } from '../bookings/booking-format';
import { WEEKDAY_NAMES, WEEKDAYS } from './calendar-dates';

const UNITS_MAX = 10_000;
const HOLD_MIN = 1;
const HOLD_MAX = 720;
const BULK_FIELDS = ['from', 'to', 'units', 'weekdays'] as const;
type BulkField = (typeof BULK_FIELDS)[number];

export type BulkDraft = { from: string; to: string; units: string; weekdays: boolean[]; clear: boolean };

/** The request body of a bulk edit, or the problems by field. */
export function bulkInput(draft: BulkDraft): { input: AvailabilityInput } | { problems: Partial<Record<BulkField, string>> } {
  const problems: Partial<Record<BulkField, string>> = {};
  if (!draft.from) problems.from = 'Choose the first day';
  if (!draft.to) problems.to = 'Choose the last day';
  else if (draft.from && draft.to < draft.from) problems.to = 'The last day is before the first';
  let units: number | null = null;
  if (!draft.clear) {
    units = Number(draft.units.trim());
    if (!draft.units.trim() || !Number.isInteger(units) || units < 0 || units > UNITS_MAX) problems.units = `Enter a whole number from 0 to ${UNITS_MAX.toLocaleString('en-IN')}`;
  }
  const weekdays = draft.weekdays.flatMap((on, i) => (on ? [i] : []));
  if (weekdays.length === 0) problems.weekdays = 'Choose at least one weekday';
  if (Object.keys(problems).length) return { problems };
  return { input: { from: draft.from, to: draft.to, units, ...(weekdays.length < 7 ? { weekdays } : {}) } };
}

/** The bulk edit: units on each chosen weekday of a range, or the range cleared back to on request. */
export function BulkEdit({ optionId, draft, onDraft, onSaved }: {
  optionId: string;
  draft: BulkDraft;
  onDraft: (draft: BulkDraft) => void;
  onSaved: (saved: OptionAvailability) => void;
}) {
  const api = useRuntime().api.serviceB;
  const [problems, setProblems] = useState<Partial<Record<BulkField, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const send = useSend((input: AvailabilityInput) => saveAvailability(api, optionId, input));
  const set = (patch: Partial<BulkDraft>) => {
    setDone(null);
    onDraft({ ...draft, ...patch });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = bulkInput(draft);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    const saved = await send.run(checked.input);
    if (!saved) return undefined;
    const { from, to, units } = checked.input;
    setDone(units === null ? `${dayRange(from, to)}: cleared to on request.` : `${dayRange(from, to)}: ${unitsText(units)} a day saved.`);
    onSaved(saved);
  };
  const serverField = fieldOfError(send.error, BULK_FIELDS);
  const error = (f: BulkField) => problems[f] ?? (serverField === f ? errorText(send.error) : null);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="bulk-edit">
      <h2 id="bulk-edit">Set units for a range of days</h2>
      <Note>Pick a day in the calendar to start from it. Days with buyers’ holds cannot be cleared to on request.</Note>
      <FieldRow>
        <TextField label="From" type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} error={error('from')} />
        <TextField label="To" type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} error={error('to')} />
        <TextField label="Units" inputMode="numeric" value={draft.clear ? '' : draft.units} disabled={draft.clear}
          hint="Faces, spots or positions free each day" onChange={(e) => set({ units: e.target.value })} error={error('units')} />
      </FieldRow>
      <FieldSet aria-describedby={error('weekdays') ? 'weekdays-error' : undefined}>
        <legend>Weekdays</legend>
        {WEEKDAYS.map((w, i) => (
          <CheckboxLabel key={w}>
            <input type="checkbox" checked={draft.weekdays[i]} aria-label={WEEKDAY_NAMES[i]}
              onChange={(e) => set({ weekdays: draft.weekdays.map((on, k) => (k === i ? e.target.checked : on)) })} />
            <span aria-hidden="true">{w}</span>
          </CheckboxLabel>
        ))}
        {error('weekdays') ? <FieldError id="weekdays-error">{error('weekdays')}</FieldError> : null}
      </FieldSet>
      <CheckboxLabel>
        <input type="checkbox" checked={draft.clear} onChange={(e) => set({ clear: e.target.checked })} />
        Clear to on request
      </CheckboxLabel>
      <div>
        <Button type="submit" disabled={send.sending}>{send.sending ? 'Saving…' : 'Save availability'}</Button>
      </div>
      {send.error && !serverField ? <RefusedNote role="alert">{errorText(send.error)}</RefusedNote> : null}
      {done ? <DoneNote role="status">{done}</DoneNote> : null}
    </form>
  );
}

/** How long a buyer's hold lasts before it lapses unconfirmed. */
export function HoldHours({ optionId, holdHours, onSaved }: { optionId: string; holdHours: number; onSaved: (hours: number) => void }) {
  const api = useRuntime().api.serviceB;
  const [value, setValue] = useState(String(holdHours));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const send = useSend((hours: number) => saveHoldHours(api, optionId, hours));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const hours = Number(value.trim());
    if (!value.trim() || !Number.isInteger(hours) || hours < HOLD_MIN || hours > HOLD_MAX) {
      return setProblem(`Enter a whole number of hours from ${HOLD_MIN} to ${HOLD_MAX}`);
    }
    setProblem(null);
    const saved = await send.run(hours);
    if (!saved) return undefined;
    setDone(true);
    onSaved(saved.holdHours);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="hold-time">
      <h2 id="hold-time">Hold time</h2>
      <Note>A buyer’s hold lapses after this many hours unless you accept the request; its units are free again.</Note>
      <TextField label="Hold time (hours)" inputMode="numeric" value={value} onChange={(e) => { setDone(false); setValue(e.target.value); }}
        error={problem ?? (send.error ? errorText(send.error) : null)} />
      <Button type="submit" $variant="outline" disabled={send.sending}>{send.sending ? 'Saving…' : 'Save hold time'}</Button>
      {done ? <DoneNote role="status"> Holds on this option now last {value.trim()} hours.</DoneNote> : null}
    </form>
  );
}
