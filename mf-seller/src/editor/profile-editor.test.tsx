import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyOption } from 'shared-domain/seller';
import { refuse, sellerUser } from '../shared/test-fixtures';
import { draftFixture, pngFile, profileFixture, renderEditor } from './editor-test-kit';

const scoreText = () => screen.getByTestId('seller-score').textContent ?? '';
const scoreValue = () => Number(/([\d.]+)/.exec(scoreText())?.[1]);

beforeEach(() => window.localStorage.clear());

describe('the profile editor', () => {
  it('shows the status, the staff comments newest first and the live version', async () => {
    renderEditor(profileFixture({
      status: 'changes_requested',
      live: { mediaId: 'm-1', category: 'digital', slug: 'daily-wire', publishedAt: '2026-01-01T00:00:00.000Z' },
      comments: [
        { at: '2026-01-02T10:00:00.000Z', by: 'Ravi', comment: 'Older note', decision: 'sent_back' },
        { at: '2026-01-05T10:00:00.000Z', by: 'Meera', comment: 'Add the media kit', decision: 'sent_back' },
      ],
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Wire' })).toBeInTheDocument();
    expect(screen.getByText('Changes requested')).toBeInTheDocument();
    const notes = within(screen.getByRole('region', { name: 'Staff comments' })).getAllByRole('listitem');
    expect(notes.map((n) => n.textContent)).toEqual([expect.stringContaining('Add the media kit'), expect.stringContaining('Older note')]);
    expect(screen.getByRole('link', { name: 'view the live listing' })).toHaveAttribute('href', '/digital/daily-wire');
  });

  it('raises the score when a 300 × 125 logo is uploaded, and drops its message', async () => {
    const { requests } = renderEditor();
    await screen.findByRole('button', { name: 'Logo is missing' });
    const before = scoreValue();

    fireEvent.change(screen.getByLabelText('Upload the logo'), { target: { files: [pngFile(300, 125)] } });

    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/api/seller/files/0123456789abcdef01234567/logo.png');
    expect(scoreValue()).toBeGreaterThan(before);
    expect(screen.queryByRole('button', { name: 'Logo is missing' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/seller/files')).toEqual([expect.objectContaining({ method: 'post', params: { kind: 'logo', name: 'logo.png' } })]);
  });

  it('refuses a logo of the wrong size before uploading it, with the reason', async () => {
    const { requests } = renderEditor();
    const input = await screen.findByLabelText('Upload the logo');
    fireEvent.change(input, { target: { files: [pngFile(400, 400)] } });
    expect(await screen.findByText('The logo must be 300 × 125 pixels; this image is 400 × 400.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.path === '/seller/files')).toBe(false);
    expect(screen.getByRole('button', { name: 'Logo is missing' })).toBeInTheDocument();
  });

  it('focuses the field a score message points at, opening a closed option first', async () => {
    const options = ['A', 'B', 'C', 'D'].map((name, i) => ({ ...emptyOption(`o-${i}`, name), _template: 'Popular Media' as const }));
    renderEditor(profileFixture({ draft: draftFixture({ mediaOptions: options }) }));

    fireEvent.click(await screen.findByRole('button', { name: 'Value missing for pagesPerVisit' }));
    await waitFor(() => expect(screen.getByLabelText('Pages per visit')).toHaveFocus());

    // The panel lists the first messages; the rest on asking.
    expect(screen.queryByRole('button', { name: 'C: Atleast one vendor is required' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Show all \d+$/ }));

    // With a rating typed, the score asks for its tooltip; the message leads to the tooltip, not the figure.
    fireEvent.change(screen.getByLabelText('App store rating'), { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'ToolTip missing for appStoreRating' }));
    await waitFor(() => expect(screen.getByLabelText('Tooltip for App store rating')).toHaveFocus());

    // Four options start closed; the message about the third one's vendors opens it.
    expect(screen.getByRole('button', { name: /^3\. C/ })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'C: Atleast one vendor is required' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a vendor' })).toHaveFocus());
    expect(screen.getByRole('button', { name: /^3\. C/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists what review needs, each leading to its field, and submits once nothing is missing', async () => {
    const { requests } = renderEditor(profileFixture({ draft: draftFixture({ name: '', city: '' }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));

    const missing = await screen.findByRole('button', { name: 'Enter the media name' });
    expect(screen.getByRole('button', { name: 'Enter the city (or "Pan India")' })).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/submit'))).toBe(false);
    fireEvent.click(missing);
    await waitFor(() => expect(screen.getByLabelText('Media name')).toHaveFocus());
    // The problem shows beside its field too.
    expect(screen.getByLabelText('Media name')).toHaveAccessibleDescription('Enter the media name');

    fireEvent.change(screen.getByLabelText('Media name'), { target: { value: 'Daily Wire' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Pune' } });
    expect(screen.queryByRole('button', { name: 'Enter the media name' })).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    });

    expect(await screen.findByText('Submitted for review. Status: In review.')).toBeInTheDocument();
    // The final save went first, then the submit.
    const writes = requests.filter((r) => r.method !== 'get' && r.path.startsWith('/seller/profiles'));
    expect(writes.map((r) => r.method)).toEqual(['put', 'post']);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    expect(screen.getAllByText('Waiting for review; editing takes it out of the queue.').length).toBeGreaterThan(0);
  });

  it('keeps the open editor and what is typed when the session is announced again', async () => {
    const { bus, requests } = renderEditor();
    const name = await screen.findByLabelText('Media name');
    fireEvent.change(name, { target: { value: 'Typed before' } });
    act(() => bus.publish({ type: 'auth/signed-in', user: sellerUser }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'get' && r.path === '/seller/profiles/p-1')).toHaveLength(2));
    expect(screen.getByLabelText('Media name')).toBe(name);
    expect(name).toHaveValue('Typed before');
  });

  it('says when the profile is not the seller’s or the session has ended, with the way back to the studio', async () => {
    renderEditor(profileFixture(), { get: refuse(404, 'Not found') });
    expect(await screen.findByText(/This listing was not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the seller studio' })).toHaveAttribute('href', '/seller');
  });

  it('asks to sign in again on a 401', async () => {
    renderEditor(profileFixture(), { get: refuse(401, 'Sign in') });
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the seller studio' })).toHaveAttribute('href', '/seller');
  });
});
