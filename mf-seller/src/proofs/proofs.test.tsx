import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SellerRoutes from '../routes';
import { answer, bookingRequest, refusal, renderBooking, serviceB } from '../bookings/booking-test-kit';
import { staffUser } from '../shared/test-fixtures';
import { proof, provableLine } from './proof-fixtures';

const day = (name: string) => screen.getByRole('listitem', { name });
const file = (name = 'board-2.jpg') => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

function openForm(dayName: string) {
  fireEvent.click(within(day(dayName)).getByRole('button', { name: `Add proof for ${dayName}` }));
  return screen.getByRole('form', { name: `Add proof for ${dayName}` });
}

describe('Proof of execution in the seller studio', () => {
  it('lists each line’s days with units bought and their proofs in words', async () => {
    const b = serviceB({ 'get /seller/proof-lines': () => answer([provableLine()]) });
    renderBooking(<SellerRoutes />, { route: '/seller/proofs', b });
    expect(await screen.findByRole('heading', { level: 2, name: 'MG Road hoarding — Front face' })).toBeInTheDocument();
    expect(screen.getByText(/Campaign: Diwali in Pune/)).toBeInTheDocument();
    expect(day('2 Mar 2026')).toHaveTextContent('1 unit bought');
    expect(day('2 Mar 2026')).toHaveTextContent('board.jpg · Photo · 1 unit');
    expect(day('2 Mar 2026')).toHaveTextContent('Verified by Ravi Staff on 3 Mar 2026');
    expect(day('3 Mar 2026')).toHaveTextContent('2 units bought');
    expect(day('3 Mar 2026')).toHaveTextContent('No proof yet.');
    expect(b.requests.map((r) => [r.path, r.params])).toEqual([['/seller/proof-lines', {}]]);
  });

  it('uploads the raw file with day, kind, name, units and note; the new proof shows with its flags', async () => {
    const uploaded = proof({
      _id: 'p-9', day: '2026-03-03', units: 2, fileName: 'board-2.jpg', risk: 90,
      flags: [{ code: 'reused', message: 'Looks like an earlier proof (campaign Summer sale, 1 Feb 2026)' }],
    });
    const b = serviceB({
      'get /seller/proof-lines': () => answer([provableLine()]),
      'post /campaigns/c-1/lines/l-1/proofs': () => ({ status: 201, body: uploaded }),
    });
    renderBooking(<SellerRoutes />, { route: '/seller/proofs', b });
    await screen.findByRole('heading', { level: 2, name: 'MG Road hoarding — Front face' });
    const form = openForm('3 Mar 2026');
    const kind = within(form).getByRole('combobox', { name: 'Kind of proof' });
    expect(kind).toHaveValue('photo');
    expect(kind).toHaveFocus();
    expect(within(form).getByRole('spinbutton', { name: 'Units it covers' })).toHaveValue(2);
    const input = within(form).getByLabelText('File');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp');
    fireEvent.change(input, { target: { files: [file()] } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Morning light' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload proof' }));
    expect(within(form).getByRole('button', { name: /^Uploading…/ })).toBeDisabled();

    await waitFor(() => expect(day('3 Mar 2026')).toHaveTextContent('board-2.jpg · Photo · 2 units'));
    expect(within(day('3 Mar 2026')).getByRole('list', { name: 'Checks of board-2.jpg' })).toHaveTextContent('Looks like an earlier proof (campaign Summer sale, 1 Feb 2026)');
    expect(within(day('3 Mar 2026')).getByRole('status')).toHaveTextContent('Uploaded board-2.jpg. Staff will look at the checks below.');
    expect(screen.queryByRole('form', { name: 'Add proof for 3 Mar 2026' })).not.toBeInTheDocument();
    expect(within(day('3 Mar 2026')).getByRole('button', { name: 'Add proof for 3 Mar 2026' })).toHaveFocus();
    const post = b.requests.find((r) => r.method === 'post')!;
    expect(post.params).toEqual({ day: '2026-03-03', kind: 'photo', name: 'board-2.jpg', units: 2, note: 'Morning light' });
    expect(post.body).toBeInstanceOf(File);
    expect(post.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('shows the server’s 400 next to the file and keeps the form; a file is required first', async () => {
    const b = serviceB({
      'get /seller/proof-lines': () => answer([provableLine()]),
      'post /campaigns/c-1/lines/l-1/proofs': () => refusal(400, 'board.jpg is a PNG image, not a JPEG image: rename it or export it again'),
    });
    renderBooking(<SellerRoutes />, { route: '/seller/proofs', b });
    await screen.findByRole('heading', { level: 2, name: 'MG Road hoarding — Front face' });
    const form = openForm('3 Mar 2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Upload proof' }));
    expect(within(form).getByLabelText('File')).toHaveAccessibleDescription(/Choose the file to upload/);
    expect(b.requests.filter((r) => r.method === 'post')).toEqual([]);

    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind of proof' }), { target: { value: 'screenshot' } });
    fireEvent.change(within(form).getByLabelText('File'), { target: { files: [file('board.jpg')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload proof' }));
    const input = within(form).getByLabelText('File');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/board.jpg is a PNG image, not a JPEG image/));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'Upload proof' })).toBeEnabled();
    expect(b.requests.find((r) => r.method === 'post')!.params).toMatchObject({ kind: 'screenshot', units: 2 });
    expect(day('3 Mar 2026')).toHaveTextContent('No proof yet.');
  });

  it('says there is nothing to prove yet, with the way to Bookings', async () => {
    const b = serviceB({ 'get /seller/proof-lines': () => answer([]) });
    renderBooking(<SellerRoutes />, { route: '/seller/proofs', b });
    expect(await screen.findByText('No accepted bookings to prove yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Bookings' })).toHaveAttribute('href', '/seller/bookings');
  });

  it('staff prove one campaign’s lines: the campaign goes to the service', async () => {
    const b = serviceB({ 'get /seller/proof-lines': () => answer([provableLine()]) });
    renderBooking(<SellerRoutes />, { route: '/staff/proofs/campaign/c-1', b, user: staffUser });
    await screen.findByRole('heading', { level: 2, name: 'MG Road hoarding — Front face' });
    expect(b.requests.map((r) => [r.path, r.params])).toEqual([['/seller/proof-lines', { campaignId: 'c-1' }]]);
    expect(screen.getByRole('link', { name: 'Proof queue' })).toHaveAttribute('href', '/staff/proof-queue');
  });

  it('an accepted booking links to its proof page', async () => {
    const b = serviceB({
      'get /booking-requests/r-1': () => answer({ request: bookingRequest({ status: 'accepted', viewedAt: '2026-03-01T00:00:00.000Z' }), order: null }),
    });
    renderBooking(<SellerRoutes />, { route: '/seller/bookings/r-1', b });
    expect(await screen.findByRole('link', { name: 'Upload proof of execution' })).toHaveAttribute('href', '/seller/proofs');
  });
});
