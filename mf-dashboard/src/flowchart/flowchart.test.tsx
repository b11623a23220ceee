import { fireEvent, render, screen, within } from '@testing-library/react';
import { Flowchart, type FlowchartCampaign } from './flowchart';

const campaign: FlowchartCampaign = {
  mediaOptions: [
    {
      _id: 'mo-radio',
      display: { mediaName: 'Radio Mirchi', optionName: 'Prime time spot', unitLabel: 'per 10 sec spot' },
      schedule: [
        { date: '2025-03-10', units: 2, po: { id: 'PO-1' } },
        { date: '2025-03-12', units: 4 },
      ],
    },
    { _id: 'mo-paper', display: { mediaName: 'Times of India', optionName: 'Jacket' }, schedule: [{ date: '2025-03-20', units: 1 }] },
  ],
};

describe('Flowchart', () => {
  it('draws a row per option with a mark per scheduled day, its units, week ticks and the today line', async () => {
    render(<Flowchart campaign={campaign} today="2025-03-11" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Flowchart' })).toBeInTheDocument();
    const chart = await screen.findByTestId('flowchart-chart');

    const radio = within(chart).getByRole('img', { name: /^Radio Mirchi – Prime time spot:/ });
    expect(radio).toHaveAccessibleName(
      'Radio Mirchi – Prime time spot: 10 Mar 2025, 2 units, ordered; 12 Mar 2025, 4 units, planned. Total 6 units.',
    );
    const days = radio.querySelectorAll('[data-day]');
    expect([...days].map((d) => [d.getAttribute('data-day'), d.textContent, d.getAttribute('data-state')])).toEqual([
      ['2025-03-10', '2', 'ordered'],
      ['2025-03-12', '4', 'planned'],
    ]);
    expect(within(chart).getByRole('img', { name: /^Times of India – Jacket: 20 Mar 2025, 1 unit/ })).toBeInTheDocument();

    expect([...chart.querySelectorAll('[data-tick]')].map((t) => t.textContent)).toEqual(['Wk 11 · 9 Mar', 'Wk 12 · 16 Mar']);
    expect(within(chart).getByTestId('today-line')).toHaveTextContent('Today');
    // The timeline scrolls sideways on a phone and can be scrolled with the keyboard.
    expect(within(chart).getByRole('group', { name: /Flowchart from 9 Mar 2025 to 22 Mar 2025/ })).toHaveAttribute('tabindex', '0');
  });

  it('lists the same schedule as a table', async () => {
    render(<Flowchart campaign={campaign} today="2025-03-11" />);
    await screen.findByTestId('flowchart-chart');
    fireEvent.click(screen.getByText('Show the schedule as a table'));
    const table = screen.getByRole('table', { name: 'Scheduled days per media option' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Radio Mirchi – Prime time spotper 10 sec spot');
    expect(within(rows[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '10 Mar 2025: 2 units (ordered)',
      '12 Mar 2025: 4 units (planned)',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('6');
  });

  it('shows no today line when today is outside the schedule', async () => {
    render(<Flowchart campaign={campaign} today="2025-09-01" />);
    const chart = await screen.findByTestId('flowchart-chart');
    expect(within(chart).queryByTestId('today-line')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Today/)).not.toBeInTheDocument();
  });

  it('says so when nothing is scheduled', () => {
    render(<Flowchart campaign={{ mediaOptions: [{ _id: 'a', schedule: [] }] }} today="2025-03-11" />);
    expect(screen.getByText(/No dates are scheduled yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('flowchart-chart')).not.toBeInTheDocument();
  });
});
