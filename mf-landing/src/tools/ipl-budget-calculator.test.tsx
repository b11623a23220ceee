import { act, fireEvent, screen, within } from '@testing-library/react';
import { LOCAL_BAG_KEY, parseLocalBag } from 'shared-domain';
import { IPL, renderTool, type FakeAnswer } from './budget-estimator-fixtures';

const at = (url: string, answer: FakeAnswer = { status: 200, data: IPL }) =>
  renderTool('/ipl-ad-budget-calculator', url, (path) => (path === '/planning/ipl-budget' ? answer : { status: 404, data: { error: 'not_found', message: 'no' } }));

describe('/ipl-ad-budget-calculator', () => {
  it('a shared address shows the budget per channel and in total, reach as N/A where there is none, and says when a channel has no option', async () => {
    const { calls } = at('/ipl-ad-budget-calculator?channels=tv&channels=radio&channels=in-stadium&matches=10&spots=4');
    const result = await screen.findByRole('region', { name: 'IPL budget' });
    expect(calls).toEqual(['/planning/ipl-budget?channels=tv%2Cradio%2Cin-stadium&matches=10&spots=4']);
    expect(within(result).getByRole('heading', { level: 2 })).toHaveTextContent('IPL budget for 10 matches, 4 spots per match');
    expect(within(result).getByRole('listitem', { name: 'Total budget' })).toHaveTextContent('₹5,07,40,000');
    expect(within(result).getByRole('listitem', { name: 'Total reach' })).toHaveTextContent('N/A');
    const tv = within(result).getByRole('listitem', { name: 'TV' });
    expect(tv).toHaveTextContent('₹4,72,00,000');
    expect(tv).toHaveTextContent('Reach: N/A (impressions not reported)');
    expect(within(tv).getByRole('link', { name: 'IPL on Example Sports' })).toHaveAttribute('href', '/sports-marketing/media-sd');
    expect(tv).toHaveTextContent('40 × spots');
    expect(tv).toHaveTextContent('From ₹1,88,80,000 to ₹6,00,00,000 across 3 options.');
    expect(within(result).getByRole('listitem', { name: 'Radio' })).toHaveTextContent('The catalog has no IPL option for Radio sold per spot or per match yet');
    expect(result).toHaveTextContent('Spot options are booked at matches × spots per match');
    expect(screen.getByRole('checkbox', { name: 'TV' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Digital' })).not.toBeChecked();
    expect(screen.getByLabelText('Matches')).toHaveValue('10');
  });

  it('puts the chosen values in the address', async () => {
    at('/ipl-ad-budget-calculator');
    fireEvent.click(screen.getByRole('checkbox', { name: 'TV' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'In-stadium' }));
    fireEvent.change(screen.getByLabelText('Matches'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Spots per match'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/ipl-ad-budget-calculator?channels=tv&channels=in-stadium&matches=10&spots=4');
    expect(await screen.findByRole('region', { name: 'IPL budget' })).toBeInTheDocument();
  });

  it('explains each wrong value beside its field and focuses the first', () => {
    const { calls } = at('/ipl-ad-budget-calculator');
    fireEvent.click(screen.getByRole('checkbox', { name: 'TV' }));
    fireEvent.change(screen.getByLabelText('Matches'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const matches = screen.getByLabelText('Matches');
    expect(matches).toHaveAccessibleDescription(/Matches must be a whole number from 1 to 74\./);
    expect(matches).toHaveFocus();
    expect(screen.getByLabelText('Spots per match')).toHaveAccessibleDescription(/Enter the spots per match\./);
    expect(screen.getByRole('group', { name: 'Channels' })).not.toHaveAccessibleDescription(/./);
    expect(calls).toEqual([]);
  });

  it('adds the plan (each channel’s typical option) to a guest’s bag', async () => {
    const { storage } = at('/ipl-ad-budget-calculator?channels=tv&channels=in-stadium&matches=10&spots=4');
    const result = await screen.findByRole('region', { name: 'IPL budget' });
    await act(async () => {
      fireEvent.click(within(result).getByRole('button', { name: 'Add the plan to the bag' }));
    });
    expect(await within(result).findByText('Added 2 lines to your bag · 2 in your bag')).toBeInTheDocument();
    expect(parseLocalBag(storage.getItem(LOCAL_BAG_KEY)).map((i) => [i._id, i.pricingUnits])).toEqual([
      ['sd', [{ name: 'Spots', value: 40 }]],
      ['led', [{ name: 'Matches', value: 10 }]],
    ]);
  });
});
