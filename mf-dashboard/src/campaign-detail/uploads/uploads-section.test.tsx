import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brief, campaignDetail, mediaOption, SHARED_USER, STAFF } from '../../test/fixtures';
import { fail, ok, type MockReply } from '../../test/mock-api';
import { renderCampaign, snackbars } from '../../test/render-campaign';

afterEach(() => window.localStorage.clear());

const limits = { maxBytes: 1024, maxFiles: 3, extensions: ['png', 'jpg', 'pdf'] };
const poster = { _id: 'f-1', name: 'poster.png', size: 800, type: 'image/png', kind: 'creative', createdAt: '2025-03-05T10:00:00.000Z', uploadedBy: 'u-owner' };
const proof = { _id: 'f-2', name: 'proof.pdf', size: 2048, type: 'application/pdf', kind: 'proof', createdAt: '2025-03-04T10:00:00.000Z', uploadedBy: 'u-staff' };

const list = (uploads: unknown[] = [poster, proof]) => (r: { method: string; path: string }) =>
  r.method === 'GET' && r.path === '/campaigns/c-diwali/uploads' ? ok({ uploads, limits }) : undefined;

const files = () => within(screen.getByRole('list', { name: 'Campaign files' })).getAllByRole('listitem');
const picker = () => screen.getByLabelText('Choose files to upload');
const pick = (...chosen: File[]) => fireEvent.change(picker(), { target: { files: chosen } });

describe('Creatives & uploads', () => {
  it('lists the files with kind, size and date, and the limits', async () => {
    await renderCampaign({ tab: 'creatives', routes: list() });
    await waitFor(() => expect(files()).toHaveLength(2));
    expect(files()[0]).toHaveTextContent('poster.png');
    expect(files()[0]).toHaveTextContent('Creative · 800 B · 5 Mar 2025');
    expect(files()[1]).toHaveTextContent('Proof of execution · 2.0 KB');
    expect(screen.getByText(/files up to 1\.0 KB: PNG, JPG, PDF/i)).toBeInTheDocument();
    expect(picker()).toHaveAttribute('accept', '.png,.jpg,.pdf');
    // Proof files are staff's to delete; the owner deletes the rest.
    expect(within(files()[0]!).getByRole('button', { name: 'Delete poster.png' })).toBeInTheDocument();
    expect(within(files()[1]!).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Proof of execution' })).not.toBeInTheDocument();
  });

  it('says when there are no files, and shows a load error with Retry', async () => {
    const replies: MockReply[] = [fail(500, 'Server Error!'), ok({ uploads: [], limits })];
    await renderCampaign({ tab: 'creatives', routes: (r) => (r.path.endsWith('/uploads') ? replies.shift() : undefined) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the files');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
  });

  it('uploads the file as the body with its name and kind, showing progress', async () => {
    let finish!: (reply: MockReply) => void;
    const saved = { ...poster, _id: 'f-3', name: 'banner.jpg', size: 500, type: 'image/jpeg' };
    const { writes, bus } = await renderCampaign({
      tab: 'creatives',
      routes: (r) => {
        if (r.method === 'POST') {
          r.progress(250, 500);
          return new Promise<MockReply>((resolve) => {
            finish = resolve;
          });
        }
        return list()(r);
      },
    });
    await waitFor(() => expect(files()).toHaveLength(2));
    const file = new File(['x'.repeat(500)], 'banner.jpg', { type: 'image/jpeg' });
    pick(file);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading banner.jpg: 50%' });
    expect(bar).toHaveAttribute('value', '0.5');
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/campaigns/c-diwali/uploads', params: { name: 'banner.jpg', kind: 'creative' }, body: file });
    expect(writes()[0]!.headers['Content-Type']).toBe('image/jpeg');

    await act(async () => finish({ status: 201, body: saved }));
    await waitFor(() => expect(files()).toHaveLength(3));
    expect(files()[0]).toHaveTextContent('banner.jpg');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(snackbars(bus.published)).toEqual([{ type: 'snackbar/shown', tone: 'info', message: 'File uploaded' }]);
  });

  it('refuses too large, wrong type and empty files before sending, and says why', async () => {
    const { writes } = await renderCampaign({ tab: 'creatives', routes: list() });
    await waitFor(() => expect(files()).toHaveLength(2));
    pick(
      new File(['x'.repeat(2000)], 'big.png', { type: 'image/png' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
    );
    const alert = screen.getByRole('alert', { name: 'Files not uploaded' });
    expect(alert).toHaveTextContent('big.png is 2.0 KB; files may be at most 1.0 KB');
    expect(alert).toHaveTextContent('logo.svg: .svg files are not accepted. Use PNG, JPG, PDF.');
    expect(alert).toHaveTextContent('empty.pdf is empty');
    expect(writes()).toHaveLength(0);
  });

  it('shows the server’s refusal of a file (e.g. content not matching its type)', async () => {
    const { bus } = await renderCampaign({
      tab: 'creatives',
      routes: (r) => (r.method === 'POST' ? fail(415, 'fake.png is not a real PNG image: its content does not match its .png extension') : list()(r)),
    });
    await waitFor(() => expect(files()).toHaveLength(2));
    pick(new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText(/fake\.png: fake\.png is not a real PNG image/)).toBeInTheDocument();
    expect(snackbars(bus.published)[0]).toMatchObject({ tone: 'error', message: expect.stringContaining('Could not upload fake.png') });
    expect(files()).toHaveLength(2);
  });

  it('stops at the campaign’s file limit', async () => {
    await renderCampaign({ tab: 'creatives', routes: list() });
    await waitFor(() => expect(files()).toHaveLength(2));
    pick(new File(['a'], 'a.png'), new File(['b'], 'b.png'));
    expect(screen.getByRole('alert', { name: 'Files not uploaded' })).toHaveTextContent('b.png: this campaign can hold at most 3 files');
    // a.png is still sent; the test ends once its upload has settled.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('downloads with the token and deletes after confirmation', async () => {
    const { requests, writes } = await renderCampaign({
      tab: 'creatives',
      routes: (r) => {
        if (r.method === 'GET' && r.path === '/campaigns/c-diwali/uploads/f-1') return ok(new Blob(['png']));
        if (r.method === 'DELETE') return { status: 204, body: '' };
        return list()(r);
      },
    });
    await waitFor(() => expect(files()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Download poster.png' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/campaigns/c-diwali/uploads/f-1')).toBe(true));
    expect(requests.find((r) => r.path === '/campaigns/c-diwali/uploads/f-1')!.headers.Authorization).toBe('Bearer tok-1');

    fireEvent.click(screen.getByRole('button', { name: 'Delete poster.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(files()).toHaveLength(1));
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/campaigns/c-diwali/uploads/f-1' })]);
  });

  it('staff may upload proof and delete it; users it is shared with may not delete', async () => {
    const { unmount } = await renderCampaign({ tab: 'creatives', user: STAFF, routes: list() });
    await waitFor(() => expect(files()).toHaveLength(2));
    expect(screen.getByRole('option', { name: 'Proof of execution' })).toBeInTheDocument();
    expect(within(files()[1]!).getByRole('button', { name: 'Delete proof.pdf' })).toBeInTheDocument();
    unmount();

    await renderCampaign({ campaign: campaignDetail({ access: 'shared' }), tab: 'creatives', user: SHARED_USER, routes: list() });
    await waitFor(() => expect(files()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose files to upload')).toBeEnabled();
  });

  it('a brief file uploaded here is listed on the Brief tab, and goes when deleted', async () => {
    const saved = { ...poster, _id: 'f-7', name: 'audience.pdf', type: 'application/pdf', kind: 'brief' };
    let stored: unknown[] = [];
    await renderCampaign({
      campaign: campaignDetail({ brief: brief(), uploads: [] }),
      tab: 'creatives',
      routes: (r) => {
        if (r.method === 'POST') {
          stored = [saved];
          return { status: 201, body: saved };
        }
        if (r.method === 'DELETE') {
          stored = [];
          return { status: 204, body: '' };
        }
        return list(stored)(r);
      },
    });
    await screen.findByText('No files yet.');
    fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'brief' } });
    pick(new File(['%PDF'], 'audience.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(files()).toHaveLength(1));

    fireEvent.click(screen.getByRole('tab', { name: 'Brief' }));
    expect(within(await screen.findByRole('list', { name: 'Brief files' })).getByText('audience.pdf')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /creatives/i }));
    await waitFor(() => expect(files()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delete audience.pdf' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No files yet.');
    fireEvent.click(screen.getByRole('tab', { name: 'Brief' }));
    await screen.findByLabelText('Brief details');
    expect(screen.queryByRole('list', { name: 'Brief files' })).not.toBeInTheDocument();
  });

  it('a file recorded as proof of execution is not offered for deletion, even to staff', async () => {
    const recorded = campaignDetail({
      mediaOptions: [mediaOption({ schedule: [{ date: '2025-03-10', units: 1, proofs: [{ _id: 'pr-1', uploadId: 'f-2', name: 'proof.pdf', note: '', createdAt: '2025-03-11T00:00:00.000Z', createdBy: 'u-staff' }] }] })],
    });
    await renderCampaign({ campaign: recorded, tab: 'creatives', user: STAFF, routes: list() });
    await waitFor(() => expect(files()).toHaveLength(2));
    expect(files()[1]).toHaveTextContent('Recorded as proof of execution');
    expect(within(files()[1]!).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(within(files()[0]!).getByRole('button', { name: 'Delete poster.png' })).toBeInTheDocument();
  });
});

