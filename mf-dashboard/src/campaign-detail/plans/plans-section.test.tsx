import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanView } from '../../api/campaigns.api';
import { ADVERTISER, campaignDetail, mediaOption, plan, SHARED_USER, STAFF } from '../../test/fixtures';
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
    // The plan does not say who asked: the label does not guess.
    expect(v1).toHaveTextContent('Change request: Add radio');
    expect(v1).not.toHaveTextContent('Your');
    expect(v1).toHaveTextContent('Remarks: Budget is firm');
    // Only the newest unapproved version can be acted on.
    expect(within(v2).getByRole('button', { name: 'Approve version 2' })).toBeInTheDocument();
    expect(within(v1).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when no plan has been shared', async () => {
    await renderCampaign({ campaign: campaignDetail({ plans: [] }) });
    expect(screen.getByText(/no plan has been shared yet/i)).toBeInTheDocument();
  });

  it('approves after confirming: plan approved, execution under way but not Done before any purchase order', async () => {
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
    // Even an answer that calls Execution Done shows what happened: approved, waiting for a PO.
    expect(stepStates()).toEqual(['Done', 'In Progress', 'Pending']);
    const steps = within(screen.getByRole('list', { name: 'Campaign progress' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAccessibleDescription('Plan approved; waiting for a purchase order or invoice');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveAccessibleDescription('Waits for the campaign to run and end');
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

    within(dialog).getByRole('button', { name: 'Send request' }).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByLabelText('What should change?')).toHaveAccessibleDescription(/say what should change/i);
    // Focus goes to the field the message is about; typing clears the message.
    expect(within(dialog).getByLabelText('What should change?')).toHaveFocus();
    expect(writes()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('What should change?'), { target: { value: 'S' } });
    expect(within(dialog).getByLabelText('What should change?')).not.toHaveAccessibleDescription(/say what should change/i);

    fireEvent.change(within(dialog).getByLabelText('What should change?'), { target: { value: '  Swap the Delhi edition for Mumbai  ' } });
    fireEvent.change(within(dialog).getByLabelText('Remarks (optional)'), { target: { value: 'Before Friday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()[0]!.body).toEqual({ comment: 'Swap the Delhi edition for Mumbai', remarks: 'Before Friday' });
    expect(versions()[0]).toHaveTextContent('Changes requested');
    expect(versions()[0]).toHaveTextContent('Your change request: Swap the Delhi edition for Mumbai');
    expect(versions()[0]).toHaveTextContent('Remarks: Before Friday');
    expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'info', message: 'Change request sent' });
    // The route answers only the plan; the header and stepper follow the status the server moved to.
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Changes Requested');
    expect(stepStates()).toEqual(['In Progress', 'Pending', 'Pending']);
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

  describe('who asked for changes', () => {
    const asked = (by: string) =>
      campaignDetail({
        status: 'Changes Requested',
        ownerId: ADVERTISER._id,
        _users: [{ _id: SHARED_USER._id, name: 'Meera' }],
        plans: [plan({ _id: 'p-1', version: 1, comment: 'Add radio', changesRequestedBy: by } as Partial<PlanView>)],
      });

    it('a user the campaign is shared with sees the owner’s request as the owner’s, not as their own', async () => {
      await renderCampaign({ campaign: { ...asked(ADVERTISER._id), access: 'shared' }, user: SHARED_USER });
      expect(versions()[0]).toHaveTextContent('Change request from the campaign owner: Add radio');
      expect(versions()[0]).not.toHaveTextContent('Your');
    });

    it('the person who wrote it reads "Your change request"', async () => {
      await renderCampaign({ campaign: { ...asked(SHARED_USER._id), access: 'shared' }, user: SHARED_USER });
      expect(versions()[0]).toHaveTextContent('Your change request: Add radio');
    });

    it('the owner sees the name of the colleague who asked', async () => {
      await renderCampaign({ campaign: { ...asked(SHARED_USER._id), access: 'owner' } });
      expect(versions()[0]).toHaveTextContent('Change request from Meera: Add radio');
    });
  });

  describe('the media options of a plan', () => {
    const radio = mediaOption({
      _id: 'mo-2',
      display: { mediaName: 'Radio City', optionName: 'Prime time spot', category: 'radio', slug: 'radio-city', city: 'Mumbai' },
      pricingUnits: [{ name: 'Spots', value: 40 }],
      variablePricingUnits: [],
      subTotal: 35000,
      serviceTax: 6300,
      totalPrice: 41300,
      schedule: [
        { date: '2025-03-10', units: 20 },
        { date: '2025-03-11', units: 10 },
        { date: '2025-03-12', units: 10 },
      ],
    });
    const print = mediaOption();
    const twoVersions = () =>
      campaignDetail({
        status: 'Plan Shared',
        mediaOptions: [print, radio],
        plans: [
          plan({ _id: 'p-1', version: 1, mediaOptions: [print], totals: { totalPrice: 210000, subTotal: 200000, serviceTax: 10000 } as PlanView['totals'] }),
          plan({
            _id: 'p-2', version: 2, mediaOptions: [print, radio],
            totals: { count: 2, totalPrice: 251300, subTotal: 235000, serviceTax: 16300 } as PlanView['totals'],
          }),
        ],
      });

    it('the version awaiting review lists them open, with units, dates, line totals, subtotal, GST and total', async () => {
      await renderCampaign({ campaign: twoVersions() });
      const [v2] = versions();
      const toggle = within(v2).getByRole('button', { name: 'Hide the 2 media options' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const lines = within(within(v2).getByRole('list', { name: 'Media options in version 2' })).getAllByRole('listitem');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toHaveTextContent('Times of India, Front page');
      expect(lines[0]).toHaveTextContent('Insertions: 2 · Edition: Delhi');
      expect(lines[0]).toHaveTextContent('2 dates');
      expect(lines[0]).toHaveTextContent('₹2,10,000');
      expect(lines[1]).toHaveTextContent('Radio City, Prime time spot');
      expect(lines[1]).toHaveTextContent('radio · Mumbai');
      expect(lines[1]).toHaveTextContent('Spots: 40');
      expect(lines[1]).toHaveTextContent('3 dates');
      expect(lines[1]).toHaveTextContent('₹41,300');
      const totals = within(v2).getByLabelText('Totals of version 2');
      expect(totals).toHaveTextContent('Subtotal₹2,35,000');
      expect(totals).toHaveTextContent('GST₹16,300');
      expect(totals).toHaveTextContent('Total₹2,51,300');
      // Collapsing hides them again.
      fireEvent.click(toggle);
      expect(within(v2).getByRole('button', { name: 'Show the 2 media options' })).toHaveAttribute('aria-expanded', 'false');
      expect(within(v2).queryByRole('list', { name: 'Media options in version 2' })).not.toBeInTheDocument();
    });

    it('an older version keeps them behind "Show the media option"', async () => {
      const { requests } = await renderCampaign({ campaign: twoVersions() });
      const [, v1] = versions();
      expect(within(v1).queryByRole('list', { name: 'Media options in version 1' })).not.toBeInTheDocument();
      const toggle = within(v1).getByRole('button', { name: 'Show the media option' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(within(v1).getByRole('list', { name: 'Media options in version 1' })).getAllByRole('listitem')).toHaveLength(1);
      expect(within(v1).getByLabelText('Totals of version 1')).toHaveTextContent('Total₹2,10,000');
      // Plans that match the campaign's options are not read again.
      expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    });

    it('after the owner removes an option, the plan shows what the server left in it before it can be approved', async () => {
      let removed = false;
      const before = twoVersions();
      const pruned = { ...before.plans[1], mediaOptions: [print], totals: { count: 1, totalPrice: 210000, subTotal: 200000, serviceTax: 10000 } };
      const { requests } = await renderCampaign({
        campaign: before,
        routes: (r) => {
          if (r.method === 'DELETE' && r.path === '/campaigns/c-diwali/media-options/mo-2') {
            removed = true;
            return ok({ mediaOptions: [print], totals: { totalPrice: 210000 } });
          }
          if (removed && r.method === 'GET' && r.path === '/campaigns/c-diwali') {
            return ok({ ...before, mediaOptions: [print], plans: [before.plans[0], pruned] });
          }
          return undefined;
        },
      });
      expect(versions()[0]).toHaveTextContent('₹2,51,300');

      fireEvent.click(screen.getByRole('tab', { name: 'Media options' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove Radio City, Prime time spot' }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove media option' })).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      fireEvent.click(screen.getByRole('tab', { name: 'Plans' }));
      await waitFor(() => expect(within(versions()[0]).getByLabelText('Totals of version 2')).toHaveTextContent('Total₹2,10,000'));
      const [v2] = versions();
      expect(v2).not.toHaveTextContent('₹2,51,300');
      expect(v2).not.toHaveTextContent('Radio City');
      expect(within(v2).getByRole('button', { name: 'Hide the media option' })).toBeInTheDocument();
      expect(within(v2).getByRole('button', { name: 'Approve version 2' })).toBeEnabled();
      expect(requests.filter((r) => r.method === 'GET' && r.path === '/campaigns/c-diwali')).toHaveLength(2);
    });
  });

  it('when the plans cannot be read again after a removal, it says so on the version to approve', async () => {
    const print = mediaOption();
    const radio = mediaOption({ _id: 'mo-2' });
    // The page holds a plan that still lists mo-2, which the campaign no longer has.
    const campaign = campaignDetail({ status: 'Plan Shared', mediaOptions: [print], plans: [plan({ _id: 'p-1', mediaOptions: [print, radio], totals: { totalPrice: 420000 } })] });
    let gets = 0;
    await renderCampaign({
      campaign,
      routes: (r) => (r.method === 'GET' && r.path === '/campaigns/c-diwali' && ++gets > 1 ? fail(503, 'Service unavailable') : undefined),
    });
    expect(await within(versions()[0]).findByRole('alert')).toHaveTextContent(/reload the page before approving/i);
    expect(gets).toBe(2);
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
      // Staff who do not own the campaign do not approve on the client's behalf, and read whose review it awaits.
      expect(screen.queryByRole('button', { name: /approve version/i })).not.toBeInTheDocument();
      expect(versions()[0]).toHaveTextContent('Awaiting the client’s review');
      expect(versions()[0]).not.toHaveTextContent('Awaiting your review');
    });

    it('a 403 on sharing says only staff may', async () => {
      await renderCampaign({ campaign: shared(), user: STAFF, routes: (r) => (r.method === 'POST' ? fail(403, 'Only MediaMart staff may do this') : undefined) });
      fireEvent.click(screen.getByRole('button', { name: 'Share a new plan version' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Share plan' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Only staff can share a plan version.');
    });
  });
});
