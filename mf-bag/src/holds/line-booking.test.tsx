import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_BAG_KEY, toLocalBagItem } from 'shared-domain';
import { memoryStorage } from '../test/fixtures';
import { createFakeApi, NEWSPAPER } from '../test/fake-bag-api';
import { resetBagStores } from '../bag/state/use-bag';
import { renderBag } from '../bag/bag-view.fixtures';
import { bookingHold, withBooking } from './test/fake-booking-api';
import { lineDates } from './line-dates';

beforeEach(() => resetBagStores());

const NP = /Media np-1 – Front page/;
const RD = /Media rd-1 – Morning drive spots/;

/** A signed-in bag running 1–31 Mar 2030; the radio line has its own schedule (3 and 9 Apr). */
function datedBag({ dates = true } = {}) {
  const api = createFakeApi();
  if (dates) api.doc = { ...api.doc, startDate: '2030-03-01', endDate: '2030-03-31' };
  api.doc = { ...api.doc, lines: api.doc.lines.map((l) => (l._mediaOption === 'rd-1' ? { ...l, schedule: [{ date: '2030-04-09', units: 10 }, { date: '2030-04-03', units: 10 }] } : l)) };
  const booking = withBooking(api);
  return { api, booking };
}

const box = async (name: RegExp) => within(await screen.findByRole('listitem', { name })).getByRole('region', { name: /^Availability of/ });

describe('A bag line\'s availability and hold', () => {
  it('shows each line\'s availability for its dates (its schedule, else the bag\'s), one GET /availability per range', async () => {
    const { api, booking } = datedBag();
    booking.summaries = { 'np-1': { state: 'few', free: 2 }, 'rd-1': { state: 'booked', free: 0, nextFree: { from: '2030-04-10', to: '2030-04-16' } } };
    renderBag({ api });
    const np = await box(NP);
    expect(within(np).getByRole('heading', { name: 'Availability for 1–31 Mar' })).toBeInTheDocument();
    expect(await within(np).findByText('2 left')).toBeInTheDocument();
    const rd = await box(RD);
    expect(within(rd).getByRole('heading', { name: 'Availability for 3–9 Apr' })).toBeInTheDocument();
    expect(await within(rd).findByText('Booked · next free 10–16 Apr')).toBeInTheDocument();
    const reads = booking.calls.filter((c) => c.url === '/availability').map((c) => c.params);
    expect(reads).toEqual(expect.arrayContaining([
      { options: 'np-1', from: '2030-03-01', to: '2030-03-31' },
      { options: 'rd-1', from: '2030-04-03', to: '2030-04-09' },
    ]));
    expect(reads).toHaveLength(2);
  });

  it('asks for dates when a line has none, and offers no hold', async () => {
    const { api, booking } = datedBag({ dates: false });
    renderBag({ api });
    const np = await box(NP);
    expect(np).toHaveTextContent('Choose dates to check availability');
    expect(within(np).queryByRole('button', { name: /Hold/ })).not.toBeInTheDocument();
    await within(await box(RD)).findByText('Available');
    expect(booking.calls.filter((c) => c.url === '/availability').map((c) => c.params.options)).toEqual(['rd-1']);
  });

  it('holds the units asked for the line\'s dates, shows when the hold ends, and releases it', async () => {
    const { api, booking } = datedBag();
    renderBag({ api });
    const np = await box(NP);
    await within(np).findByText('Available');
    // Nothing takes the focus when the bag opens.
    expect(document.body).toHaveFocus();
    const units = within(np).getByLabelText('Units to hold');
    expect(units).toHaveValue(1);
    fireEvent.change(units, { target: { value: '2' } });
    fireEvent.click(within(np).getByRole('button', { name: 'Hold Media np-1 – Front page' }));
    expect(await within(np).findByText('Held until 2 Mar, 14:00')).toBeInTheDocument();
    await waitFor(() => expect(within(np).getByRole('button', { name: 'Release the hold on Media np-1 – Front page' })).toHaveFocus());
    expect(np).toHaveTextContent('(2 units, 1–31 Mar)');
    const post = booking.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ optionId: 'np-1', from: '2030-03-01', to: '2030-03-31', units: 2, bagItemId: api.doc.lines[0]!._id });
    // Availability is read again after the hold.
    await waitFor(() => expect(booking.calls.filter((c) => c.url === '/availability' && c.params.options === 'np-1')).toHaveLength(2));

    fireEvent.click(within(np).getByRole('button', { name: 'Release the hold on Media np-1 – Front page' }));
    await waitFor(() => expect(within(np).getByRole('button', { name: 'Hold Media np-1 – Front page' })).toHaveFocus());
    expect(booking.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/holds/hold-new-1']);
    expect(within(np).queryByText(/Held until/)).not.toBeInTheDocument();
  });

  it('shows the holds already placed, matched to their lines; an expired or released one is not shown', async () => {
    const { api, booking } = datedBag();
    const npId = api.doc.lines[0]!._id;
    const rdId = api.doc.lines[1]!._id;
    booking.holds = [
      bookingHold({ _id: 'h-np', bagItemId: npId, units: 3, expiresAt: '2099-01-05T04:30:00.000Z' }),
      bookingHold({ _id: 'h-old', bagItemId: rdId, status: 'active', expiresAt: '2020-01-01T00:00:00.000Z' }),
      bookingHold({ _id: 'h-gone', bagItemId: rdId, status: 'released' }),
      bookingHold({ _id: 'h-other', bagItemId: 'another-bag-line' }),
    ];
    renderBag({ api });
    const np = await box(NP);
    expect(await within(np).findByText('Held until 5 Jan, 10:00')).toBeInTheDocument();
    expect(within(np).getByRole('button', { name: 'Release the hold on Media np-1 – Front page' })).toBeInTheDocument();
    const rd = await box(RD);
    expect(within(rd).getByRole('button', { name: 'Hold Media rd-1 – Morning drive spots' })).toBeInTheDocument();
    expect(within(rd).queryByText(/Held until/)).not.toBeInTheDocument();
    expect(booking.calls.filter((c) => c.url === '/holds' && c.method === 'GET')).toHaveLength(1);
  });

  it('a hold that lapses while the bag is open gives way to "Hold" again, and availability is read again', async () => {
    const { api, booking } = datedBag();
    booking.holds = [bookingHold({ _id: 'h-np', bagItemId: api.doc.lines[0]!._id, expiresAt: new Date(Date.now() + 1500).toISOString() })];
    renderBag({ api });
    const np = await box(NP);
    expect(await within(np).findByText(/^Held until/)).toBeInTheDocument();
    const reads = () => booking.calls.filter((c) => c.url === '/availability' && c.params.options === 'np-1').length;
    const before = reads();
    expect(await within(np).findByRole('button', { name: 'Hold Media np-1 – Front page' }, { timeout: 6000 })).toBeInTheDocument();
    expect(within(np).queryByText(/^Held until/)).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('says a confirmed hold is booked, and a refused release in the server\'s words', async () => {
    const { api, booking } = datedBag();
    booking.holds = [
      bookingHold({ _id: 'h-np', bagItemId: api.doc.lines[0]!._id }),
      bookingHold({ _id: 'h-rd', optionId: 'rd-1', bagItemId: api.doc.lines[1]!._id, status: 'confirmed', expiresAt: null, from: '2030-04-03', to: '2030-04-09' }),
    ];
    booking.refuseNextRelease(409, { error: 'conflict', message: 'The seller has confirmed this hold; it cannot be released.' });
    renderBag({ api });
    const rd = await box(RD);
    expect(await within(rd).findByText('Booked: the seller confirmed your hold')).toBeInTheDocument();
    const np = await box(NP);
    fireEvent.click(await within(np).findByRole('button', { name: /Release the hold/ }));
    expect(await within(np).findByRole('alert')).toHaveTextContent('The seller has confirmed this hold; it cannot be released.');
    expect(within(np).getByText('Held until 2 Mar, 14:00')).toBeInTheDocument();
  });

  it('a taken answer shows the server\'s message and the next free dates', async () => {
    const { api, booking } = datedBag();
    booking.refuseNextHold(409, { error: 'taken', message: 'Another buyer holds the last unit for these dates.', nextFree: { from: '2030-04-01', to: '2030-04-30' } });
    renderBag({ api });
    const np = await box(NP);
    fireEvent.click(await within(np).findByRole('button', { name: /^Hold / }));
    expect(await within(np).findByRole('alert')).toHaveTextContent('Another buyer holds the last unit for these dates. Next free: 1–30 Apr.');
    expect(within(np).queryByText(/Held until/)).not.toBeInTheDocument();
  });

  it('a 400 shows its message beside the field it names', async () => {
    const { api, booking } = datedBag();
    booking.refuseNextHold(400, { error: 'bad_request', message: 'units: only 4 units exist on these days', field: 'units' });
    renderBag({ api });
    const np = await box(NP);
    fireEvent.click(await within(np).findByRole('button', { name: /^Hold / }));
    await waitFor(() => expect(within(np).getByLabelText('Units to hold')).toHaveAccessibleDescription('units: only 4 units exist on these days'));
    expect(within(np).getByLabelText('Units to hold')).toHaveAttribute('aria-invalid', 'true');

    booking.refuseNextHold(400, { error: 'bad_request', message: 'to: availability is kept until 15 Mar 2030', field: 'to' });
    fireEvent.click(within(np).getByRole('button', { name: /^Hold / }));
    const heading = within(np).getByRole('heading', { name: 'Availability for 1–31 Mar' });
    await waitFor(() => expect(heading.nextElementSibling).toHaveTextContent('to: availability is kept until 15 Mar 2030'));
    expect(within(np).getByLabelText('Units to hold')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses units that are not a whole number from 1 in place, sending nothing', async () => {
    const { api, booking } = datedBag();
    renderBag({ api });
    const np = await box(NP);
    fireEvent.change(within(np).getByLabelText('Units to hold'), { target: { value: '0' } });
    fireEvent.click(within(np).getByRole('button', { name: /^Hold / }));
    expect(within(np).getByLabelText('Units to hold')).toHaveAccessibleDescription('Units must be a whole number from 1 to 10000.');
    expect(booking.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a buyer without a verified phone is told so, with a link to verify it on the account page', async () => {
    const { api, booking } = datedBag();
    booking.refuseNextHold(403, { error: 'phone_not_verified', message: 'Verify your phone first' });
    renderBag({ api });
    const np = await box(NP);
    fireEvent.click(await within(np).findByRole('button', { name: /^Hold / }));
    expect(await within(np).findByRole('alert')).toHaveTextContent('A verified phone number is needed to hold media.');
    expect(within(np).getByRole('link', { name: 'Verify your phone on your account page' })).toHaveAttribute('href', '/account');
  });

  it('a guest is asked to sign in (the sign-in modal), and nothing is held or read of holds', async () => {
    const { api, booking } = datedBag();
    const storage = memoryStorage({ [LOCAL_BAG_KEY]: JSON.stringify([toLocalBagItem(NEWSPAPER)]) });
    const { bus } = renderBag({ api, token: null, storage });
    const np = await box(NP);
    // A guest's bag has no dates yet: nothing to read, but "Hold" leads to signing in.
    expect(np).toHaveTextContent('Choose dates to check availability');
    expect(within(np).queryByLabelText('Units to hold')).not.toBeInTheDocument();
    fireEvent.click(within(np).getByRole('button', { name: /^Hold / }));
    expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'bag' });
    expect(within(np).getByRole('status')).toHaveTextContent('Sign in to hold this option.');
    expect(booking.calls.filter((c) => c.url === '/holds')).toHaveLength(0);
  });
});

describe('lineDates', () => {
  const line = { _id: 'l', _mediaOption: 'o' };
  it('takes the schedule\'s first and last day, else the bag\'s dates, else none', () => {
    expect(lineDates({ ...line, schedule: [{ date: '2030-04-09T00:00:00.000Z', units: 1 }, { date: '2030-04-03', units: 1 }] }, { startDate: '2030-03-01', endDate: '2030-03-31' }))
      .toEqual({ from: '2030-04-03', to: '2030-04-09' });
    expect(lineDates({ ...line, schedule: [] }, { startDate: '2030-03-01T00:00:00.000Z', endDate: '2030-03-31' })).toEqual({ from: '2030-03-01', to: '2030-03-31' });
    expect(lineDates(line, { startDate: '2030-03-01', endDate: null })).toBeNull();
    expect(lineDates(line, { startDate: '2030-04-01', endDate: '2030-03-01' })).toBeNull();
  });
});
