import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { ADVERTISER, campaignDetail, SHARED_USER, STAFF } from '../test/fixtures';
import { fail, ok, type MockRequest } from '../test/mock-api';
import { renderCampaign, snackbars } from '../test/render-campaign';

beforeEach(() => window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1'));
afterEach(() => window.localStorage.clear());

const heading = () => screen.getByRole('heading', { level: 1 });

/** service B renaming: answers the campaign with the trimmed name, as PATCH /campaigns/{id} does. */
const renames = (r: MockRequest) =>
  r.method === 'PATCH' && r.path === '/campaigns/c-diwali'
    ? ok(campaignDetail({ name: (r.body as { name: string }).name.trim(), updatedAt: '2025-03-06T10:00:00.000Z', access: 'owner' }))
    : undefined;

function openRename() {
  const button = screen.getByRole('button', { name: 'Rename' });
  button.focus();
  fireEvent.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Rename campaign' });
  return { button, dialog, field: within(dialog).getByRole('textbox', { name: 'Campaign name' }) as HTMLInputElement };
}

/** Enter in the field: the browser submits the field's form. */
const pressEnter = (field: HTMLInputElement) => {
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
  act(() => field.form!.requestSubmit());
};

describe('Renaming a campaign', () => {
  it('the owner renames it: the field starts with the name selected, Enter saves, the title follows the answer', async () => {
    const { writes, bus } = await renderCampaign({ campaign: campaignDetail({ name: 'untitled-campaign', access: 'owner' }), routes: renames });
    expect(heading()).toHaveTextContent('untitled-campaign');
    const { button, field } = openRename();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('untitled-campaign');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'untitled-campaign'.length]);

    fireEvent.change(field, { target: { value: '  Diwali print push – Mumbai ' } });
    pressEnter(field);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'PATCH', path: '/campaigns/c-diwali', body: { name: 'Diwali print push – Mumbai' } })]);
    expect(heading()).toHaveTextContent('Diwali print push – Mumbai');
    expect(document.title).toBe('Diwali print push – Mumbai | MediaMart');
    expect(button).toHaveFocus();
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'Campaign renamed to Diwali print push – Mumbai' }]);
  });

  it('Escape and Cancel close without saving and give focus back to Rename', async () => {
    const { writes } = await renderCampaign({ campaign: campaignDetail({ access: 'owner' }), routes: renames });
    let { button, dialog, field } = openRename();
    fireEvent.change(field, { target: { value: 'Something else' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    ({ button, dialog, field } = openRename());
    expect(field).toHaveValue('Diwali print push');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(heading()).toHaveTextContent('Diwali print push');
    expect(writes()).toHaveLength(0);
  });

  it('an unchanged name closes without a request', async () => {
    const { writes } = await renderCampaign({ campaign: campaignDetail({ access: 'owner' }), routes: renames });
    const { field } = openRename();
    fireEvent.change(field, { target: { value: ' Diwali print push ' } });
    pressEnter(field);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('a name the rule refuses is said at the field before anything is sent', async () => {
    const { writes } = await renderCampaign({ campaign: campaignDetail({ access: 'owner' }), routes: renames });
    const { dialog, field } = openRename();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription(/Enter a name for the campaign/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'x'.repeat(130) } });
    expect(field).not.toHaveAttribute('aria-invalid');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(field).toHaveAccessibleDescription(/at most 120 characters; this one has 130/);
    expect(writes()).toHaveLength(0);
  });

  it('a refusal is said in the dialog, focus goes back to the field, and the title stays', async () => {
    const { writes, bus } = await renderCampaign({
      campaign: campaignDetail({ access: 'owner' }),
      routes: (r) => (r.method === 'PATCH' ? fail(400, 'A campaign with this name already exists') : undefined),
    });
    const { dialog, field } = openRename();
    fireEvent.change(field, { target: { value: 'Holi push' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A campaign with this name already exists');
    expect(field).toHaveFocus();
    expect(heading()).toHaveTextContent('Diwali print push');
    expect(snackbars(bus.published)).toEqual([
      { type: 'snackbar/shown', tone: 'error', message: 'Could not rename the campaign: A campaign with this name already exists' },
    ]);
    // Typing again clears the message; a good name then saves.
    fireEvent.change(field, { target: { value: 'Short' } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });

  it('staff may rename; a user it is shared with is not offered Rename', async () => {
    const { unmount } = await renderCampaign({ campaign: campaignDetail({ access: 'staff', ownerId: ADVERTISER._id }), user: STAFF, routes: renames });
    expect(screen.getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    unmount();
    await renderCampaign({ campaign: campaignDetail({ access: 'shared', ownerId: ADVERTISER._id }), user: SHARED_USER });
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  });

  it('a 403 says who may rename', async () => {
    await renderCampaign({ campaign: campaignDetail({ access: 'owner' }), routes: (r) => (r.method === 'PATCH' ? fail(403, 'Forbidden') : undefined) });
    const { dialog, field } = openRename();
    fireEvent.change(field, { target: { value: 'New name' } });
    pressEnter(field);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the owner or MediaMart staff can rename this campaign.');
  });
});

describe('The header’s money', () => {
  it('counts verified payments only: a transfer awaiting verification or a rejected one is not paid', async () => {
    await renderCampaign({
      campaign: campaignDetail({
        totalPrice: 10000,
        totals: { totalPrice: 10000 },
        payments: [
          { _id: 'p1', amount: 1000, mode: 'upi', reference: 'UTR1', createdAt: '2025-03-01T00:00:00.000Z', state: 'verified' },
          { _id: 'p2', amount: 5000, mode: 'bank', reference: 'UTR2', createdAt: '2025-03-02T00:00:00.000Z', state: 'pending' },
          { _id: 'p3', amount: 2000, mode: 'bank', reference: 'UTR3', createdAt: '2025-03-03T00:00:00.000Z', state: 'rejected' },
          // Stored before verification existed: counts.
          { _id: 'p0', amount: 500, mode: 'card', reference: 'pay_0', createdAt: '2025-02-01T00:00:00.000Z' },
        ] as never,
      }),
    });
    const totals = screen.getByLabelText('Campaign totals');
    expect(totals).toHaveTextContent('Paid₹1,500');
    expect(totals).toHaveTextContent('Balance due₹8,500');
  });
});

describe('The header’s dates', () => {
  it('shows the run from the schedule when the campaign names no dates, like the list', async () => {
    await renderCampaign({
      campaign: campaignDetail({
        startDate: null,
        endDate: null,
        mediaOptions: [{ _id: 'mo-1', schedule: [{ date: '2026-12-02', units: 1 }, { date: '2026-11-24', units: 2 }] }],
      }),
    });
    expect(screen.getByText(/^Runs /)).toHaveTextContent('Runs 24 Nov 2026 – 2 Dec 2026');
  });
});

describe('Adding media to a campaign', () => {
  const bagPathFor = (id: string) => `/bag?campaignId=${id}&stay=true`;

  it('the owner of a campaign that takes options gets "Add media", which opens the bag for it', async () => {
    const view = await renderCampaign({ campaign: campaignDetail({ status: 'Draft', access: 'owner' }), services: { bagPathFor } });
    const link = screen.getByRole('link', { name: 'Add media' });
    expect(link).toHaveAttribute('href', '/bag?campaignId=c-diwali&stay=true');
    fireEvent.click(link);
    expect(view.location()).toBe('/bag');
    expect(view.search()).toBe('?campaignId=c-diwali&stay=true');
  });

  it('not once the campaign takes no more options, not for others, and not where the site’s bag is not (mount)', async () => {
    const approved = await renderCampaign({ campaign: campaignDetail({ status: 'Approved', access: 'owner' }), services: { bagPathFor } });
    expect(screen.queryByRole('link', { name: 'Add media' })).not.toBeInTheDocument();
    approved.unmount();
    const shared = await renderCampaign({ campaign: campaignDetail({ status: 'Draft', access: 'shared' }), user: SHARED_USER, services: { bagPathFor } });
    expect(screen.queryByRole('link', { name: 'Add media' })).not.toBeInTheDocument();
    shared.unmount();
    await renderCampaign({ campaign: campaignDetail({ status: 'Draft', access: 'owner' }) });
    expect(screen.queryByRole('link', { name: 'Add media' })).not.toBeInTheDocument();
  });
});
