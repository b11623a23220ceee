import styled from 'styled-components';
import { CheckboxLabel, FieldError } from 'shared-ui/forms';

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  min-width: 0;
  > legend {
    font-weight: 600;
    font-size: 0.9375rem;
    padding: 0;
    margin-bottom: 4px;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 20px;
  }
`;

/**
 * A brief's list of choices as checkboxes. Values the options lack (free text from older
 * briefs) stay on the list, ticked, so saving does not drop them unseen.
 */
export function ChoiceGroup({
  legend, options, value, onChange, labelOf = (o) => o, id, error,
}: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  labelOf?: (option: string) => string;
  /** The group's id, so the error summary can take focus to it. */
  id?: string;
  error?: string;
}) {
  const all = [...options, ...value.filter((v) => !options.includes(v))];
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <Choices id={id} tabIndex={id ? -1 : undefined} aria-describedby={error && id ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {error ? <FieldError id={id ? `${id}-error` : undefined}>{error}</FieldError> : null}
      <div>
        {all.map((o) => (
          <CheckboxLabel key={o}>
            <input type="checkbox" checked={value.includes(o)} onChange={() => toggle(o)} />
            {labelOf(o)}
          </CheckboxLabel>
        ))}
      </div>
    </Choices>
  );
}
