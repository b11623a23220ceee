import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SellerRoutes from '../routes';
import { answer, refusal, renderBooking, serviceB } from '../bookings/booking-test-kit';
import { staffUser } from '../shared/test-fixtures';
import { proof, queueItem } from './proof-fixtures';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  URL.createObjectURL = jest.fn(() => `blob:queue/${(objectUrls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const previews = { 'get /proofs/p-2/preview': () => answer('jpeg'), 'get /proofs/p-old/preview': () => answer('jpeg'), 'get /proofs/p-3/preview': () => answer('jpeg') };
const item = (name: string) => screen.getByRole('listitem', { name });
const REUSED_ITEM = 'MG Road hoarding — Front face, 3 Mar 2026';

describe('Proof queue', () => {
  it('shows a reused proof’s flags and risk first, and the earlier proof’s preview beside it', async () => {
    const b = serviceB({ ...previews, 'get /proofs/queue': () => answer([queueItem()]) });
    renderBooking(<SellerRoutes />, { route: '/staff/proof-queue', b, user: staffUser });
    expect(await screen.findByRole('list', { name: 'Submitted proofs' })).toBeInTheDocument();
    const row = item(REUSED_ITEM);
    expect(row).toHaveTextContent('Risk 90 / 100');
    expect(within(row).getByRole('list', { name: 'Checks of copy.jpg' })).toHaveTextContent('Looks like an earlier proof');
    const mine = await within(row).findByRole('img', { name: 'Proof: copy.jpg' });
    const earlier = await within(row).findByRole('img', { name: 'Earlier proof: Summer sale, 1 Feb 2026' });
    // Side by side: one box holds both figures.
    expect(mine.closest('figure')!.parentElement).toBe(earlier.closest('figure')!.parentElement);
    expect(b.requests.filter((r) => r.path.endsWith('/preview')).map((r) => r.path).sort()).toEqual(['/proofs/p-2/preview', '/proofs/p-old/preview']);
    expect(b.requests.find((r) => r.path === '/proofs/queue')!.params).toEqual({ state: 'submitted' });
    // The checks come before the pictures.
    const order = within(row).getByRole('list', { name: 'Checks of copy.jpg' }).compareDocumentPosition(mine);
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('rejects only with a reason of 3 characters or more; the rejected proof leaves the waiting list', async () => {
    const b = serviceB({
      ...previews,
      'get /proofs/queue': () => answer([queueItem()]),
      'post /proofs/p-2/reject': (body) => answer(proof({ ...queueItem().proof, state: 'rejected', rejectReason: (body as { reason: string }).reason })),
    });
    renderBooking(<SellerRoutes />, { route: '/staff/proof-queue', b, user: staffUser });
    const row = await waitFor(() => item(REUSED_ITEM));
    fireEvent.click(within(row).getByRole('button', { name: 'Reject…' }));
    const form = within(row).getByRole('form', { name: 'Reject copy.jpg' });
    const reason = within(form).getByRole('textbox', { name: 'Reason for rejecting' });
    expect(reason).toHaveFocus();
    fireEvent.click(within(form).getByRole('button', { name: 'Reject proof' }));
    expect(reason).toHaveAccessibleDescription(/Write a reason of 3 to 500 characters/);
    fireEvent.change(reason, { target: { value: 'ok' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject proof' }));
    expect(b.requests.filter((r) => r.method === 'post')).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Same photo as the Summer sale proof  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject proof' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: REUSED_ITEM })).not.toBeInTheDocument());
    expect(b.requests.filter((r) => r.method === 'post').map((r) => [r.path, r.body])).toEqual([['/proofs/p-2/reject', { reason: 'Same photo as the Summer sale proof' }]]);
    expect(screen.getByRole('status')).toHaveTextContent('Rejected: copy.jpg (MG Road hoarding — Front face, 3 Mar 2026).');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByText('No proofs are waiting for a check.')).toBeInTheDocument();
  });

  it('verifies; a 409 (decided by someone else) is said on the item', async () => {
    const other = queueItem({ proof: proof({ _id: 'p-3', fileName: 'night.jpg', day: '2026-03-04', previewUrl: '/proofs/p-3/preview' }), matched: null });
    const b = serviceB({
      ...previews,
      'get /proofs/queue': () => answer([queueItem(), other]),
      'post /proofs/p-2/verify': () => refusal(409, 'This proof was already rejected by Meera Staff'),
      'post /proofs/p-3/verify': () => answer(proof({ ...other.proof, state: 'verified', stateBy: { _id: 'u-staff', name: 'Ravi Staff' }, stateAt: '2026-03-05T06:00:00.000Z' })),
    });
    renderBooking(<SellerRoutes />, { route: '/staff/proof-queue', b, user: staffUser });
    const first = await waitFor(() => item(REUSED_ITEM));
    fireEvent.click(within(first).getByRole('button', { name: 'Verify' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('This proof was already rejected by Meera Staff');
    fireEvent.click(within(item('MG Road hoarding — Front face, 4 Mar 2026')).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'MG Road hoarding — Front face, 4 Mar 2026' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Verified: night.jpg');
  });

  it('filters by state in the URL; decided proofs show their state without buttons', async () => {
    const verified = queueItem({ proof: proof({ _id: 'p-3', state: 'verified', stateBy: { _id: 'u', name: 'Ravi Staff' }, stateAt: '2026-03-05T06:00:00.000Z', previewUrl: '/proofs/p-3/preview' }), matched: null });
    const b = serviceB({ ...previews, 'get /proofs/queue': (_body, params) => answer(params.state === 'verified' ? [verified] : []) });
    const view = renderBooking(<SellerRoutes />, { route: '/staff/proof-queue', b, user: staffUser });
    expect(await screen.findByText('No proofs are waiting for a check.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show proofs' }), { target: { value: 'verified' } });
    const row = await waitFor(() => item('MG Road hoarding — Front face, 2 Mar 2026'));
    expect(view.search()).toBe('?state=verified');
    expect(row).toHaveTextContent('Verified by Ravi Staff on 5 Mar 2026');
    expect(within(row).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });
});
