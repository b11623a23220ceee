import styled from 'styled-components';
import type { UploadKind } from '../../api/campaigns.api';
import type { UploadLimits } from '../../api/uploads.api';
import { Field, Select } from 'shared-ui/forms';
import { Actions } from '../../ui/primitives';
import { color } from 'shared-ui';
import { acceptOf } from './upload-checks';
import type { Sending } from './use-uploads';

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 6px;
  border: 1px dashed ${color.muted};
  cursor: pointer;
  font-weight: 600;
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Progress = styled.ul`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  li {
    margin-bottom: 8px;
    overflow-wrap: anywhere;
  }
  progress {
    display: block;
    width: 100%;
    max-width: 420px;
    height: 10px;
  }
`;

const Problems = styled.ul`
  color: ${color.danger};
  margin: 8px 0;
  padding-left: 20px;
`;

/** Choosing files to upload (and their kind), the files refused, and each upload's progress. */
export function UploadPicker({
  kind, onKind, staff, limits, disabled, onFiles, problems, sending,
}: {
  kind: UploadKind;
  onKind: (kind: UploadKind) => void;
  staff: boolean;
  limits: UploadLimits | null;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  problems: readonly string[];
  sending: readonly Sending[];
}) {
  return (
    <>
      <Actions style={{ alignItems: 'flex-end' }}>
        <div style={{ minWidth: 200 }}>
          <Field label="File type">
            <Select value={kind} onChange={(e) => onKind(e.target.value as UploadKind)}>
              <option value="creative">Creative</option>
              <option value="brief">Brief</option>
              <option value="other">Other</option>
              {staff ? <option value="proof">Proof of execution</option> : null}
            </Select>
          </Field>
        </div>
        <Picker style={{ marginBottom: 12 }}>
          Choose files to upload
          <input
            type="file"
            multiple
            accept={acceptOf(limits)}
            disabled={disabled}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              onFiles(files);
            }}
          />
        </Picker>
      </Actions>
      {problems.length ? (
        <Problems role="alert" aria-label="Files not uploaded">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Problems>
      ) : null}
      {sending.length ? (
        <Progress aria-label="Uploads in progress">
          {sending.map((s) => (
            <li key={s.key}>
              {s.error ? (
                <span role="alert" style={{ color: color.danger }}>
                  {s.name}: {s.error}
                </span>
              ) : (
                <>
                  <span id={`${s.key}-label`}>
                    Uploading {s.name}: {Math.round(s.progress * 100)}%
                  </span>
                  <progress aria-labelledby={`${s.key}-label`} value={s.progress} max={1} />
                </>
              )}
            </li>
          ))}
        </Progress>
      ) : null}
    </>
  );
}
