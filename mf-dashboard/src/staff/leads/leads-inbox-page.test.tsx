import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axios from 'axios';
import { AUTH_TOKEN_KEY } from 'shared-domain';
import type { LeadView } from 'shared-domain/leads';
import { createMainClient, fail, mockAdapter, type MockHandler, ok, type RecordedRequest } from '../../test/mock-api';
import DashboardRoutes from '../../routes';
import { STAFF } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';

const lead = (over: Partial<LeadView> = {}): LeadView => ({
  _id: 'l1', name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', budget: 250000, adTimeLine: 'Within a month',
  requirements: 'Radio in Pune', source: '/contact-us', utm_source: 'google', utm_medium: 'cpc', utm_campaign: '', userId: null,
  status: 'new', note: '', assignee: '', createdAt: '2026-03-01T06:00:00.000Z', updatedAt: '2026-03-01T06:00:00.000Z', ...over,
});

function setup(handler: MockHandler, route = '/staff/leads') {
  const requests: RecordedRequest[] = [];
  const mainApi = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  mainApi.defaults.adapter = mockAdapter(handler, requests, '/api');
  const view = renderWithProviders(<DashboardRoutes />, { route, api: axios.create(), user: STAFF, services: { mainApi } });
  return { ...view, requests };
}

const list = (leads: LeadView[]) => ok({ leads, total: leads.length, page: 1, pageSize: 25, sources: ['/contact-us', 'lead-magnet:radio'], utmSources: ['google'] });

beforeEach(() => window.localStorage.setItem(AUTH_TOKEN_KEY, 'staff-token'));
afterEach(() => window.localStorage.clear());

describe('/staff/leads', () => {
  it('asks guests to sign in', () => {
    window.localStorage.clear();
    setup(() => list([]));
    expect(screen.getByText('Sign in with your staff or organisation account to see the leads')).toBeInTheDocument();
  });

  it('tells non-staff the inbox is for staff only', async () => {
    setup(() => fail(403, 'Only MediaMart staff can see and change leads'));
    expect(await screen.findByText('The lead inbox is for MediaMart staff and organisation administrators only.')).toBeInTheDocument();
  });

  it('lists leads; a status change offers only allowed steps and saves with note and assignee', async () => {
    const { requests } = setup(({ method, path, body }) => {
      if (method === 'PATCH' && path === '/leads/l1') return ok({ lead: lead({ ...(body as object), updatedAt: '2026-03-01T07:00:00.000Z' }) });
      return list([lead()]);
    });
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(card).getByText('google / cpc')).toBeInTheDocument();
    const status = within(card).getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.value)).toEqual(['new', 'contacted', 'lost']);
    fireEvent.change(status, { target: { value: 'contacted' } });
    fireEvent.change(within(card).getByLabelText('Assignee'), { target: { value: 'Priya' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Asha Rao' })).getByText('Contacted', { selector: 'span' })).toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'contacted', assignee: 'Priya' });
    const after = within(screen.getByRole('article', { name: 'Asha Rao' })).getByLabelText('Status') as HTMLSelectElement;
    expect([...after.options].map((o) => o.value)).toEqual(['contacted', 'qualified', 'lost']);
  });

  it('applies filters through the address and says when none match', async () => {
    const { requests, search } = setup(() => list([]));
    await screen.findByText('No leads yet. They arrive from the Contact Us page, the landing pages and the popups.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'qualified' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('No lead matches these filters.');
    expect(search()).toBe('?status=qualified&q=asha');
    expect(requests.at(-1)?.params).toMatchObject({ status: 'qualified', q: 'asha', page: 1 });
  });

  it('shows a failed load with Retry', async () => {
    setup(() => fail(500, 'Something broke'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the leads');
  });
});
