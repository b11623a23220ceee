import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import { createMockApi, fail, ok } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { ReportsPanel } from './reports-panel';

const STAFF = { _id: 'u-staff', name: 'Ops', role: 'admin' };
const CSV = 'date,plannedSpend,actualSpend\n2025-03-01,1000,900\n';

beforeEach(() => window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1'));
afterEach(() => window.localStorage.clear());

function renderPanel(user: { _id: string; name: string; role: string }, csvReply = ok({ saved: 1, rows: [] })) {
  const { api, requests } = createMockApi(({ method, path }) => (method === 'POST' && path.endsWith('/report/rows.csv') ? csvReply : ok({ rows: [] })));
  const view = renderWithProviders(<ReportsPanel campaignId="c-1" campaign={{ _id: 'c-1', name: 'Diwali' }} today="2025-03-02" />, { api, user });
  return { ...view, requests };
}

const choose = (text: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([text], 'rows.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  fireEvent.change(input, { target: { files: [file] } });
};

describe('report rows import (staff)', () => {
  it('is offered to staff only', async () => {
    const owner = renderPanel({ _id: 'u-owner', name: 'Asha', role: '' });
    expect(await screen.findByText(/No report yet/)).toBeInTheDocument();
    await waitFor(() => expect(owner.mainRequests.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Import report rows (CSV)' })).not.toBeInTheDocument();
  });

  it('posts the CSV text, announces the import and reads the report again', async () => {
    const { requests, bus } = renderPanel(STAFF);
    expect(await screen.findByRole('button', { name: 'Import report rows (CSV)' })).toBeInTheDocument();
    const reads = () => requests.filter((r) => r.method === 'GET').length;
    const before = reads();
    choose(CSV);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/campaigns/c-1/report/rows.csv');
    expect(post.body).toBe(CSV);
    await waitFor(() => expect(bus.published).toContainEqual({ type: 'snackbar/shown', message: 'Imported 1 day of report rows', tone: 'info' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('shows what is wrong, line by line, when the server refuses the file', async () => {
    renderPanel(STAFF, fail(400, 'The CSV has 1 problem'));
    await screen.findByRole('button', { name: 'Import report rows (CSV)' });
    choose('date\nnot-a-date\n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported.');
    expect(alert).toHaveTextContent('The CSV has 1 problem');
  });
});
