import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignDetail, SHARED_USER, STAFF } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';
import { OWNER_ONLY } from './sharing-section';

afterEach(() => window.localStorage.clear());

const meera = { _id: 'u-shared', name: 'Meera', email: 'meera@example.in' };
const withUsers = () => campaignDetail({ _users: [meera], ownerId: 'u-owner' });
const people = () => within(screen.getByRole('list', { name: 'People with access' })).getAllByRole('listitem');
const shareForm = () => screen.getByRole('form', { name: 'Share with someone' });

describe('Sharing', () => {
  it('lists who has access', async () => {
    await renderCampaign({ campaign: withUsers(), tab: 'sharing' });
    expect(people()).toHaveLength(1);
    expect(people()[0]).toHaveTextContent('Meera (meera@example.in)');
  });

  it('says when only the owner sees it', async () => {
    await renderCampaign({ campaign: campaignDetail(), tab: 'sharing' });
    expect(screen.getByText('Only you can see this campaign.')).toBeInTheDocument();
  });

  it('adds someone by e-mail after checking the address', async () => {
    const dev = { _id: 'u-dev', name: 'Dev', email: 'dev@example.in' };
    const { writes, bus } = await renderCampaign({
      campaign: withUsers(),
      tab: 'sharing',
      routes: (r) => (r.method === 'PUT' && r.path === '/campaigns/c-diwali/users' ? ok({ _users: [meera, dev] }) : undefined),
    });
    const input = within(shareForm()).getByLabelText('Share with (e-mail)');
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    expect(input).toHaveAccessibleDescription(/enter the e-mail address/i);
    // The refusal is read with the field: focus goes there.
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    expect(input).toHaveAccessibleDescription(/enter a valid e-mail address/i);
    fireEvent.change(input, { target: { value: 'MEERA@example.in' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    expect(input).toHaveAccessibleDescription(/already shared with this address/i);
    expect(writes()).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' Dev@Example.in ' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(people()).toHaveLength(2));
    expect(writes()[0]!.body).toEqual({ add: ['dev@example.in'], remove: [] });
    expect(input).toHaveValue('');
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Campaign shared' }]);
  });

  it('a 403 says plainly that only the owner may share', async () => {
    const { bus } = await renderCampaign({
      campaign: campaignDetail(),
      tab: 'sharing',
      routes: (r) => (r.method === 'PUT' ? fail(403, 'Only the owner of this campaign may change who it is shared with') : undefined),
    });
    fireEvent.change(within(shareForm()).getByLabelText('Share with (e-mail)'), { target: { value: 'dev@example.in' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_ONLY);
    expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'error', message: `Could not share the campaign: ${OWNER_ONLY}` });
  });

  it('a server message for an unknown address is shown as it came', async () => {
    await renderCampaign({
      campaign: campaignDetail(),
      tab: 'sharing',
      routes: (r) => (r.method === 'PUT' ? fail(400, 'No user has the e-mail dev@example.in; they must sign up first') : undefined),
    });
    fireEvent.change(within(shareForm()).getByLabelText('Share with (e-mail)'), { target: { value: 'dev@example.in' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('they must sign up first');
  });

  it('removes access after confirmation', async () => {
    const { writes } = await renderCampaign({
      campaign: withUsers(),
      tab: 'sharing',
      routes: (r) => (r.method === 'PUT' ? ok({ _users: [] }) : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove access for Meera' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove access' });
    expect(dialog).toHaveTextContent('Meera will no longer see this campaign.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(await screen.findByText('Only you can see this campaign.')).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({ add: [], remove: ['u-shared'] });
  });

  it('people it is shared with see the list, not the controls', async () => {
    await renderCampaign({ campaign: withUsers(), user: SHARED_USER, tab: 'sharing' });
    expect(people()).toHaveLength(1);
    expect(screen.queryByRole('form', { name: 'Share with someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /remove access/i })).not.toBeInTheDocument();
    expect(screen.getByText(OWNER_ONLY)).toBeInTheDocument();
  });

  it('shares with several addresses at once and names the ones that are not addresses', async () => {
    const dev = { _id: 'u-dev', name: 'Dev', email: 'dev@example.in' };
    const ria = { _id: 'u-ria', name: 'Ria', email: 'ria@example.in' };
    const { writes } = await renderCampaign({
      campaign: withUsers(),
      tab: 'sharing',
      routes: (r) => (r.method === 'PUT' ? ok({ _users: [meera, dev, ria] }) : undefined),
    });
    const input = within(shareForm()).getByLabelText('Share with (e-mail)');
    fireEvent.change(input, { target: { value: 'dev@example.in, ria@, x y' } });
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    expect(input).toHaveAccessibleDescription(/not an e-mail address: ria@, x, y/i);
    expect(writes()).toHaveLength(0);
    // Typing again clears the message.
    fireEvent.change(input, { target: { value: 'dev@example.in; Ria@example.in meera@example.in dev@example.in' } });
    expect(input).not.toHaveAccessibleDescription(/not an e-mail address/i);
    fireEvent.click(within(shareForm()).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(people()).toHaveLength(3));
    // Meera has access already; each address is sent once.
    expect(writes()[0]!.body).toEqual({ add: ['dev@example.in', 'ria@example.in'], remove: [] });
  });

  it('names the owner, and tells staff when nobody else has access', async () => {
    await renderCampaign({
      campaign: campaignDetail({ owner: { _id: 'u-owner', name: 'Asha Rao', email: 'asha@example.in' } as never, access: 'staff' }),
      user: STAFF,
      tab: 'sharing',
    });
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText(/Owner:/)).toHaveTextContent('Owner: Asha Rao (asha@example.in)');
    expect(screen.getByText('Not shared with anyone yet.')).toBeInTheDocument();
    expect(screen.queryByText('Only you can see this campaign.')).not.toBeInTheDocument();
  });
});

