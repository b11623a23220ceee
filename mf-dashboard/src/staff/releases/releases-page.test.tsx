import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { REMOTES } from 'shared-domain/releases';
import DashboardRoutes from '../../routes';
import { createMainClient, createMockApi, fail, mockAdapter, type MockHandler, type MockReply, ok, type RecordedRequest } from '../../test/mock-api';
import { STAFF } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { bagStatus, ciToken, remotesAnswer } from './release-fixtures';

/** Service A answering the release routes: the list, the tokens, and `more` for the writes. */
function setup(more: MockHandler = () => fail(404, 'No such route'), list: () => MockReply = () => ok(remotesAnswer())) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-staff');
  const requests: RecordedRequest[] = [];
  const mainApi = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  mainApi.defaults.adapter = mockAdapter((req) => {
    if (req.method === 'GET' && req.path === '/remotes') return list();
    if (req.method === 'GET' && req.path === '/remotes/mf_bag/tokens') return ok({ tokens: [ciToken] });
    if (req.method === 'GET' && /^\/remotes\/\w+\/tokens$/.test(req.path)) return ok({ tokens: [] });
    return more(req);
  }, requests, '/api');
  const view = renderWithProviders(<DashboardRoutes />, { route: '/staff/releases', api: createMockApi(() => ok({})).api, user: STAFF, services: { mainApi } });
  const writes = () => requests.filter((r) => r.method !== 'GET');
  const lists = () => requests.filter((r) => r.method === 'GET' && r.path === '/remotes').length;
  return { ...view, requests, writes, lists };
}

const bagCard = () => screen.getByRole('region', { name: /^Bag/ });
const snackbars = (published: unknown[]) =>
  published.filter((e): e is { type: 'snackbar/shown'; message: string } => (e as { type: string }).type === 'snackbar/shown').map((e) => e.message);

beforeEach(() => window.localStorage.clear());

describe('/staff/releases', () => {
  it('asks a guest to sign in and calls nothing', async () => {
    const { api } = createMockApi(() => ok({}));
    const { bus, mainRequests } = renderWithProviders(<DashboardRoutes />, { route: '/staff/releases', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(bus.published).toEqual([{ type: 'auth/login-requested' }]);
    expect(mainRequests).toEqual([]);
  });

  it('tells someone signed in who is not staff', async () => {
    setup(undefined, () => fail(403, 'Staff only'));
    expect(await screen.findByText('Only MediaMart staff can manage releases.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your campaigns' })).toHaveAttribute('href', '/dashboard');
  });

  it('says a failed load in words and loads again on Retry', async () => {
    let calls = 0;
    setup(undefined, () => (++calls === 1 ? fail(503, 'The registry is busy') : ok(remotesAnswer())));
    expect(await screen.findByText('Could not load the releases')).toBeInTheDocument();
    expect(screen.getByText('The registry is busy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: /^Bag/ })).toBeInTheDocument();
  });

  it('shows every remote in order with its live release, error rate, releases, checks and switches', async () => {
    const { requests } = setup();
    await screen.findByRole('region', { name: /^Bag/ });
    expect(requests[0]!.headers['x-access-token']).toBe('tok-staff');
    // The remote list's labels and names, in its order (Catalog mf_catalog, Bag mf_bag, …, Seller studio mf_seller).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(REMOTES.map((r) => `${r.label} ${r.name}`));
    expect(screen.getByRole('heading', { level: 2, name: 'Seller studio mf_seller' })).toBeInTheDocument();
    const card = bagCard();
    expect(within(card).getByText('1.2.0', { selector: 'strong' })).toBeInTheDocument();
    expect(card).toHaveTextContent('since 9 Mar 2025, 11:30 am, switched by staff ops@mediamart.example');
    expect(card).toHaveTextContent('0.2% — 3 of 2,000 page views, last 7 days');
    expect(screen.getByRole('region', { name: /^Catalog/ })).toHaveTextContent('No failures (0 page views, last 7 days)');

    const rows = within(within(card).getByRole('table', { name: 'Releases of mf_bag' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1.3.0 ', '1.2.0 Live', '1.1.0 ', 'built-in ']);
    expect(within(rows[0]!).getByRole('cell', { name: /0123456/ })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Uploaded');
    expect(rows[0]).toHaveTextContent('token bag ci');
    expect(within(rows[0]!).getByText('Passed')).toBeInTheDocument();
    // Only a passed release that is not live can be switched to; the live one has no preview.
    expect(within(rows[0]!).getByRole('button', { name: 'Switch live: mf_bag 1.3.0' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Switch/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /Preview link/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('button', { name: /Switch/ })).toBeNull();
    // A release that failed its check has no preview link either (the server would refuse it, 409).
    expect(within(rows[2]!).queryByRole('button', { name: /Preview link/ })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Preview link for mf_bag 1.3.0' })).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('button', { name: 'Switch live: mf_bag built-in' })).toBeInTheDocument();

    const failed = within(rows[2]!).getByText('Failed: exposes, shared');
    expect(failed.tagName).toBe('SUMMARY');
    const details = failed.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(failed);
    expect(within(details).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'exposes: The release does not expose ./BagDrawer', "shared: react 18.2.0 is not compatible with the host's 19.1.0",
    ]);

    const switches = within(card).getByRole('region', { name: 'Switches' });
    expect(within(switches).getByRole('listitem')).toHaveTextContent('built-in (deployed build) → 1.2.0, by staff ops@mediamart.example, 9 Mar 2025');
    expect(screen.getByRole('region', { name: /^Catalog/ })).toHaveTextContent('No switches yet');
  });

  it('switches a passed release live after confirming, then shows the list again', async () => {
    const { writes, lists, bus } = setup(({ method, path }) => (method === 'POST' && path === '/remotes/mf_bag/live' ? ok({}) : fail(404)));
    fireEvent.click(await screen.findByRole('button', { name: 'Switch live: mf_bag 1.3.0' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch mf_bag to 1.3.0?' });
    expect(dialog).toHaveTextContent('The live release now is 1.2.0.');
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch live' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toMatchObject([{ method: 'POST', path: '/remotes/mf_bag/live', body: { version: '1.3.0' } }]);
    await waitFor(() => expect(lists()).toBe(2));
    expect(snackbars(bus.published)).toEqual(['mf_bag 1.3.0 is live']);
  });

  it("keeps the dialog open with the server's reason and each failed part when the check refuses the switch", async () => {
    const refusal: MockHandler = () => ({
      status: 409,
      body: {
        error: 'release_check_failed',
        message: 'mf_bag 1.3.0 did not pass its check',
        check: { ok: false, parts: [{ part: 'remoteEntry', ok: false, message: 'remoteEntry.js answered 404' }, { part: 'manifest', ok: true, message: 'ok' }] },
      },
    });
    const { lists } = setup(refusal);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch live: mf_bag 1.3.0' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch mf_bag to 1.3.0?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch live' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('mf_bag 1.3.0 did not pass its check');
    expect(within(alert).getByRole('list', { name: 'Failed parts of the check' })).toHaveTextContent('remoteEntry: remoteEntry.js answered 404');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    expect(lists()).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rolls back to the release live before the current one', async () => {
    const { writes } = setup(() => ok({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to built-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back mf_bag to built-in?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back to built-in' }));
    await waitFor(() => expect(writes()).toMatchObject([{ method: 'POST', path: '/remotes/mf_bag/live', body: { version: 'built-in' } }]));
    // The built-in remotes were never switched: nothing to roll back to.
    expect(within(screen.getByRole('region', { name: /^Catalog/ })).queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('checks a release again and says the result', async () => {
    const checked = { ...bagStatus().releases[2]!, check: { ok: true, parts: [], checkedAt: '2025-03-11T05:00:00.000Z' } };
    const { writes, lists, bus } = setup(({ path }) => (path === '/remotes/mf_bag/releases/1.1.0/check' ? ok({ release: checked }) : fail(404)));
    fireEvent.click(await screen.findByRole('button', { name: 'Re-check mf_bag 1.1.0' }));
    await waitFor(() => expect(lists()).toBe(2));
    expect(writes()).toMatchObject([{ method: 'POST', path: '/remotes/mf_bag/releases/1.1.0/check' }]);
    expect(snackbars(bus.published)).toEqual(['mf_bag 1.1.0 passed its check']);
  });

  it('shows a failed re-check with its reason beside the table', async () => {
    setup(() => fail(502, 'The manifest host did not answer'));
    fireEvent.click(await screen.findByRole('button', { name: 'Re-check mf_bag 1.3.0' }));
    expect(await within(bagCard()).findByRole('alert')).toHaveTextContent('The manifest host did not answer');
  });

  it('makes a preview link to copy, with its expiry', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const link = { remote: 'mf_bag', version: '1.3.0', url: '/preview?token=abc.def', expiresAt: '2025-03-12T05:00:00.000Z' };
    const { writes } = setup(({ path }) => (path === '/remotes/mf_bag/releases/1.3.0/preview' ? ok(link) : fail(404)));
    fireEvent.click(await screen.findByRole('button', { name: 'Preview link for mf_bag 1.3.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview link for mf_bag 1.3.0' });
    expect(writes()).toMatchObject([{ method: 'POST', path: '/remotes/mf_bag/releases/1.3.0/preview' }]);
    expect(within(dialog).getByLabelText('Link')).toHaveTextContent('http://localhost/preview?token=abc.def');
    expect(dialog).toHaveTextContent('Expires 12 Mar 2025, 10:30 am');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy the preview link for mf_bag 1.3.0' }));
    expect(await within(dialog).findByText('Copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/preview?token=abc.def');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/staff/releases for staff who are not release managers', () => {
  it('shows the releases, checks and preview links, but no switch, rollback or token buttons', async () => {
    setup(undefined, () => ok(remotesAnswer(bagStatus(), false)));
    const card = await screen.findByRole('region', { name: /^Bag/ });
    expect(screen.getByText(/Switching live and deploy tokens are for release managers/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Re-check mf_bag 1.3.0' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Switch live/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Roll back/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'New token for mf_bag' })).toBeNull();
    const tokens = await within(card).findByRole('list', { name: 'Deploy tokens of mf_bag' });
    expect(within(tokens).getByRole('listitem')).toHaveTextContent('Registers and previews only');
    expect(within(tokens).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });
});

describe('/staff/releases deploy tokens', () => {
  it('makes a token that may switch live when the release manager ticks it, and its command says --live', async () => {
    const created = { ...ciToken, id: 'tok-3', label: 'cd', mayGoLive: true, lastUsedAt: null, token: 'mmrt_golive' };
    const { writes } = setup(({ method, path }) => (method === 'POST' && path === '/remotes/mf_bag/tokens' ? { status: 201, body: created } : fail(404)));
    fireEvent.click(await screen.findByRole('button', { name: 'New token for mf_bag' }));
    const form = screen.getByRole('dialog', { name: 'New deploy token for mf_bag' });
    fireEvent.change(within(form).getByLabelText(/^Label/), { target: { value: 'cd' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /May switch releases live/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Deploy token “cd” for mf_bag' });
    expect(writes()).toMatchObject([{ method: 'POST', path: '/remotes/mf_bag/tokens', body: { label: 'cd', mayGoLive: true } }]);
    expect(within(shown).getByLabelText('Release command')).toHaveTextContent('--token mmrt_golive --live');
  });

  it('lists a remote’s tokens and creates one, showing its secret once with the release command', async () => {
    const created = { ...ciToken, id: 'tok-2', label: 'nightly', lastUsedAt: null, token: 'mmrt_secret123' };
    const { writes, requests } = setup(({ method, path }) => (method === 'POST' && path === '/remotes/mf_bag/tokens' ? { status: 201, body: created } : fail(404)));
    const tokens = await within(await screen.findByRole('region', { name: /^Bag/ })).findByRole('list', { name: 'Deploy tokens of mf_bag' });
    expect(within(tokens).getByRole('listitem')).toHaveTextContent('bag ci');
    expect(within(tokens).getByRole('listitem')).toHaveTextContent('last used 10 Mar 2025');
    expect(screen.getByRole('region', { name: /^Catalog/ })).toHaveTextContent('No deploy tokens for mf_catalog yet.');

    fireEvent.click(screen.getByRole('button', { name: 'New token for mf_bag' }));
    const form = screen.getByRole('dialog', { name: 'New deploy token for mf_bag' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByText('Enter a label, such as the CI that will use the token')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^Label/), { target: { value: '  nightly ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Deploy token “nightly” for mf_bag' });
    expect(writes()).toMatchObject([{ method: 'POST', path: '/remotes/mf_bag/tokens', body: { label: 'nightly', mayGoLive: false } }]);
    expect(within(shown).getByLabelText('Token')).toHaveTextContent('mmrt_secret123');
    expect(within(shown).getByLabelText('Release command')).toHaveTextContent('npm run release -w mf-bag -- --to http://localhost --token mmrt_secret123');
    expect(shown).toHaveTextContent('not shown again');
    await waitFor(() => expect(requests.filter((r) => r.path === '/remotes/mf_bag/tokens' && r.method === 'GET')).toHaveLength(2));
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('mmrt_secret123')).toBeNull();
  });

  it("shows the server's reason when a token is refused", async () => {
    setup(() => fail(400, 'label must be at most 60 characters'));
    fireEvent.click(await screen.findByRole('button', { name: 'New token for mf_bag' }));
    const form = screen.getByRole('dialog', { name: 'New deploy token for mf_bag' });
    fireEvent.change(within(form).getByLabelText(/^Label/), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('label must be at most 60 characters');
  });

  it('revokes a token after confirming', async () => {
    const { writes } = setup(({ method }) => (method === 'DELETE' ? { status: 204, body: '' } : fail(404)));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the token bag ci' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the token “bag ci”?' });
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/remotes/mf_bag/tokens/tok-1' }]);
  });
});
