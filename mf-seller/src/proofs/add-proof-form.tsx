import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-domain';
import { formatDate } from 'shared-domain/format';
import { PROOF_KIND_LABELS, PROOF_FILE_NOTE_MAX, proofAccept, proofFilesInWords, type Proof, type ProofKind, type ProvableDay, type ProvableLine } from 'shared-domain/proof';
import { color, useRuntime } from 'shared-ui';
import { fieldOfError } from 'shared-ui/booking';
import { Button, Field, FieldRow, Input, RefusedNote, Select, TextAreaField, TextField } from 'shared-ui/forms';
import { ActionRow } from '../shared/seller-ui';
import { useSend } from '../shared/use-send';
import { errorText } from '../bookings/booking-format';
import { uploadProof } from './proof-api';

const FormBox = styled.form`
  margin: 8px 0 0;
  padding: 12px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.canvas};
  progress {
    width: 100%;
    max-width: 240px;
  }
`;

type Problem = { field: 'file' | 'units' | 'note' | 'kind' | 'form'; message: string };

/** Which field a refused upload belongs next to: the one a 400 names, else the file (what the server checks); anything else the form's. */
function problemOf(error: unknown): Problem | null {
  if (!error) return null;
  const message = errorText(error);
  const named = fieldOfError(error, ['units', 'note', 'kind', 'file', 'name'] as const);
  if (named) return { field: named === 'name' ? 'file' : named, message };
  if (error instanceof ApiError && (error.status === 400 || error.status === 413 || error.status === 415)) return { field: 'file', message };
  return { field: 'form', message };
}

/** The client's own checks before sending: a file chosen, whole units from 1, a note within the limit. */
function checkDraft(file: File | null, units: string, note: string): Problem | null {
  if (!file) return { field: 'file', message: 'Choose the file to upload' };
  const n = Number(units);
  if (!/^\d+$/.test(units.trim()) || n < 1) return { field: 'units', message: 'Units must be a whole number from 1' };
  if (note.trim().length > PROOF_FILE_NOTE_MAX) return { field: 'note', message: `The note may be at most ${PROOF_FILE_NOTE_MAX} characters` };
  return null;
}

/**
 * "Add proof" for one day of a line: the kind (the option's kinds, its default first), the file
 * (the picker offers the kind's types), the units it covers (the day's by default) and a note.
 * The file's bytes go up as they are; the server's refusal shows next to the field it is about.
 */
export function AddProofForm({ line, day, onAdded, onCancel }: { line: ProvableLine; day: ProvableDay; onAdded: (proof: Proof) => void; onCancel: () => void }) {
  const api = useRuntime().api.serviceB;
  const kinds: ProofKind[] = line.kinds.length > 0 ? line.kinds : ['photo'];
  const [kind, setKind] = useState<ProofKind>(kinds[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [units, setUnits] = useState(String(day.units));
  const [note, setNote] = useState('');
  const [own, setOwn] = useState<Problem | null>(null);
  const [progress, setProgress] = useState(0);
  const first = useRef<HTMLSelectElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const send = useSend((chosen: File, count: number) =>
    uploadProof(api, { campaignId: line.campaignId, lineId: line.lineId, day: day.day, kind, units: count, note, file: chosen }, setProgress));
  useEffect(() => first.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkDraft(file, units, note);
    setOwn(problem);
    if (problem || !file) return;
    setProgress(0);
    const proof = await send.run(file, Number(units));
    if (proof) onAdded(proof);
  };
  const problem = own ?? problemOf(send.error);
  // A refusal moves the focus to the field it is about, so it is read out with its message.
  const problemKey = problem ? `${problem.field}:${problem.message}` : '';
  useEffect(() => {
    if (problemKey && !problemKey.startsWith('form:')) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problemKey]);
  const errorFor = (field: Problem['field']) => (problem?.field === field ? problem.message : null);
  const dayText = formatDate(day.day);
  return (
    <FormBox ref={form} aria-label={`Add proof for ${dayText}`} noValidate onSubmit={submit}>
      <FieldRow>
        <Field label="Kind of proof" error={errorFor('kind')}>
          <Select ref={first} value={kind} disabled={send.sending} onChange={(e) => setKind(e.target.value as ProofKind)}>
            {kinds.map((k) => <option key={k} value={k}>{PROOF_KIND_LABELS[k]}</option>)}
          </Select>
        </Field>
        <TextField label="Units it covers" type="number" inputMode="numeric" min={1} step={1} value={units} error={errorFor('units')}
          hint={`${day.units} bought this day`} disabled={send.sending} onChange={(e) => setUnits(e.target.value)} />
      </FieldRow>
      <Field label="File" error={errorFor('file')} hint={`${PROOF_KIND_LABELS[kind]}: ${proofFilesInWords(kind)}, as it came from the camera or the publisher`}>
        <Input type="file" accept={proofAccept(kind)} disabled={send.sending} onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          send.clear();
          setOwn(null);
        }} />
      </Field>
      <TextAreaField label="Note (optional)" value={note} error={errorFor('note')} disabled={send.sending} onChange={(e) => setNote(e.target.value)} />
      {send.sending ? <progress max={1} value={progress} aria-label="Upload progress" /> : null}
      <ActionRow>
        <Button type="submit" disabled={send.sending}>{send.sending ? `Uploading… ${Math.round(progress * 100)}%` : 'Upload proof'}</Button>
        <Button type="button" $variant="secondary" disabled={send.sending} onClick={onCancel}>Cancel</Button>
      </ActionRow>
      {problem?.field === 'form' ? <RefusedNote role="alert">{problem.message}</RefusedNote> : null}
    </FormBox>
  );
}
