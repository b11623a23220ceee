import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { checkProof, PROOF_NOTE_MAX, proofNoteProblem } from 'shared-domain/campaign';
import { EntryDialog, type EntryDialogFrame } from './entry-dialog';
import { Field, Input, TextArea } from 'shared-ui/forms';
import type { UploadLimits } from '../../api/uploads.api';
import { acceptOf, uploadProblem } from '../uploads/upload-checks';

/** What the dialog hands back: the chosen file or the link, and the note. */
export type ProofChoice = { file: File; note: string } | { url: string; note: string };

const Choice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  legend {
    font-weight: 600;
    margin-bottom: 6px;
    padding: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    cursor: pointer;
  }
`;

/**
 * Staff: proof of execution of one schedule entry (a photo, a tear sheet, an air-time
 * certificate, or a link to them) with a note. The rule is shared-domain's `checkProof`,
 * the one service B applies.
 */
export function ProofDialog({
  limits = null,
  onSave,
  onEdit,
  ...frame
}: EntryDialogFrame & {
  /** What the server takes (types and size), when known: checked before sending. */
  limits?: UploadLimits | null;
  onSave: (choice: ProofChoice) => void;
  /** The user changed something: an earlier refusal no longer applies. */
  onEdit?: () => void;
}) {
  const [source, setSource] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'file' | 'url' | 'note'; message: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // A refusal moves focus to the field it is about, so the message is read with it.
  useEffect(() => {
    if (!problem) return;
    ({ file: fileRef, url: urlRef, note: noteRef })[problem.field].current?.focus();
  }, [problem]);

  const submit = () => {
    if (source === 'file') {
      if (!file) return setProblem({ field: 'file', message: 'Choose the file to record as proof' });
      const bad = uploadProblem(file, limits);
      if (bad) return setProblem({ field: 'file', message: bad });
      const noteProblem = proofNoteProblem(note);
      if (noteProblem) return setProblem({ field: 'note', message: noteProblem });
      setProblem(null);
      return onSave({ file, note: note.trim() });
    }
    if (!url.trim()) return setProblem({ field: 'url', message: 'Enter the link to the proof' });
    const rule = checkProof({ url, note });
    if (rule) return setProblem({ field: rule.field === 'note' ? 'note' : 'url', message: rule.message });
    setProblem(null);
    return onSave({ url: url.trim(), note: note.trim() });
  };

  return (
    <EntryDialog {...frame} what="Proof of execution" submitLabel="Record proof" pendingLabel="Recording…" onSubmit={submit}>
      <Choice>
        <legend>The proof is</legend>
        <label>
          <input type="radio" name="proof-source" checked={source === 'file'} onChange={() => { setSource('file'); setProblem(null); onEdit?.(); }} />
          A file
        </label>
        <label>
          <input type="radio" name="proof-source" checked={source === 'link'} onChange={() => { setSource('link'); setProblem(null); onEdit?.(); }} />
          A link
        </label>
      </Choice>
      {source === 'file' ? (
        <Field key="file" label="File" hint="A photo, tear sheet, air-time certificate or report; it is kept with the campaign's files." error={problem?.field === 'file' ? problem.message : null}>
          <Input
            ref={fileRef}
            type="file"
            accept={acceptOf(limits)}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
              onEdit?.();
            }}
          />
        </Field>
      ) : (
        <Field key="link" label="Link" hint="For example a shared photo album or the publisher's page." error={problem?.field === 'url' ? problem.message : null}>
          <Input
            ref={urlRef}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setProblem(null);
              onEdit?.();
            }}
            placeholder="https://"
            autoComplete="off"
          />
        </Field>
      )}
      <Field label="Note (optional)" hint={`At most ${PROOF_NOTE_MAX.toLocaleString('en-IN')} characters.`} error={problem?.field === 'note' ? problem.message : null}>
        <TextArea
          ref={noteRef}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            onEdit?.();
          }}
          rows={3}
        />
      </Field>
    </EntryDialog>
  );
}
