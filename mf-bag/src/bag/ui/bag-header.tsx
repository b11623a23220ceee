/** The bag's name (renamed in place) and the campaign's start and end dates. */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { campaignNameFor } from 'shared-domain/pricing';
import { color } from 'shared-ui';
import { localDay, MAX_BAG_NAME, type BagDoc, type BagOp } from '../state/bag-doc';
import { Button, ErrorText, Input, Label } from './controls';

const Bar = styled.div`display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: flex-end; margin: 0 0 12px;`;
const Name = styled.h2`margin: 0; font-size: 18px; color: ${color.secondary}; word-break: break-word;`;
const NameRow = styled.div`display: flex; align-items: center; gap: 8px; flex: 1 1 240px; min-width: 0;`;
const Form = styled.form`display: flex; gap: 8px; align-items: flex-end; flex: 1 1 240px;`;
const Dates = styled.div`display: flex; gap: 12px; flex-wrap: wrap;`;

export function BagHeader({ doc, onOp }: { doc: BagDoc; onOp(op: BagOp): string | null }) {
  // Until the buyer names the bag, the name its campaign will get (its first media and month).
  const shownName = campaignNameFor(doc, new Date());
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(shownName);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const startId = useId();
  const endId = useId();
  useEffect(() => { if (!editing) setName(shownName); }, [shownName, editing]);

  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === doc.name) { setEditing(false); return; }
    const refused = onOp({ kind: 'rename', name });
    setError(refused);
    if (!refused) setEditing(false);
  };
  const setDate = (field: 'startDate' | 'endDate', value: string | null) => {
    const refused = onOp({ kind: 'bagInfo', [field]: value });
    setError(refused);
    return refused;
  };

  return (
    <>
      <Bar>
        {editing ? (
          <Form onSubmit={rename} aria-label="Rename the bag">
            <Label htmlFor={nameId} style={{ flex: 1 }}>
              Bag name
              <Input id={nameId} value={name} maxLength={MAX_BAG_NAME} autoFocus onChange={(e) => setName(e.target.value)}
                onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); setEditing(false); setError(null); } }} />
            </Label>
            <Button type="submit" $size="small" $variant="primary">Save name</Button>
            <Button type="button" $size="small" $variant="secondary" onClick={() => { setEditing(false); setError(null); }}>Cancel</Button>
          </Form>
        ) : (
          <NameRow>
            <Name>{shownName}</Name>
            <Button type="button" $size="small" $variant="secondary" onClick={() => setEditing(true)} aria-label={`Rename ${shownName}`}>Rename</Button>
          </NameRow>
        )}
        <Dates>
          <Label htmlFor={startId}>
            Start date
            <DateField id={startId} value={doc.startDate} min={localDay()} max={doc.endDate?.slice(0, 10)}
              onCommit={(v) => setDate('startDate', v)} />
          </Label>
          <Label htmlFor={endId}>
            End date
            <DateField id={endId} value={doc.endDate} min={doc.startDate?.slice(0, 10)} onCommit={(v) => setDate('endDate', v)} />
          </Label>
        </Dates>
      </Bar>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}

/** A whole date with a four-digit year: what a typed date is once its last digit is in. */
const COMPLETE_DATE = /^([1-9]\d{3})-\d{2}-\d{2}$/;

/**
 * A date input that keeps what is being typed. A browser's date field reports a value for
 * every segment typed (year 2 → `0002-12-05`, then `0020-…`, `0202-…`, `2026-…`), and a
 * field whose value is reset by the page (an intermediate value refused) loses the segments
 * typed so far. So the field shows its own draft, commits only a date with a full year (or a
 * cleared field), and is brought in line with the bag when it is not being typed in.
 */
function DateField({ id, value, min, max, onCommit }: {
  id: string;
  value: string | null;
  min?: string;
  max?: string;
  /** Answers why the date was refused, or null. */
  onCommit(value: string | null): string | null;
}) {
  const shown = value?.slice(0, 10) ?? '';
  const [draft, setDraft] = useState(shown);
  const typing = useRef(false);
  useEffect(() => { if (!typing.current) setDraft(shown); }, [shown]);

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setDraft(next);
    // '' with badInput: some segments typed, not all; nothing to commit yet.
    if (next === '' && !e.target.validity?.badInput) onCommit(null);
    else if (COMPLETE_DATE.test(next)) onCommit(next);
  };
  return (
    <Input id={id} type="date" value={draft} min={min} max={max} onChange={change}
      onFocus={() => { typing.current = true; }}
      onBlur={() => { typing.current = false; setDraft(shown); }} />
  );
}
