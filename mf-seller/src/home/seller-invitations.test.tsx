import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SellerInvitation, SellerSentInvitation } from 'shared-domain/seller';
import { ok, renderWithProviders } from 'shared-ui/test';
import { accountAnswer, refuse, sellerApi } from '../shared/test-fixtures';
import { SellerHomePage } from './seller-home-page';

const teammate = { _id: 'u-2', name: 'Vikram', email: 'vikram@dailypost.in', phone: null };
const sentTo = (email: string, id = `inv-${email}`): SellerSentInvitation => ({
  _id: id, email, invitedBy: 'Asha Rao', sentAt: '2025-03-01T10:00:00.000Z', expiresAt: '2025-03-15T10:00:00.000Z',
});
const invitationFrom = (accountName: string, id = `inv-${accountName}`): SellerInvitation => ({
  _id: id, accountName, invitedBy: 'Ravi', sentAt: '2025-03-01T10:00:00.000Z', expiresAt: '2025-03-15T10:00:00.000Z',
});
const studio = {
  'get /seller/account': () => ok(accountAnswer),
  'get /seller/profiles': () => ok({ profiles: [] }),
  'get /seller/stats': () => ok({ days: 30, stats: [] }),
  'get /seller/invitations': () => ok({ invitations: [] }),
};

describe('Inviting a teammate', () => {
  it('sends an invitation, says the same for any address, and lists it among the open invitations', async () => {
    const open: SellerSentInvitation[] = [];
    const { api, requests } = sellerApi({
      ...studio,
      'get /seller/account/invitations': () => ok({ invitations: [...open] }),
      'post /seller/account/members': (body) => {
        const { email } = body as { email: string };
        if (email === 'busy@example.com') return refuse(429, 'This account already has 20 open invitations. Revoke one, or wait until one is answered, before inviting someone else');
        open.unshift(sentTo(email));
        return { status: 202, body: { invited: email } };
      },
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
    const input = screen.getByLabelText('Invite a teammate by e-mail');
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    fireEvent.change(input, { target: { value: 'not an address' } });
    send();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const invites = () => requests.filter((r) => r.method === 'post' && r.path === '/seller/account/members');
    expect(invites()).toHaveLength(0);

    const said: string[] = [];
    for (const address of ['Vikram@DailyPost.in', 'nobody@elsewhere.in']) {
      fireEvent.change(input, { target: { value: address } });
      send();
      const status = await screen.findByText(/^Invitation sent to/);
      expect(status).toHaveAttribute('role', 'status');
      said.push((status.textContent ?? '').replace(address.toLowerCase(), '<address>'));
      expect(input).toHaveValue('');
    }
    expect(said[0]).toMatch(/^Invitation sent to <address>\. Once they sign in to MediaMart with this address, they can accept it in their seller studio/);
    expect(said[1]).toBe(said[0]);
    expect(invites().map((r) => r.body)).toEqual([{ email: 'vikram@dailypost.in' }, { email: 'nobody@elsewhere.in' }]);

    const list = await screen.findByRole('region', { name: 'Open invitations' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('vikram@dailypost.in')).toBeInTheDocument();
    expect(within(list).getAllByText(/Invited by Asha Rao · open until 15 Mar 2025/)).toHaveLength(2);

    fireEvent.change(input, { target: { value: 'busy@example.com' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('already has 20 open invitations');
  });

  it('shows the server\'s word on a refused address beside the field', async () => {
    const { api } = sellerApi({
      ...studio,
      'get /seller/account/invitations': () => ok({ invitations: [] }),
      'post /seller/account/members': () => refuse(400, 'email: Enter a valid e-mail address', { fields: { email: 'Enter a valid e-mail address' } }),
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const input = await screen.findByLabelText('Invite a teammate by e-mail');
    fireEvent.change(input, { target: { value: 'odd@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
  });

  it('revokes an open invitation, and the keyboard goes on from the list', async () => {
    const { api, requests } = sellerApi({
      ...studio,
      'get /seller/account/invitations': () => ok({ invitations: [sentTo('a@example.com', 'i-a'), sentTo('b@example.com', 'i-b')] }),
      'delete /seller/account/invitations/i-a': () => ok({ invitations: [sentTo('b@example.com', 'i-b')] }),
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation to a@example.com' }));
    await waitFor(() => expect(screen.queryByText('a@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('b@example.com')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'delete' && r.path === '/seller/account/invitations/i-a')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Open invitations' }));
  });

  it('says when the open invitations could not be loaded, and loads them again on Retry', async () => {
    const replies = [refuse(503, 'Service is restarting'), ok({ invitations: [sentTo('c@example.com')] })];
    const { api } = sellerApi({ ...studio, 'get /seller/account/invitations': () => replies.shift()! });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the open invitations');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('c@example.com')).toBeInTheDocument();
  });
});

describe('Leaving the account', () => {
  it('asks first, then leaves: the page offers the sign-up form', async () => {
    let member = true;
    const { api, requests } = sellerApi({
      ...studio,
      'get /seller/account': () => (member ? ok({ ...accountAnswer, members: [...accountAnswer.members, teammate] }) : refuse(404, 'Not a seller')),
      'get /seller/account/invitations': () => ok({ invitations: [] }),
      'post /seller/account/leave': () => {
        member = false;
        return ok({ left: 'acc-1', closed: false });
      },
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const start = await screen.findByRole('button', { name: 'Leave this seller account' });
    fireEvent.click(start);
    expect(screen.getByText(/You will no longer see or edit this account’s listings/)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Leave the account' });
    expect(document.activeElement).toBe(confirm);

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave this seller account' }));
    expect(requests.some((r) => r.path === '/seller/account/leave')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Leave this seller account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave the account' }));
    expect(await screen.findByRole('heading', { name: 'Create your seller account' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/seller/account/leave')).toHaveLength(1);
  });

  it('tells the only member that leaving closes the account, and shows why the server refused', async () => {
    const { api } = sellerApi({
      ...studio,
      'get /seller/account/invitations': () => ok({ invitations: [] }),
      'post /seller/account/leave': () => refuse(409, 'You are the only member of this account and it has a live listing. Invite a teammate to take it over, and leave once they have joined'),
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave this seller account' }));
    expect(screen.getByText(/Leaving closes the account: its drafts, files and open invitations are deleted/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close the account and leave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invite a teammate to take it over');
    expect(screen.getByRole('heading', { name: 'Your listings' })).toBeInTheDocument();
  });
});

describe('Invitations to the signed-in user', () => {
  it('lets a user with no seller account accept one and opens the studio', async () => {
    let joined = false;
    const { api, requests } = sellerApi({
      ...studio,
      'get /seller/account': () => (joined ? ok(accountAnswer) : refuse(404, 'Not a seller')),
      'get /seller/invitations': () => ok({ invitations: joined ? [] : [invitationFrom('Daily Post Media', 'i-1')] }),
      'get /seller/account/invitations': () => ok({ invitations: [] }),
      'post /seller/invitations/i-1/accept': () => {
        joined = true;
        return ok(accountAnswer);
      },
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const panel = await screen.findByRole('region', { name: 'Invitations to join a seller account' });
    expect(panel).toHaveTextContent('Daily Post Media invited you to list media with them.');
    expect(panel).toHaveTextContent('Invited by Ravi · open until 15 Mar 2025');
    expect(screen.getByRole('heading', { name: 'Create your seller account' })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Accept the invitation from Daily Post Media' }));
    expect(await screen.findByRole('heading', { name: 'Your listings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations to join a seller account' })).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'post' && r.path === '/seller/invitations/i-1/accept')).toBe(true);
  });

  it('declines one: it goes, and the user stays out', async () => {
    const { api } = sellerApi({
      ...studio,
      'get /seller/account': () => refuse(404, 'Not a seller'),
      'get /seller/invitations': () => ok({ invitations: [invitationFrom('Spam Media', 'i-9')] }),
      'post /seller/invitations/i-9/decline': () => ok({ invitations: [] }),
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the invitation from Spam Media' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You declined the invitation from Spam Media.');
    expect(screen.queryByRole('region', { name: 'Invitations to join a seller account' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your seller account' })).toBeInTheDocument();
  });

  it('tells a member of another account to leave it first, and shows the refusal', async () => {
    const { api } = sellerApi({
      ...studio,
      'get /seller/invitations': () => ok({ invitations: [invitationFrom('Rival Media', 'i-5')] }),
      'get /seller/account/invitations': () => ok({ invitations: [] }),
      'post /seller/invitations/i-5/accept': () => refuse(409, 'You already belong to the seller account Daily Post Media. Leave it first, then accept this invitation'),
    });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const panel = await screen.findByRole('region', { name: 'Invitations to join a seller account' });
    expect(panel).toHaveTextContent('To accept an invitation, leave your account first');
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept the invitation from Rival Media' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Leave it first');
    expect(screen.getByRole('heading', { name: 'Your listings' })).toBeInTheDocument();
  });

  it('says when the invitations could not be loaded, with Retry', async () => {
    const replies = [refuse(503, 'Service is restarting'), ok({ invitations: [invitationFrom('Later Media')] })];
    const { api } = sellerApi({ ...studio, 'get /seller/account': () => refuse(404, 'Not a seller'), 'get /seller/invitations': () => replies.shift()! });
    renderWithProviders(<SellerHomePage />, { api, route: '/seller', token: 'token-1' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your invitations to seller accounts');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Accept the invitation from Later Media' })).toBeInTheDocument();
  });
});
