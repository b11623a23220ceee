/**
 * The form's fields: shared-ui's labelled controls inside a container whose id a score
 * message or a check can reach (`field-…`), with that field's message beside it.
 */
import { useEffect, useState, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import { Field, FieldError, FieldHint, FieldSet, Input, TextArea } from 'shared-ui/forms';
import { fieldDomId, useEditor } from './editor-context';
import { splitList } from './draft-edit';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A labelled control in its field container, with the field's message (or `error`, a message of its own). */
export function EditorField({ field, label, hint, error, children }: { field: string; label: ReactNode; hint?: ReactNode; error?: string | null; children: ReactElement<ControlProps> }) {
  const { errors } = useEditor();
  return (
    <div id={fieldDomId(field)}>
      <Field label={label} hint={hint} error={error ?? errors[field]}>
        {children}
      </Field>
    </div>
  );
}

/** Several controls that make one field (a list, a chart): a fieldset named by its legend, with the field's message. */
export function FieldGroup({ field, legend, hint, children }: { field: string; legend: ReactNode; hint?: ReactNode; children: ReactNode }) {
  const { errors } = useEditor();
  const error = errors[field];
  const id = fieldDomId(field);
  return (
    <FieldSet id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {hint ? <FieldHint as="p">{hint}</FieldHint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {children}
    </FieldSet>
  );
}

type TextProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'value' | 'onChange'>;

/** A labelled one-line text field of the draft. */
export function TextField({ field, label, hint, value, onChange, ...input }: { field: string; label: ReactNode; hint?: ReactNode; value: string; onChange: (value: string) => void } & TextProps) {
  return (
    <EditorField field={field} label={label} hint={hint}>
      <Input type="text" {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </EditorField>
  );
}

/** A labelled multi-line text field of the draft. */
export function TextAreaField({ field, label, hint, value, onChange }: { field: string; label: ReactNode; hint?: ReactNode; value: string; onChange: (value: string) => void }) {
  return (
    <EditorField field={field} label={label} hint={hint}>
      <TextArea value={value} onChange={(e) => onChange(e.target.value)} />
    </EditorField>
  );
}

/**
 * Text the seller types that the draft holds as something else (a number, a list): the typed
 * text stays as typed ("1." or "CPM, ") while it reads as the value, and follows the value
 * when it changes from elsewhere (a restore, a reorder).
 */
function useMirroredText<T>(value: T, read: (text: string) => T, write: (value: T) => string, same: (a: T, b: T) => boolean) {
  const [text, setText] = useState(() => write(value));
  useEffect(() => {
    setText((typed) => (same(read(typed), value) ? typed : write(value)));
    // `read`, `write` and `same` are fixed for a field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return [text, setText] as const;
}

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/** A typed number: blank is `blank` (undefined for an optional figure), anything unreadable NaN (the check names it). */
export function readNumber(text: string, blank: number | undefined): number | undefined {
  const t = text.replace(/[\s,]/g, '');
  if (t === '') return blank;
  return NUMBER_TEXT.test(t) ? Number(t) : Number.NaN;
}

const sameNumber = (a: number | undefined, b: number | undefined) => a === b || (Number.isNaN(a) && Number.isNaN(b));
const writeNumber = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : String(n));

/** A number input: blank is `blank`, the draft holds NaN for anything unreadable so the check can say so. */
export function NumberInput({ value, onChange, blank, ...input }: { value: number | undefined; onChange: (value: number | undefined) => void; blank?: number } & Omit<TextProps, 'type' | 'inputMode'>) {
  const [text, setText] = useMirroredText(value, (t) => readNumber(t, blank), writeNumber, sameNumber);
  return (
    <Input
      {...input}
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(readNumber(e.target.value, blank));
      }}
    />
  );
}

/** A labelled number field of the draft; blank reads as `blank` (0 unless said). */
export function NumberField({ field, label, hint, value, onChange, blank = 0 }: { field: string; label: ReactNode; hint?: ReactNode; value: number | undefined; onChange: (value: number) => void; blank?: number }) {
  return (
    <EditorField field={field} label={label} hint={hint}>
      <NumberInput value={value} blank={blank} onChange={(n) => onChange(n ?? blank)} />
    </EditorField>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A comma-separated list input ("CPM, CPC"). */
export function ListInput({ value, onChange, ...input }: { value: readonly string[]; onChange: (value: string[]) => void } & Omit<TextProps, 'type'>) {
  const [text, setText] = useMirroredText<readonly string[]>(value, splitList, (v) => v.join(', '), sameList);
  return (
    <Input
      {...input}
      type="text"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(splitList(e.target.value));
      }}
    />
  );
}
