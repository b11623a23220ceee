import { useId } from 'react';
import styled from 'styled-components';
import { colourSwatch, Field, Input } from 'shared-ui/forms';
import { color } from 'shared-ui';
import { contrastWithWhite } from './organization-draft';
import { formatContrast, MIN_TEXT_CONTRAST, normalizeHexColour } from './palette';

const ColourRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  input[type='color'] {
    ${colourSwatch}
  }
`;

const Ratio = styled.p<{ $ok: boolean }>`
  margin: 4px 0 0;
  font-size: 0.875rem;
  color: ${(p) => (p.$ok ? color.success : color.danger)};
  font-weight: 600;
`;

/** A palette colour as a picker and hex text, with its measured contrast against white. */
export function ColourField({ label, value, problem, onChange }: { label: string; value: string; problem?: string; onChange: (v: string) => void }) {
  const id = useId();
  const hex = normalizeHexColour(value);
  const ratio = contrastWithWhite(value);
  return (
    <div>
      <ColourRow>
        <input type="color" aria-label={`${label} picker`} value={hex ?? ''} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-ratio`} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Field label={`${label} (hex)`} error={problem}>
            <Input value={value} spellCheck={false} autoCapitalize="none" maxLength={7} onChange={(e) => onChange(e.target.value)} />
          </Field>
        </div>
      </ColourRow>
      <Ratio id={`${id}-ratio`} $ok={ratio !== null && ratio >= MIN_TEXT_CONTRAST} aria-live="polite">
        {ratio === null ? 'Not a colour yet' : `Contrast with white: ${formatContrast(ratio)} (${ratio >= MIN_TEXT_CONTRAST ? 'meets' : 'below'} 4.5:1)`}
      </Ratio>
    </div>
  );
}
