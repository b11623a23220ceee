import { render, screen } from '@testing-library/react';
import { Field, Input, SelectField, TextAreaField, TextField } from './forms';

it('names a control by its label and describes it by its hint and error, which marks it invalid', () => {
  render(
    <>
      <TextField label="GSTIN" hint="15 characters" error="The check digit is wrong" defaultValue="27AAPFU0939F1ZV" />
      <TextAreaField label="Billing address" />
      <SelectField label="Timeline" defaultValue="soon">
        <option value="soon">Within a month</option>
      </SelectField>
    </>,
  );
  const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
  expect(gstin).toHaveAttribute('aria-invalid', 'true');
  expect(gstin).toHaveAccessibleDescription('15 characters The check digit is wrong');
  const address = screen.getByRole('textbox', { name: 'Billing address' });
  expect(address).not.toHaveAttribute('aria-invalid');
  expect(address).not.toHaveAttribute('aria-describedby');
  expect(screen.getByRole('combobox', { name: 'Timeline' })).toHaveValue('soon');
});

it('wires any control given to Field', () => {
  render(
    <Field label="Company" error="Required">
      <Input />
    </Field>,
  );
  expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('Required');
});
