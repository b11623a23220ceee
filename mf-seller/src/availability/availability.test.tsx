import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { indiaDay } from 'shared-domain/campaign';
import SellerRoutes from '../routes';
import { staffUser } from '../shared/test-fixtures';
import { answer, availability, refusal, renderBooking, serviceB } from '../bookings/booking-test-kit';
import { bulkInput } from './availability-forms';
import { addDays, addMonths, dayName, monthName, monthRange, monthWeeks } from './calendar-dates';

const today = indiaDay(new Date());
const month = today.slice(0, 7);
const second = `${month}-02`;
const third = `${month}-03`;

/** Service B answering the availability of any month asked: two days kept in the current month, none in others. */
function optionService(more: Parameters<typeof serviceB>[0] = {}) {
  return serviceB({
    'get /availability': (_body, params) => {
      const from = String(params.from);
      const days = from.startsWith(month)
        ? [{ date: second, units: 4, held: 1, booked: 2, free: 1 }, { date: third, units: 4, held: 0, booked: 0, free: 4 }]
        : [];
      return answer({ availability: [availability({ from, to: String(params.to), days, keptUntil: days.length ? third : null })] });
    },
    ...more,
  });
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

describe('an option’s availability', () => {
  it('shows the month with units, held and booked per day, and walks months by button and arrow keys', async () => {
    const b = optionService();
    renderBooking(<SellerRoutes />, { route: '/seller/availability/m-1-o-1', b });
    const grid = await screen.findByRole('grid', { name: monthName(month) });
    expect(await within(grid).findByRole('gridcell', { name: `${dayName(second)}: 4 units · 1 held · 2 booked` })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: `${dayName(`${month}-01`)}: On request` })).toBeInTheDocument();
    // The page also asks for the option's site location (site-place.test.tsx): the first availability read is this month's.
    expect(b.requests.find((r) => r.path === '/availability')!.params).toEqual({ options: 'm-1-o-1', ...monthRange(month) });
    expect(screen.getByText(/Availability is kept until/)).toBeInTheDocument();

    // One tab stop: today's cell; the arrows move focus by a day and a week.
    expect(cell(today)).toHaveAttribute('tabindex', '0');
    cell(today).focus();
    fireEvent.keyDown(cell(today), { key: 'ArrowDown' });
    const weekOn = addDays(today, 7);
    await waitFor(() => expect(document.activeElement).toBe(cell(weekOn)));
    expect(screen.getByRole('grid', { name: weekOn.startsWith(month) ? monthName(month) : monthName(addMonths(month, 1)) })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(cell(addDays(weekOn, -1))));

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const shown = addDays(weekOn, -1).slice(0, 7);
    const later = addMonths(shown, 2);
    expect(await screen.findByRole('grid', { name: monthName(later) })).toBeInTheDocument();
    expect(b.requests.at(-1)!.params).toEqual({ options: 'm-1-o-1', ...monthRange(later) });
    expect(await screen.findByText(/You keep no availability for this option yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: monthName(addMonths(shown, 1)) })).toBeInTheDocument();
  });

  it('puts picked days in the bulk form and saves units on the chosen weekdays', async () => {
    const b = optionService({ 'put /availability/m-1-o-1': () => answer(availability()) });
    renderBooking(<SellerRoutes />, { route: '/seller/availability/m-1-o-1', b });
    await screen.findByText(/Availability is kept until/);
    fireEvent.keyDown(cell(second), { key: 'Enter' });
    expect(screen.getByLabelText('From')).toHaveValue(second);
    expect(screen.getByLabelText('To')).toHaveValue(second);
    fireEvent.click(cell(`${month}-20`));
    expect(screen.getByLabelText('To')).toHaveValue(`${month}-20`);
    expect(cell(`${month}-10`)).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(screen.getByText('Enter a whole number from 0 to 10,000')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 units a day saved.');
    const put = b.requests.find((r) => r.method === 'put')!;
    expect(put.body).toEqual({ from: second, to: `${month}-20`, units: 3, weekdays: [1, 2, 3, 4, 5] });
    // The calendar is read again after the save.
    await waitFor(() => expect(b.requests.filter((r) => r.path === '/availability')).toHaveLength(2));
  });

  it('clears a range to on request, and shows the server’s refusal next to the field it names', async () => {
    const replies = [refusal(400, 'to: past the last day availability can be kept (366 days)'), refusal(409, 'Buyers hold units on 2 Mar: release or answer their requests first'), answer(availability())];
    const b = optionService({ 'put /availability/m-1-o-1': () => replies.shift()! });
    renderBooking(<SellerRoutes />, { route: '/staff/availability/m-1-o-1', b, user: staffUser });
    await screen.findByText(/Availability is kept until/);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: second } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(second, 400) } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Clear to on request' }));
    expect(screen.getByLabelText('Units')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('to: past the last day availability can be kept (366 days)')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: third } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Buyers hold units on 2 Mar');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByRole('status')).toHaveTextContent('cleared to on request.');
    expect(b.requests.filter((r) => r.method === 'put').map((r) => r.body)).toEqual([
      { from: second, to: addDays(second, 400), units: null },
      { from: second, to: third, units: null },
      { from: second, to: third, units: null },
    ]);
    expect(screen.getByRole('link', { name: 'Booking requests' })).toHaveAttribute('href', '/staff/bookings');
  });

  it('saves the hold time in hours, 1 to 720', async () => {
    const b = optionService({ 'put /availability/m-1-o-1/settings': (body) => answer(body) });
    renderBooking(<SellerRoutes />, { route: '/seller/availability/m-1-o-1', b });
    const hours = await screen.findByLabelText('Hold time (hours)');
    expect(hours).toHaveValue('48');
    fireEvent.change(hours, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hold time' }));
    expect(screen.getByText('Enter a whole number of hours from 1 to 720')).toBeInTheDocument();
    fireEvent.change(hours, { target: { value: '72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hold time' }));
    expect(await screen.findByText(/Holds on this option now last 72 hours/)).toBeInTheDocument();
    expect(b.requests.find((r) => r.path === '/availability/m-1-o-1/settings')!.body).toEqual({ holdHours: 72 });
  });

  it('says an option that is not live has no availability to keep', async () => {
    const b = serviceB({ 'get /availability': () => refusal(404, 'No such option') });
    renderBooking(<SellerRoutes />, { route: '/seller/availability/nope', b });
    expect(await screen.findByText('This option is not live')).toBeInTheDocument();
  });
});

describe('calendar and bulk edit rules', () => {
  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks('2026-03');
    expect(weeks[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(weeks.at(-1)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });

  it('checks the bulk form', () => {
    const all = Array.from({ length: 7 }, () => true);
    expect(bulkInput({ from: '', to: '', units: '', weekdays: all.map(() => false), clear: false })).toEqual({ problems: {
      from: 'Choose the first day', to: 'Choose the last day', units: 'Enter a whole number from 0 to 10,000', weekdays: 'Choose at least one weekday',
    } });
    expect(bulkInput({ from: '2026-03-10', to: '2026-03-01', units: '10001', weekdays: all, clear: false })).toEqual({ problems: {
      to: 'The last day is before the first', units: 'Enter a whole number from 0 to 10,000',
    } });
    expect(bulkInput({ from: '2026-03-01', to: '2026-03-31', units: '0', weekdays: all, clear: false })).toEqual({ input: { from: '2026-03-01', to: '2026-03-31', units: 0 } });
  });
});
