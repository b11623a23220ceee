import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PricingUnit, VariablePricingUnit } from 'shared-domain';
import { UnitEditors, offeredValues, unitsSummary } from './unit-editors';

const pricing: PricingUnit[] = [{ name: 'Weeks', value: 2, min: 1 }, { name: 'Hidden', value: 1, inUse: false }];
const variable: VariablePricingUnit[] = [
  { name: 'Size', type: 'select', values: ['Small', 'Large', 'Full'], enabledValues: ['Small', 'Full'], value: 'Full' },
  { name: 'Seconds', type: 'number', min: 10, defaultValue: 20 },
];

function setup() {
  const onChange = jest.fn();
  render(<UnitEditors pricingUnits={pricing} variablePricingUnits={variable} onChange={onChange} />);
  return onChange;
}

describe('UnitEditors', () => {
  it('shows one editor per unit in use, at its current value', () => {
    setup();
    expect(screen.getByLabelText('Weeks')).toHaveValue(2);
    expect(screen.queryByLabelText('Hidden')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Size')).toHaveValue('Full');
    expect(screen.getByLabelText('Seconds')).toHaveValue(20);
  });

  it('a select offers only the enabled values and answers the value in its own type', () => {
    const onChange = setup();
    const size = screen.getByLabelText('Size');
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['Small', 'Full']);
    fireEvent.change(size, { target: { value: 'Small' } });
    expect(onChange).toHaveBeenCalledWith('variablePricingUnits', 0, 'Small');
  });

  it('a number input carries the bounds, refuses a value outside them with the server\'s words, and commits a valid one on Enter', () => {
    const onChange = setup();
    const seconds = screen.getByLabelText('Seconds');
    expect(seconds).toHaveAttribute('min', '10');
    expect(seconds).toHaveAttribute('max', '100000');
    expect(seconds).toHaveAttribute('step', '1');
    for (const [typed, message] of [['2.5', 'Seconds must be a whole number'], ['1000000000000', 'Seconds must be at most 1,00,000']]) {
      fireEvent.change(seconds, { target: { value: typed } });
      fireEvent.keyDown(seconds, { key: 'Enter' });
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    }
    fireEvent.change(seconds, { target: { value: '5' } });
    fireEvent.keyDown(seconds, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('Seconds must be at least 10');
    expect(seconds).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(seconds, { target: { value: '30' } });
    fireEvent.keyDown(seconds, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('variablePricingUnits', 1, 30);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('commits on blur, and not at all when the value did not change', () => {
    const onChange = setup();
    const weeks = screen.getByLabelText('Weeks');
    fireEvent.change(weeks, { target: { value: '2' } });
    fireEvent.blur(weeks);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(weeks, { target: { value: '' } });
    fireEvent.blur(weeks);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter weeks');
    fireEvent.change(weeks, { target: { value: '4' } });
    fireEvent.blur(weeks);
    expect(onChange).toHaveBeenCalledWith('pricingUnits', 0, 4);
  });
});

describe('offeredValues and unitsSummary', () => {
  it('falls back to every value when no enabled values are known', () => {
    expect(offeredValues({ name: 'X', type: 'select', values: ['a', 'b'], enabledValues: [] })).toEqual(['a', 'b']);
    expect(offeredValues({ name: 'X', type: 'select', values: ['a', 'b'] })).toEqual(['a', 'b']);
  });

  it('reads the units in use as text', () => {
    expect(unitsSummary(pricing, variable)).toBe('Weeks 2 · Size Full · Seconds 20');
  });
});
