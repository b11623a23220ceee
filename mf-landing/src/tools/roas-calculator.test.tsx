import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ToolPage } from './tool-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ToolPage path="/roas-calculator" />
      <Address />
    </MemoryRouter>,
  );
}

describe('/roas-calculator', () => {
  it('computes ROAS, break-even ROAS, gross profit and profit with the formulas, and puts the values in the address', () => {
    renderAt('/roas-calculator');
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
    type('Ad spend (₹)', '1,00,000');
    type('Revenue from the campaign (₹)', '₹5,00,000');
    type('Gross margin (%)', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('ROAS').nextElementSibling).toHaveTextContent('5.00×');
    expect(within(result).getByText('Break-even ROAS').nextElementSibling).toHaveTextContent('2.50×');
    expect(within(result).getByText('Gross profit').nextElementSibling).toHaveTextContent('₹2,00,000');
    expect(within(result).getByText('Profit after ad spend').nextElementSibling).toHaveTextContent('₹1,00,000');
    expect(result).toHaveTextContent('ROAS = revenue ÷ ad spend');
    expect(result).toHaveTextContent('Break-even ROAS = 1 ÷ gross margin');
    expect(result).toHaveTextContent('paid for itself');
    expect(screen.getByLabelText('address')).toHaveTextContent('/roas-calculator?spend=1%2C00%2C000&revenue=%E2%82%B95%2C00%2C000&margin=40');
  });

  it('a shared address shows its result at once, a loss as a loss', () => {
    renderAt('/roas-calculator?spend=50000&revenue=120000&margin=30');
    expect(screen.getByLabelText('Ad spend (₹)')).toHaveValue('50000');
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('Loss after ad spend').nextElementSibling).toHaveTextContent('₹14,000');
    expect(result).toHaveTextContent('below the break-even ROAS of 3.33×');
  });

  it('wrong values are explained beside their fields, the first one focused, and no result is shown', () => {
    renderAt('/roas-calculator');
    type('Ad spend (₹)', '0');
    type('Gross margin (%)', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const spend = screen.getByLabelText('Ad spend (₹)');
    expect(spend).toHaveAttribute('aria-invalid', 'true');
    expect(spend).toHaveAccessibleDescription(/Ad spend must be more than ₹0\./);
    expect(screen.getByLabelText('Revenue from the campaign (₹)')).toHaveAccessibleDescription(/Enter the revenue in rupees/);
    expect(screen.getByLabelText('Gross margin (%)')).toHaveAccessibleDescription(/more than 0% and at most 100%/);
    expect(spend).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
  });
});
