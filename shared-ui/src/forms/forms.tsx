import { cloneElement, useId, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, focusRing } from 'shared-ui';

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  min-width: 0;
`;

const LabelText = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;

export const FieldHint = styled.span`
  color: ${color.muted};
  font-size: 0.8125rem;
`;

/** A field's error text; give it the id the control's aria-describedby names. */
export const FieldError = styled.span`
  display: block;
  margin: 0;
  color: ${color.danger};
  font-size: 0.875rem;
`;

const controlStyle = css`
  font: inherit;
  min-height: 44px;
  padding: 8px 10px;
  border: 1px solid ${color.line};
  border-radius: 6px;
  background: ${color.surface};
  color: ${color.ink};
  width: 100%;
  box-sizing: border-box;
  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
  ${focusRing}
`;

export const Input = styled.input`
  ${controlStyle}
`;
export const Select = styled.select`
  ${controlStyle}
`;
export const TextArea = styled.textarea`
  ${controlStyle}
  min-height: 88px;
  resize: vertical;
`;

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The ids and aria attributes that tie a control to its hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): {
  hintId?: string;
  errorId?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
} {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

type FieldFrame = { label: ReactNode; hint?: ReactNode; error?: string | null };

/**
 * A labelled control with an optional hint and error, wired for assistive technology: the
 * label names the control, the hint and the error describe it, an error marks it invalid.
 * `id` names the control when a link elsewhere (an error summary) must reach it.
 */
export function Field({ id: givenId, label, hint, error, children }: FieldFrame & { id?: string; children: ReactElement<ControlProps> }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const { hintId, errorId, ...aria } = describedBy(id, { hint, error });
  // A control its owner marks invalid (a file input whose files are refused) stays so without an error here.
  const invalid = aria['aria-invalid'] ?? children.props['aria-invalid'];
  return (
    <FieldBox>
      <LabelText htmlFor={id}>{label}</LabelText>
      {cloneElement(children, { id, ...aria, 'aria-invalid': invalid })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}

/** A labelled text input (`Field` around `Input`). */
export function TextField({ label, hint, error, ...input }: FieldFrame & Omit<ComponentPropsWithoutRef<'input'>, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input {...input} />
    </Field>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ label, hint, error, ...input }: FieldFrame & Omit<ComponentPropsWithoutRef<'textarea'>, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      <TextArea {...input} />
    </Field>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({ label, hint, error, children, ...select }: FieldFrame & Omit<ComponentPropsWithoutRef<'select'>, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Select {...select}>{children}</Select>
    </Field>
  );
}

/** Several controls that make one field or one group (a list, a chart, a section): framed, named by its legend. */
/** A colour picker's swatch (`input[type='color']`) beside its hex field: one size and frame in every form. */
export const colourSwatch = css`
  width: 56px;
  height: 44px;
  padding: 2px;
  border: 1px solid ${color.line};
  border-radius: 6px;
  background: ${color.surface};
  cursor: pointer;
  flex: none;
  ${focusRing}
`;

export const FieldSet = styled.fieldset`
  border: 1px solid ${color.line};
  border-radius: 8px;
  padding: 12px;
  margin: 0 0 16px;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

/** Fields side by side on a wide screen, stacked on a narrow one. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 0 12px;
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;
