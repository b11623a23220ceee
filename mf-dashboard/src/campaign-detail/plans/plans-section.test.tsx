import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { campaignDetail, mediaOption, plan, SHARED_USER, STAFF } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderCampaign, snackbars, stepStates } from '../../test/render-campaign';

afterEach(() => window.localStorage.clear());

const shared = () =>
  campaignDetail({
    status: 'Plan Shared',
    mediaOptions: [mediaOption({ schedule: [{ date: '2025-03-10', units: 1 }] })],
    plans: [plan({ _id: 'p-1', version: 1, comment: 'Add radio', remarks: 'Budget is firm' }), plan({ _id: 'p-2', version: 2, createdAt: '2025-03-04T09:00:00.000Z' })],
  });

const versions = () => within(screen.getByRole('list', { name: 'Plan versions' })).getAllByRole('article');

describe('Plans', () => {
  it('lists versions newest first with their state, comment and remarks', async () => {
    await renderCampaign({ campaign: shared() });
    const [v2, v1] = versions();
    expect(v2).toHaveAccessibleName('Version 2');
    expect(v2).toHaveTextContent('Awaiting your review');
    expect(v2).toHaveTextContent('Shared 4 Mar 2025');
    expect(v1).toHaveTextContent('Changes requested');
    expect(v1).toHaveTextContent('Your comment: Add radio');
    expect(v1).toHaveTextContent('Remarks: Budget is firm');
    // Only the newest unapproved version can be acted on.
    expect(within(v2).getByRole('button', { name: 'Approve version 2' })).toBeInTheDocument();
    expect(within(v1).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when no plan has been shared', async () => {
    await renderCampaign({ campaign: campaignDetail({ plans: [] }) });
    expect(screen.getByText(/no plan has been shared yet/i)).toBeInTheDocument();
  });

  it('approves after confirming and shows what the server answered: plan approved, execution filled, analytics active', async () => {
    const approved = {
      ...shared(),
      status: 'Approved',
      plans: [shared().plans[0], { ...shared().plans[1], approved: true }],
      progress: [
        { name: 'Planning', state: 'Done' },
        { name: 'Execution', state: 'Done' },
        { name: 'Analytics & Report', state: 'In Progress' },
      ],
    };
    const { writes, bus } = await renderCampaign({
      campaign: shared(),
      routes: (r) => (r.method === 'POST' && r.path === '/campaigns/c-diwali/plans/p-2/approve' ? ok(approved) : undefined),
    });
    expect(stepStates()).toEqual(['In Progress', 'Pending', 'Pending']);

    fireEvent.click(screen.getByRole('button', { name: 'Approve version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve version 2' });
    // Nothing is sent before the confirmation.
    expect(writes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/campaigns/c-diwali/plans/p-2/approve' })]);
    expect(versions()[0]).toHaveTextContent('Approved');
    expect(stepStates()).toEqual(['Done', 'Done', 'In Progress']);
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Approved');
    expect(screen.queryByRole('button', { name: /approve version/i })).not.toBeInTheDocument();
    expect(snackbars(bus.published)).toEqual([expect.objectContaining({ tone: 'info', message: expect.stringMatching(/plan approved/i) })]);
  });

  it('keeps the dialog open with the reason when approval fails', async () => {
    const { bus } = await renderCampaign({
      campaign: shared(),
      routes: (r) => (r.method === 'POST' ? fail(409, 'Plan v2 was replaced by v3; approve the latest plan') : undefined),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve version 2' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve plan' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Plan v2 was replaced by v3; approve the latest plan');
    expect(snackbars(bus.published)).toEqual([
      { type: 'snackbar/shown', tone: 'error', message: 'Could not approve the plan: Plan v2 was replaced by v3; approve the latest plan' },
    ]);
    expect(versions()[0]).toHaveTextContent('Awaiting your review');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requests changes with a required comment and optional remarks', async () => {
    const { writes, bus } = await renderCampaign({
      campaign: shared(),
      routes: (r) =>
        r.method === 'POST' && r.path === '/campaigns/c-diwali/plans/p-2/changes'
          ? ok({ ...shared().plans[1], ...(r.body as object), changesRequestedAt: '2025-03-05T00:00:00.000Z' })
          : undefined,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Request changes to version 2' });
    expect(within(dialog).getByLabelText('What should change?')).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByLabelText('What should change?')).toHaveAccessibleDescription(/say what should change/i);
    expect(writes()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('What should change?'), { target: { value: '  Swap the Delhi edition for Mumbai  ' } });
    fireEvent.change(within(dialog).getByLabelText('Remarks (optional)'), { target: { value: 'Before Friday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()[0]!.body).toEqual({ comment: 'Swap the Delhi edition for Mumbai', remarks: 'Before Friday' });
    expect(versions()[0]).toHaveTextContent('Changes requested');
    expect(versions()[0]).toHaveTextContent('Your comment: Swap the Delhi edition for Mumbai');
    expect(versions()[0]).toHaveTextContent('Remarks: Before Friday');
    expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'info', message: 'Change request sent' });
  });

  it('a failed change request says why and keeps what was typed', async () => {
    await renderCampaign({ campaign: shared(), routes: (r) => (r.method === 'POST' ? Promise.reject(new Error('offline')) : undefined) });
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('What should change?'), { target: { value: 'More radio' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/could not reach the server/i);
    expect(within(dialog).getByLabelText('What should change?')).toHaveValue('More radio');
  });

  it('a user the campaign is shared with may request changes but not approve', async () => {
    await renderCampaign({ campaign: { ...shared(), _users: [{ _id: SHARED_USER._id, name: 'Meera' }] }, user: SHARED_USER });
    expect(screen.getByRole('button', { name: 'Request changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /approve version/i })).not.toBeInTheDocument();
  });

  describe('staff', () => {
    it('advertisers do not see "Share a new plan version"', async () => {
      const { mainRequests } = await renderCampaign({ campaign: shared() });
      expect(mainRequests).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Share a new plan version' })).not.toBeInTheDocument();
    });

    it('staff share the current options as the next version, with a note', async () => {
      const v3 = plan({ _id: 'p-3', version: 3, createdAt: '2025-03-06T09:00:00.000Z', note: 'Added two radio stations', totals: { totalPrice: 320000 } });
      const { writes, bus } = await renderCampaign({
        campaign: { ...shared(), access: 'staff' },
        user: STAFF,
        // Service B answers the campaign (its view) with the new plan in it.
        routes: (r) =>
          r.method === 'POST' && r.path === '/campaigns/c-diwali/plans'
            ? ok({ ...shared(), status: 'Plan Shared', access: 'staff', plans: [...shared().plans, v3] })
            : undefined,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Share a new plan version' }));
      const dialog = screen.getByRole('dialog', { name: 'Share a new plan version' });
      expect(dialog).toHaveTextContent('as version 3');
      fireEvent.change(within(dialog).getByLabelText('Note to the client (optional)'), { target: { value: ' Added two radio stations ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Share plan' }));
      await waitFor(() => expect(versions()).toHaveLength(3));
      expect(versions()[0]).toHaveAccessibleName('Version 3');
      expect(versions()[0]).toHaveTextContent('From our team: Added two radio stations');
      expect(versions()[0]).toHaveTextContent('₹3,20,000');
      expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/campaigns/c-diwali/plans', body: { note: 'Added two radio stations' } })]);
      expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'info' });
      // Staff who do not own the campaign do not approve on the client's behalf.
      expect(screen.queryByRole('button', { name: /approve version/i })).not.toBeInTheDocument();
    });

    it('a 403 on sharing says only staff may', async () => {
      await renderCampaign({ campaign: shared(), user: STAFF, routes: (r) => (r.method === 'POST' ? fail(403, 'Only MediaMart staff may do this') : undefined) });
      fireEvent.click(screen.getByRole('button', { name: 'Share a new plan version' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Share plan' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Only staff can share a plan version.');
    });
  });
});
