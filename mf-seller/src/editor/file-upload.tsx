import { useState, type ReactNode } from 'react';
import { uploadSellerFile } from '../seller-api';
import type { FileCheck, SellerFile, SellerFileKind } from 'shared-domain/seller';
import { FieldHint, Input } from 'shared-ui/forms';
import { problemText } from '../shared/seller-format';
import { useEditor } from './editor-context';
import { EditorField } from './editor-fields';

/** A file's bytes (FileReader: every browser, and jsdom, which has no Blob.arrayBuffer). */
export function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

type UploadProps<T> = {
  field: string;
  label: ReactNode;
  hint?: ReactNode;
  kind: SellerFileKind;
  accept: string;
  multiple?: boolean;
  /** The file's own bytes judged before anything is sent (the server judges them again). */
  check: (bytes: Uint8Array) => FileCheck<T>;
  onUploaded: (file: SellerFile, checked: T) => void;
};

/**
 * A file input that checks each chosen file's bytes at once (the seller reads the message
 * before waiting for an upload), then uploads it and hands over the stored file.
 */
export function FileUploadField<T>({ field, label, hint, kind, accept, multiple = false, check, onUploaded }: UploadProps<T>) {
  const { api } = useEditor();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (files: readonly File[]) => {
    setError(null);
    setBusy(true);
    try {
      for (const file of files) {
        const checked = check(await readBytes(file));
        if (!checked.ok) {
          setError(files.length > 1 ? `${file.name}: ${checked.message}` : checked.message);
          return;
        }
        try {
          onUploaded(await uploadSellerFile(api, kind, file), checked.value);
        } catch (err) {
          setError(`${file.name} was not uploaded: ${problemText(err, { 401: 'you are signed out; sign in and try again.' })}`);
          return;
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <EditorField field={field} label={label} hint={hint} error={error}>
        <Input
          type="file"
          accept={accept}
          multiple={multiple}
          aria-busy={busy || undefined}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
      </EditorField>
      <FieldHint role="status">{busy ? 'Uploading…' : ''}</FieldHint>
    </>
  );
}
