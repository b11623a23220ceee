import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { toApiError } from 'shared-domain';
import type { Organization } from 'shared-domain/organizations';
import { useDashboardServices } from '../app/dashboard-services';
import { errorText } from '../app/error-text';
import { Field, Input } from 'shared-ui/forms';
import { Muted } from '../ui/primitives';
import { color } from 'shared-ui';
import { LOGO_TYPES, logoFileError } from './organization-draft';
import { uploadLogo } from './organizations.api';

const LogoBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-bottom: 12px;
  img {
    max-width: 160px;
    max-height: 64px;
    object-fit: contain;
    border: 1px solid ${color.line};
    border-radius: 6px;
    padding: 4px;
    background: ${color.surface};
  }
`;

/** A confirmation in words (saved, uploaded). */
export const Status = styled.p`
  margin: 0;
  color: ${color.success};
  font-weight: 600;
`;

/** The current logo and a file input that uploads a new one when chosen (a saved organisation only). */
export function LogoField({ org, logoUrl, error, onUploaded }: { org: Organization | null; logoUrl: string; error?: string; onUploaded: (org: Organization) => void }) {
  const { mainApi } = useDashboardServices();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setDone(false);
    if (!file) return;
    const wrong = logoFileError(file);
    if (wrong) {
      setProblem(wrong);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    if (!org || !mainApi) return;
    setProblem(null);
    setUploading(true);
    try {
      const next = await uploadLogo(mainApi, org._org, file);
      setDone(true);
      onUploaded(next);
    } catch (err) {
      setProblem(`The logo was not uploaded: ${errorText(toApiError(err))}`);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <>
      <LogoBox>
        {logoUrl ? <img src={logoUrl} alt={`Current logo`} /> : <Muted style={{ margin: 0 }}>No logo yet: the header shows the name.</Muted>}
      </LogoBox>
      <Field
        label="Logo file"
        hint={org ? 'PNG, JPEG or SVG, at most 256 KB. It is uploaded when chosen.' : 'Save the new organisation first, then upload its logo.'}
        error={problem ?? error}
      >
        <Input ref={inputRef} type="file" accept={LOGO_TYPES.join(',')} disabled={!org || uploading} onChange={(e) => void choose(e)} />
      </Field>
      <div role="status" aria-live="polite">
        {uploading ? <Muted>Uploading the logo…</Muted> : done ? <Status>The logo is uploaded.</Status> : null}
      </div>
    </>
  );
}
