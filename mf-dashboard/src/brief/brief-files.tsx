import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { BRIEF_UPLOAD_EXTENSIONS, BRIEF_UPLOAD_MAX_BYTES, BRIEF_UPLOAD_MAX_FILES, type BriefFileProblem } from 'shared-domain/campaign';
import { Field, FieldError, FieldHint, Input } from 'shared-ui/forms';
import { color } from 'shared-ui';
import { formatBytes } from '../app/format';
import { Button } from '../ui/primitives';
import { BriefGroup } from './brief-fields';
import { fileKey, type FileUpload } from './use-brief-submit';

const ACCEPT = BRIEF_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');
const MAX_MB = BRIEF_UPLOAD_MAX_BYTES / (1024 * 1024);

const FileList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
  }
  li > span:first-child {
    flex: 1 1 200px;
    overflow-wrap: anywhere;
  }
  progress {
    flex: 1 1 120px;
    height: 10px;
  }
`;

function UploadRow({ u }: { u: FileUpload }) {
  const words = u.state === 'done' ? 'Uploaded' : u.state === 'failed' ? `Not uploaded: ${u.error ?? 'failed'}` : u.state === 'uploading' ? `Uploading ${Math.round(u.progress * 100)}%` : 'Waiting';
  return (
    <li>
      <span>{u.file.name}</span>
      {u.state === 'uploading' || u.state === 'waiting' ? (
        <progress max={100} value={Math.round(u.progress * 100)} aria-label={`Upload of ${u.file.name}`} />
      ) : null}
      <span style={{ color: u.state === 'failed' ? color.danger : undefined }}>{words}</span>
    </li>
  );
}

/**
 * The brief's files: chosen before sending (each with what the rules say of it), then each
 * one's upload to the new campaign with its progress.
 */
export function BriefFiles({
  id, files, problems, invalid, uploads, disabled, onAdd, onRemove,
}: {
  id: string;
  files: readonly File[];
  problems: readonly BriefFileProblem[];
  invalid: boolean;
  uploads: readonly FileUpload[];
  disabled: boolean;
  onAdd: (e: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (file: File) => void;
}) {
  const hint = `Up to ${BRIEF_UPLOAD_MAX_FILES} files of at most ${MAX_MB} MB each: PDF, Word, Excel, PowerPoint, CSV, text or images. They are added to the campaign after the brief is sent.`;
  return (
    <BriefGroup disabled={disabled}>
      <legend>Files</legend>
      <Field id={id} label="Attach files (optional)" hint={hint}>
        <Input type="file" multiple accept={ACCEPT} onChange={onAdd} aria-invalid={invalid ? true : undefined} />
      </Field>
      {files.length && uploads.length === 0 ? (
        <FileList aria-label="Chosen files">
          {files.map((f) => {
            const problem = problems.find((p) => p.name === f.name);
            return (
              <li key={fileKey(f)}>
                <span>
                  {f.name} <FieldHint>({formatBytes(f.size)})</FieldHint>
                  {problem ? <FieldError>{problem.message}</FieldError> : null}
                </span>
                <Button type="button" $variant="ghost" onClick={() => onRemove(f)} aria-label={`Remove ${f.name}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </FileList>
      ) : null}
      {uploads.length ? (
        <FileList aria-label="Uploads">
          {uploads.map((u) => (
            <UploadRow key={u.key} u={u} />
          ))}
        </FileList>
      ) : null}
    </BriefGroup>
  );
}
