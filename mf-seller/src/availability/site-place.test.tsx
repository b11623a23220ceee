import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OptionPlaceAnswer } from 'shared-domain/proof';
import SellerRoutes from '../routes';
import { staffUser } from '../shared/test-fixtures';
import { answer, availability, refusal, renderBooking, serviceB } from '../bookings/booking-test-kit';

const PLACE = '/options/m-1-o-1/place';
const ASK_LAT = "Give the site's latitude in India as a number, such as 19.0760";

function place(over: Partial<OptionPlaceAnswer> = {}): OptionPlaceAnswer {
  return { optionId: 'm-1-o-1', category: 'outdoor', lat: 28.6139, lng: 77.209, updatedAt: '2026-03-05T09:34:00.000Z', ...over };
}

/** Service B with the option's availability and `routes` for its place. */
function placeService(routes: Parameters<typeof serviceB>[0]) {
  return serviceB({ 'get /availability': () => answer({ availability: [availability()] }), ...routes });
}

const card = async () => screen.findByRole('form', { name: 'Site location' });

describe('the site location of an option', () => {
  it('shows the saved place and the category’s radius, and saves a new one', async () => {
    const b = placeService({
      [`get ${PLACE}`]: () => answer(place()),
      [`put ${PLACE}`]: (body) => answer(place({ ...(body as object), updatedAt: '2026-03-06T04:30:00.000Z' })),
    });
    renderBooking(<SellerRoutes />, { route: '/seller/availability/m-1-o-1', b });
    const form = await card();
    expect(within(form).getByText('Photos of this site are checked against this place: taken more than 300 m away, they are flagged.')).toBeInTheDocument();
    expect(within(form).getByText('Saved: 28.6139, 77.209 (set 5 Mar 2026, 3:04 pm).')).toBeInTheDocument();
    const lat = within(form).getByLabelText('Latitude');
    expect(lat).toHaveValue('28.6139');
    expect(lat).toHaveAttribute('inputmode', 'decimal');
    expect(within(form).getByLabelText('Longitude')).toHaveValue('77.209');

    fireEvent.change(lat, { target: { value: ' 28.61401234567 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save site location' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Site location saved.');
    // Sent as numbers, kept to six decimals by the shared rule.
    expect(b.requests.find((r) => r.method === 'put')!.body).toEqual({ lat: 28.614012, lng: 77.209 });
    expect(within(form).getByText('Saved: 28.614012, 77.209 (set 6 Mar 2026, 10:00 am).')).toBeInTheDocument();
  });

  it('checks the place before sending, and shows the server’s field message next to its field', async () => {
    const b = placeService({
      [`get ${PLACE}`]: () => answer(place({ category: 'airport', lat: null, lng: null, updatedAt: null })),
      [`put ${PLACE}`]: () => refusal(400, 'lng: out of range', { fields: { lng: 'The server says this longitude is wrong' } }),
    });
    renderBooking(<SellerRoutes />, { route: '/staff/availability/m-1-o-1', b, user: staffUser });
    const form = await card();
    // An airport's radius, in its own words.
    expect(within(form).getByText(/taken more than 2\.5 km away, they are flagged\./)).toBeInTheDocument();
    expect(within(form).getByText('No place is saved yet: photos of this site are not checked for distance.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: 'north' } });
    fireEvent.change(within(form).getByLabelText('Longitude'), { target: { value: '72.8777' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save site location' }));
    expect(within(form).getByText(ASK_LAT)).toBeInTheDocument();
    expect(within(form).getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(b.requests.filter((r) => r.method === 'put')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Latitude'), { target: { value: '19.076' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save site location' }));
    await waitFor(() => expect(within(form).getByLabelText('Longitude')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('The server says this longitude is wrong')).toBeInTheDocument();
    expect(within(form).getByLabelText('Latitude')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(b.requests.find((r) => r.method === 'put')!.body).toEqual({ lat: 19.076, lng: 72.8777 });
  });

  it('is not shown for a category without a site, nor to someone who may not keep the option', async () => {
    for (const reply of [answer(place({ category: 'newspaper', lat: null, lng: null, updatedAt: null })), refusal(403, 'Only the seller of this media option (or staff) may change its site location')]) {
      const b = placeService({ [`get ${PLACE}`]: () => reply });
      const { unmount } = renderBooking(<SellerRoutes />, { route: '/seller/availability/m-1-o-1', b });
      await screen.findByText(/Availability is kept until/);
      await waitFor(() => expect(b.requests.some((r) => r.path === PLACE)).toBe(true));
      // Let the place's answer land before looking.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('heading', { name: 'Site location' })).toBeNull();
      expect(screen.queryByText(/site location/i)).toBeNull();
      expect(screen.getByRole('heading', { name: 'Hold time' })).toBeInTheDocument();
      unmount();
    }
  });
});
