/**
 * The detail page's availability (issue 37): a "Check availability" From/To pair above the
 * options (tomorrow and the 29 days after it at first) and each option's badge, all read with
 * one GET /availability. The page is rendered on the server: the pair and the badges take
 * their place there but fill only in the browser (no script: nothing shows, nothing moves).
 */
import { createContext, useContext, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { AvailabilityBadge, defaultAvailabilityRange, dayRangeText, indiaToday, useAvailability, type AvailabilityEntry } from 'shared-ui/booking';
import { Input, describedBy, FieldError } from 'shared-ui/forms';
import { color, mobile } from 'shared-ui';
import { Button } from '../ui/primitives';
import { rangeErrors, type RangeErrors } from './range-check';

type Range = { from: string; to: string };

const AvailabilityContext = createContext<((optionId: string) => AvailabilityEntry | undefined) | null>(null);

const Form = styled.form<{ $waiting: boolean }>`
  visibility: ${(p) => (p.$waiting ? 'hidden' : 'visible')};
  margin: 0 0 16px;
  padding: 12px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    gap: 8px 12px;
    align-items: start;
    ${mobile} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: 8px;
  }
  .date-field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  button {
    align-self: end;
    ${mobile} {
      grid-column: 1 / -1;
    }
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: ${color.muted};
  font-size: 0.875rem;
`;

function DateInput({ label, value, min, error, disabled, onChange }: {
  label: string; value: string; min?: string; error?: string; disabled: boolean; onChange(value: string): void;
}) {
  const id = useId();
  const { errorId, ...aria } = describedBy(id, { error });
  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      <Input id={id} type="date" value={value} min={min} disabled={disabled} onChange={(e) => onChange(e.target.value)} {...aria} />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** The From/To pair: checks the dates where they are typed, and asks again on "Check". */
function RangeForm({ range, onCheck }: { range: Range | null; onCheck(range: Range): void }) {
  const [from, setFrom] = useState(range?.from ?? '');
  const [to, setTo] = useState(range?.to ?? '');
  const [errors, setErrors] = useState<RangeErrors>({});
  useEffect(() => {
    if (!range) return;
    setFrom(range.from);
    setTo(range.to);
  }, [range]);
  const waiting = range === null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = rangeErrors(from, to, new Date());
    setErrors(found);
    if (!found.from && !found.to) onCheck({ from, to });
  };
  return (
    <Form onSubmit={submit} noValidate $waiting={waiting} aria-hidden={waiting || undefined} aria-label="Check availability">
      <fieldset disabled={waiting}>
        <legend>Check availability</legend>
        <DateInput label="From" value={from} min={waiting ? undefined : indiaToday(new Date())} error={errors.from} disabled={waiting} onChange={setFrom} />
        <DateInput label="To" value={to} min={from || undefined} error={errors.to} disabled={waiting} onChange={setTo} />
        <Button type="submit">Check</Button>
      </fieldset>
      <Note>{range ? `Each option below shows its availability for ${dayRangeText(range.from, range.to)}.` : '\u00a0'}</Note>
    </Form>
  );
}

/** Gives the options inside it their availability for the range the pair above them chose. */
export function OptionsAvailability({ optionIds, children }: { optionIds: readonly string[]; children: ReactNode }) {
  // Null until the page runs in a browser: the server's render and the first one here agree.
  const [range, setRange] = useState<Range | null>(null);
  useEffect(() => setRange(defaultAvailabilityRange(new Date())), []);
  const ids = optionIds.join(',');
  const asks = useMemo(() => (range && ids ? ids.split(',').map((optionId) => ({ optionId, ...range })) : []), [ids, range]);
  const { entry } = useAvailability(asks);
  const lookup = useMemo(() => (optionId: string) => (range ? entry({ optionId, ...range }) : undefined), [entry, range]);
  return (
    <AvailabilityContext.Provider value={lookup}>
      <RangeForm range={range} onCheck={setRange} />
      {children}
    </AvailabilityContext.Provider>
  );
}

/** An option's badge for the chosen range; outside OptionsAvailability, nothing. */
export function OptionAvailabilityBadge({ optionId, optionName }: { optionId: string; optionName: string }) {
  const lookup = useContext(AvailabilityContext);
  if (!lookup) return null;
  return <AvailabilityBadge entry={lookup(optionId)} label={`Availability of ${optionName}`} />;
}
