/** Small form controls of the bag: a committing number field, a tri-state checkbox, fields and dialog actions (buttons are shared-ui's). */
import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { numberProblem, type NumberBounds } from 'shared-domain/pricing';
import { color, focusRing } from 'shared-ui';

/** The bag's buttons are shared-ui's (variants primary, secondary, ghost, danger; `$size="small"` in rows). */
export { Button } from 'shared-ui/forms';

export const Label = styled.label`display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: ${color.muted};`;

export const inputStyle = css`
  min-height: 36px; padding: 0 8px; border: 1px solid ${color.line}; border-radius: 6px; font: inherit; font-size: 15px;
  background: ${color.surface}; color: ${color.ink}; width: 100%; box-sizing: border-box;
  &[aria-invalid='true'] { border-color: ${color.danger}; }
  ${focusRing}
`;
export const Input = styled.input`${inputStyle}`;
export const Select = styled.select`${inputStyle}`;

export const ErrorText = styled.span`color: ${color.danger}; font-size: 12px;`;

/**
 * A number typed freely and committed on Enter, blur, or after a short pause. A value that
 * `validate` refuses stays in the field with the reason and is not committed.
 */
export function NumberField({
  label, value, min: givenMin, bounds, onCommit, validate, placeholder, allowEmpty = false, step: givenStep, disabled, delayMs = 500,
}: {
  label: string;
  value: number | null | undefined;
  min?: number;
  /** shared-domain's bounds of this number (the server's): checked as typed, and the input's min, max and step. */
  bounds?: NumberBounds;
  onCommit(value: number | null): void;
  validate?(value: number): string | null;
  placeholder?: string;
  /** Empty commits null (e.g. clearing an agency rate). */
  allowEmpty?: boolean;
  step?: number | 'any';
  disabled?: boolean;
  delayMs?: number;
}) {
  const id = useId();
  const min = bounds?.min ?? givenMin;
  const step = givenStep ?? (bounds ? (bounds.decimals === 0 ? 1 : 'any') : undefined);
  const shown = value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastShown = useRef(shown);
  // Follow the value from outside (server answer, reset, bulk edit) unless the user is mid-edit.
  useEffect(() => {
    if (shown !== lastShown.current) {
      lastShown.current = shown;
      if (!timer.current) { setText(shown); setError(null); }
    }
  }, [shown]);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  const check = (raw: string): { ok: true; value: number | null } | { ok: false; message: string } => {
    const trimmed = raw.trim();
    if (trimmed === '') return allowEmpty ? { ok: true, value: null } : { ok: false, message: `Enter ${label.toLowerCase()}` };
    const n = Number(trimmed);
    if (!Number.isFinite(n)) return { ok: false, message: 'Enter a number' };
    const bounded = bounds ? numberProblem(label, n, bounds) : null;
    if (bounded) return { ok: false, message: bounded };
    if (min !== undefined && n < min) return { ok: false, message: `At least ${min}` };
    const reason = validate?.(n);
    return reason ? { ok: false, message: reason } : { ok: true, value: n };
  };

  const commit = (raw: string) => {
    if (timer.current) { clearTimeout(timer.current); timer.current = null; }
    const result = check(raw);
    if (!result.ok) { setError(result.message); return; }
    setError(null);
    const current = value === undefined ? null : value;
    if (result.value !== current) onCommit(result.value);
  };

  return (
    <Label htmlFor={id}>
      {label}
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={bounds?.max}
        step={step ?? 'any'}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => {
          const raw = e.target.value;
          setText(raw);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(raw), delayMs);
        }}
        onBlur={(e) => { if (timer.current || error) commit(e.target.value); }}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); commit((e.target as HTMLInputElement).value); } }}
      />
      {error && <ErrorText id={`${id}-err`} role="alert">{error}</ErrorText>}
    </Label>
  );
}

/** A checkbox that can show the indeterminate state (some, not all, selected). */
export function TriStateCheckbox({ checked, indeterminate, onChange, label, disabled, hideLabel }: {
  checked: boolean; indeterminate?: boolean; onChange(checked: boolean): void; label: string; disabled?: boolean;
  /** The label is for assistive technology only (the layout shows what the box is for). */
  hideLabel?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => { if (ref.current) ref.current.indeterminate = Boolean(indeterminate); }, [indeterminate]);
  return (
    <CheckLabel>
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-checked={indeterminate ? 'mixed' : checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </CheckLabel>
  );
}

const CheckLabel = styled.label`
  display: inline-flex; align-items: center; gap: 8px; cursor: pointer; font-size: 14px; color: ${color.ink};
  input { width: 20px; height: 20px; accent-color: ${color.primary}; margin: 0; }
`;

/** A visually hidden label for a control whose purpose the layout already shows. */
export const VisuallyHidden = styled.span`
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
`;

export const DialogActions = styled.div`display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; flex-wrap: wrap;`;

