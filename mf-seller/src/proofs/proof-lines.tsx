import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from 'shared-domain/format';
import { PROOF_KIND_LABELS, type Proof, type ProvableDay, type ProvableLine } from 'shared-domain/proof';
import { color } from 'shared-ui';
import { formatDayTime, unitsText } from 'shared-ui/booking';
import { Button, DoneNote } from 'shared-ui/forms';
import { ProofFlagList, ProofStateBadge } from 'shared-ui/proof';
import { Note, Panel } from '../shared/seller-ui';
import { AddProofForm } from './add-proof-form';

const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const DayItem = styled.li`
  padding: 12px 0 0;
  border-top: 1px solid ${color.line};
  h3 {
    font-size: 1rem;
    margin: 0 0 4px;
  }
`;

const Proofs = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 4px;
  }
`;

/** One proof of a day: its file, kind and units, its state and what the checks found. */
export function ProofLine({ proof }: { proof: Proof }) {
  return (
    <li data-proof={proof._id}>
      <p>
        <strong>{proof.fileName}</strong> · {PROOF_KIND_LABELS[proof.kind]} · {unitsText(proof.units)} · uploaded {formatDayTime(proof.uploadedAt)}
      </p>
      <p><ProofStateBadge proof={proof} /></p>
      <ProofFlagList flags={proof.flags} label={`Checks of ${proof.fileName}`} />
      {proof.note ? <Note>Note: {proof.note}</Note> : null}
    </li>
  );
}

/** A day of a line: the units bought, its proofs, and "Add proof" opening the upload form in place. */
function DayBlock({ line, day, onAdded }: { line: ProvableLine; day: ProvableDay; onAdded: (proof: Proof) => void }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closing the form (uploaded or cancelled) gives the focus back to its button.
  useEffect(() => {
    if (wasOpen.current && !open) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const dayText = formatDate(day.day);
  const close = () => setOpen(false);
  return (
    <DayItem aria-label={dayText}>
      <h3>{dayText}</h3>
      <Note>{unitsText(day.units)} bought</Note>
      {day.proofs.length > 0 ? (
        <Proofs aria-label={`Proofs for ${dayText}`}>{day.proofs.map((p) => <ProofLine key={p._id} proof={p} />)}</Proofs>
      ) : <Note>No proof yet.</Note>}
      <p role="status">{done ? <DoneNote>{done}</DoneNote> : null}</p>
      {open ? (
        <AddProofForm line={line} day={day} onCancel={close} onAdded={(proof) => {
          onAdded(proof);
          setDone(proof.flags.length > 0 ? `Uploaded ${proof.fileName}. Staff will look at the checks below.` : `Uploaded ${proof.fileName}. Staff will check it.`);
          close();
        }} />
      ) : (
        <Button ref={toggle} type="button" $variant="secondary" $size="small" aria-label={`Add proof for ${dayText}`} onClick={() => {
          setDone(null);
          setOpen(true);
        }}>
          Add proof
        </Button>
      )}
    </DayItem>
  );
}

/** A line to prove: the campaign, media and option, and its days. */
export function LineBlock({ line, onAdded }: { line: ProvableLine; onAdded: (proof: Proof) => void }) {
  const id = `line-${line.lineId}`;
  const name = `${line.mediaName} — ${line.optionName}`;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <Note>Campaign: {line.campaignName} · Proof: {line.kinds.map((k) => PROOF_KIND_LABELS[k]).join(', ')}</Note>
      {line.days.length > 0 ? (
        <Days aria-label={`Days of ${name}`}>{line.days.map((d) => <DayBlock key={d.day} line={line} day={d} onAdded={onAdded} />)}</Days>
      ) : <Note>No days bought on this line.</Note>}
    </Panel>
  );
}
