import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_BAG_KEY, parseLocalBag } from 'shared-domain';
import { ESTIMATE, renderTool, type FakeAnswer } from './budget-estimator-fixtures';

const CITIES = { status: 200, data: { cities: ['Delhi', 'Mumbai', 'Pune'] } };

/** Cities, and the estimate (or `estimate`'s answer) for any query. */
const api = (estimate: FakeAnswer = { status: 200, data: ESTIMATE }) => (path: string): FakeAnswer =>
  path === '/planning/cities' ? CITIES : path === '/planning/budget-estimate' ? estimate : { status: 404, data: { error: 'not_found', message: 'no' } };

const at = (url: string, estimate?: FakeAnswer) => renderTool('/budget-estimator', url, api(estimate));

describe('/budget-estimator', () => {
  it('a shared address shows low, typical and high in total and per category, with the options linked and the method', async () => {
    const { calls } = at('/budget-estimator?categories=newspaper&categories=radio&categories=cinema&cities=Delhi&weeks=4');
    const result = await screen.findByRole('region', { name: 'Estimate' });
    expect(calls).toContain('/planning/budget-estimate?categories=newspaper%2Cradio%2Ccinema&cities=Delhi&weeks=4');
    expect(within(result).getByRole('heading', { level: 2 })).toHaveTextContent('Estimated budget for 4 weeks');
    expect(within(result).getByRole('listitem', { name: 'Low total' })).toHaveTextContent('₹62,000');
    expect(within(result).getByRole('listitem', { name: 'Typical total' })).toHaveTextContent('₹1,04,000');
    expect(within(result).getByRole('listitem', { name: 'High total' })).toHaveTextContent('₹1,70,000');

    const typical = within(result).getByRole('listitem', { name: 'Newspaper typical' });
    expect(typical).toHaveTextContent('₹84,000');
    expect(within(typical).getByRole('link', { name: 'Example Times' })).toHaveAttribute('href', '/newspaper/media-np-mid');
    expect(typical).toHaveTextContent('4 × insertions incl. GST');
    expect(within(result).getByRole('listitem', { name: 'Radio low' })).toHaveTextContent('6 × spots per day, 28 × days');
    expect(within(result).getByRole('region', { name: 'Cinema' })).toHaveTextContent('No cinema options in the chosen cities yet.');
    expect(within(result).getByRole('region', { name: 'Newspaper' })).toHaveTextContent('From the prices of 12 options.');
    expect(result).toHaveTextContent('25th percentile, the median and the 75th percentile');

    // The form shows the address's values.
    expect(screen.getByRole('checkbox', { name: 'Newspaper' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Airport' })).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Delhi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mumbai' })).not.toBeChecked();
    expect(screen.getByLabelText('Duration (weeks)')).toHaveValue('4');
  });

  it('puts the chosen values in the address and asks the API for them', async () => {
    const { calls } = at('/budget-estimator');
    expect(screen.queryByRole('region', { name: 'Estimate' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Radio' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Newspaper' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pune' }));
    fireEvent.change(screen.getByLabelText('Duration (weeks)'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/budget-estimator?categories=radio&categories=newspaper&cities=Pune&weeks=4');
    expect(await screen.findByRole('region', { name: 'Estimate' })).toBeInTheDocument();
    expect(calls).toContain('/planning/budget-estimate?categories=radio%2Cnewspaper&cities=Pune&weeks=4');
  });

  it('explains each wrong value beside its field, focuses the first, and asks nothing', async () => {
    const { calls } = at('/budget-estimator');
    await screen.findByRole('checkbox', { name: 'Delhi' });
    fireEvent.change(screen.getByLabelText('Duration (weeks)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('Choose at least one category.');
    const weeks = screen.getByLabelText('Duration (weeks)');
    expect(weeks).toHaveAttribute('aria-invalid', 'true');
    expect(weeks).toHaveAccessibleDescription(/Duration must be a whole number of weeks from 1 to 52\./);
    expect(screen.getByRole('checkbox', { name: 'Airport' })).toHaveFocus();
    expect(calls.filter((c) => c.startsWith('/planning/budget-estimate'))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Estimate' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a city beside the cities and focuses them', async () => {
    at('/budget-estimator', { status: 400, data: { error: 'bad_request', message: 'cities: …', fields: { cities: 'We have no media in “Atlantis”. Choose a city from the list.' } } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Radio' }));
    fireEvent.change(screen.getByLabelText('Duration (weeks)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Cities' })).toHaveAccessibleDescription(/We have no media in “Atlantis”/));
    expect(screen.getByRole('checkbox', { name: 'Delhi' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Estimate' })).not.toBeInTheDocument();
  });

  it('a failed estimate shows the error with Retry', async () => {
    at('/budget-estimator?categories=radio&weeks=2', { status: 500, data: { error: 'internal', message: 'Internal server error' } });
    expect(await screen.findByText('The estimate could not be worked out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('adds the typical plan (one option per category) to a guest’s bag with the booked units', async () => {
    const { storage } = at('/budget-estimator?categories=newspaper&categories=radio&weeks=4');
    const result = await screen.findByRole('region', { name: 'Estimate' });
    await act(async () => {
      fireEvent.click(within(result).getByRole('button', { name: 'Add the typical plan to the bag' }));
    });
    const card = within(result).getByRole('listitem', { name: 'Typical total' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Added 2 lines to your bag');
    const items = parseLocalBag(storage.getItem(LOCAL_BAG_KEY));
    expect(items.map((i) => [i._id, i.pricingUnits])).toEqual([['np-mid', [{ name: 'Insertions', value: 4 }]], ['fm', [{ name: 'Insertions', value: 4 }]]]);
  });
});
