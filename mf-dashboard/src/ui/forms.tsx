import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, focusRing } from './tokens';

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
`;

const Hint = styled.span`
  color: ${color.muted};
  font-size: 0.8125rem;
`;

export const FieldError = styled.span`
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

/**
 * A labelled control with an optional hint and error, wired for assistive technology:
 * the label names the control, the hint and the error describe it.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <LabelText htmlFor={id}>{label}</LabelText>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}

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
