import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, type User } from 'shared-domain';
import type { HostnameClaim, Organization } from 'shared-domain/organizations';
import { createMainClient, createMockApi, fail, mockAdapter, type MockHandler, ok, type RecordedRequest } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { errorsOf, draftOf } from './organization-draft';
import { OrganizationForm } from './organization-form';
import { StaffOrganizationsPage } from './organization-pages';

/** Hostname claims on the settings screen (issue 30): each hostname's status, the DNS proof, Check DNS record, staff's Approve and Refuse. */
const TOKEN = '0123456789abcdef0123456789abcdef';
const claim = (hostname: string, status: HostnameClaim['status'], extra: Partial<HostnameClaim> = {}): HostnameClaim => ({
  hostname, status, proofToken: TOKEN, requestedAt: '2025-03-01T00:00:00.000Z', decidedAt: null, decidedBy: null, lastCheck: null, ...extra,
});

const acme: Organization = {
  _org: 'org-1',
  name: 'Acme Media',
  logoUrl: '',
  contactDetails: { address: '4 Park Street', city: 'Kolkata', emails: ['hello@acme.example'], social: {} },
  settings: { theme: { palette: { primary: { main: '#0b5d55' }, secondary: { main: '#1f2a44' } } } },
  hostnames: ['media.acme.example', 'old.acme.example', 'shop.acme.example'],
  hostnameClaims: [
    claim('media.acme.example', 'verified', { decidedAt: '2025-03-02T00:00:00.000Z', decidedBy: 'staff' }),
    claim('old.acme.example', 'refused', { decidedAt: '2025-03-03T00:00:00.000Z', decidedBy: 'staff' }),
    claim('shop.acme.example', 'pending', { lastCheck: { at: '2025-03-04T00:00:00.000Z', problem: 'No TXT record named _mediamart-verification.shop.acme.example was found.' } }),
  ],
  showChat: false,
  embedOrigins: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const staff: User = { _id: 's1', name: 'Staff', role: 'admin' };
const admin: User = { _id: 'a1', name: 'Org Admin', role: 'white-label-admin' };

function setup(user: User, handler: MockHandler = () => ok(acme), org: Organization = acme) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const requests: RecordedRequest[] = [];
  const mainApi = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  mainApi.defaults.adapter = mockAdapter((req) => (req.path === '/authenticate/me' ? ok({ user }) : handler(req)), requests, '/api');
  const onSaved = jest.fn();
  const view = renderWithProviders(<OrganizationForm org={org} onSaved={onSaved} siteOrigin="https://mediamart.example" />, {
    route: '/organization', api: createMockApi(() => fail(500)).api, services: { mainApi },
  });
  /** Resolves once the viewer (staff or not) is known to the screen. */
  const viewerKnown = async () => {
    await waitFor(() => expect(requests.some((r) => r.path === '/authenticate/me')).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { ...view, onSaved, viewerKnown, writes: () => requests.filter((r) => r.method !== 'GET' && r.path !== '/authenticate/me') };
}

const item = (hostname: string) => screen.getByTestId(`claim-${hostname}`);

beforeEach(() => window.localStorage.clear());
afterEach(() => document.head.querySelectorAll('meta[name="mm-product-hosts"]').forEach((m) => m.remove()));

describe('hostname claims on the settings screen', () => {
  it("shows each hostname's status in words; a pending one with its DNS record and last check; a white-label-admin gets no Approve or Refuse", async () => {
    const { viewerKnown } = setup(admin);
    const section = screen.getByRole('region', { name: 'Verification' });
    expect(within(item('media.acme.example')).getByText('Verified')).toBeInTheDocument();
    expect(item('media.acme.example')).toHaveTextContent('Approved by MediaMart staff on 2 Mar 2025. It shows your site.');
    expect(within(item('old.acme.example')).getByText('Refused')).toBeInTheDocument();
    expect(item('old.acme.example')).toHaveTextContent('Refused by MediaMart staff on 3 Mar 2025.');
    const pending = item('shop.acme.example');
    expect(within(pending).getByText('Pending verification')).toBeInTheDocument();
    const record = within(pending).getByLabelText('DNS record for shop.acme.example');
    expect(record).toHaveTextContent('TypeTXT');
    expect(within(record).getByText('_mediamart-verification.shop.acme.example')).toBeInTheDocument();
    expect(within(record).getByText(`mediamart-verification=${TOKEN}`)).toBeInTheDocument();
    expect(pending).toHaveTextContent('Last checked 4 Mar 2025: No TXT record named _mediamart-verification.shop.acme.example was found.');
    expect(within(pending).getByRole('button', { name: 'Check the DNS record of shop.acme.example' })).toBeEnabled();
    // Only the pending one is checked; nothing to approve for an admin.
    expect(within(section).getAllByRole('button', { name: /^Check the DNS record/ })).toHaveLength(1);
    await viewerKnown();
    expect(screen.queryByRole('button', { name: /^(Approve|Refuse) / })).not.toBeInTheDocument();
  });

  it('Check DNS record posts the check and says how it went: not yet (the problem), then verified', async () => {
    const notYet = { ...acme, hostnameClaims: acme.hostnameClaims.map((c) => (c.status === 'pending' ? { ...c, lastCheck: { at: '2025-03-05T00:00:00.000Z', problem: '_mediamart-verification.shop.acme.example has no TXT record with the value mediamart-verification=x.' } } : c)) };
    const verified = { ...acme, hostnameClaims: acme.hostnameClaims.map((c) => (c.status === 'pending' ? { ...c, status: 'verified' as const, decidedBy: 'dns' as const, decidedAt: '2025-03-06T00:00:00.000Z' } : c)) };
    let answer = notYet;
    const { writes, onSaved } = setup(admin, (req) => (req.method === 'POST' ? ok(answer) : ok(acme)));
    fireEvent.click(screen.getByRole('button', { name: 'Check the DNS record of shop.acme.example' }));
    expect(await screen.findByText('shop.acme.example is not verified yet: _mediamart-verification.shop.acme.example has no TXT record with the value mediamart-verification=x.')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/organizations/org-1/hostnames/shop.acme.example/verify' })]);
    expect(onSaved).toHaveBeenLastCalledWith(notYet, false);

    answer = verified;
    fireEvent.click(screen.getByRole('button', { name: 'Check the DNS record of shop.acme.example' }));
    expect(await screen.findByText('shop.acme.example is verified: it shows your site now.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenLastCalledWith(verified, false);
  });

  it('staff approve a pending hostname and refuse a verified one (PUT with the status); a refusal by the server is shown', async () => {
    const approved = { ...acme, hostnameClaims: acme.hostnameClaims.map((c) => (c.hostname === 'shop.acme.example' ? { ...c, status: 'verified' as const, decidedBy: 'staff' as const } : c)) };
    let calls = 0;
    const { writes, onSaved } = setup(staff, (req) => {
      if (req.method !== 'PUT') return ok(acme);
      calls += 1;
      return calls === 1 ? ok(approved) : fail(409, 'media.acme.example is claimed by another organisation; refuse its claim first');
    });
    const approve = await screen.findByRole('button', { name: 'Approve shop.acme.example' });
    // A verified one offers Refuse, a refused one Approve, a pending one both.
    expect(screen.getByRole('button', { name: 'Refuse media.acme.example' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve media.acme.example' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve old.acme.example' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse shop.acme.example' })).toBeInTheDocument();

    fireEvent.click(approve);
    expect(await screen.findByText('shop.acme.example is approved.')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/organizations/org-1/hostnames/shop.acme.example', body: { status: 'verified' } });
    expect(onSaved).toHaveBeenCalledWith(approved, false);

    fireEvent.click(screen.getByRole('button', { name: 'Refuse media.acme.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('media.acme.example was not refused: media.acme.example is claimed by another organisation; refuse its claim first');
    expect(writes()[1]).toMatchObject({ method: 'PUT', path: '/organizations/org-1/hostnames/media.acme.example', body: { status: 'refused' } });
  });

  it('says a hostname added in the form is claimed once the organisation is saved', () => {
    setup(admin);
    expect(screen.queryByText(/Save the organisation to claim the hostnames you added/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add hostname' }));
    fireEvent.change(screen.getByLabelText('Hostname 4'), { target: { value: 'new.acme.example' } });
    expect(screen.getByText(/Save the organisation to claim the hostnames you added/)).toBeInTheDocument();
  });
});

describe("hostnames no organisation may claim, before sending", () => {
  it("marks localhost, an IP address and the product's host with the server's words and sends nothing", () => {
    const { writes } = setup(admin);
    const cases: [string, string][] = [
      ['localhost', 'localhost is a local name that only this machine or network knows; use a domain name such as media.agency.in'],
      ['127.0.0.1', '127.0.0.1 is an IP address; use a domain name such as media.agency.in'],
      ['[::1]', '[::1] is an IP address; use a domain name such as media.agency.in'],
      ['shop.mediamart.in', "shop.mediamart.in is under mediamart.in, one of MediaMart's own addresses; use your own domain, such as media.agency.in"],
    ];
    for (const [host, message] of cases) {
      fireEvent.change(screen.getByLabelText('Hostname 1'), { target: { value: host } });
      fireEvent.click(screen.getByRole('button', { name: 'Save organisation' }));
      expect(screen.getByLabelText('Hostname 1')).toHaveAccessibleDescription(message);
    }
    expect(writes()).toEqual([]);
  });

  it("takes the product's hosts the server names in the page", () => {
    const meta = document.createElement('meta');
    meta.name = 'mm-product-hosts';
    meta.content = 'www.brand.example,localhost';
    document.head.appendChild(meta);
    const draft = { ...draftOf(acme), hostnames: ['shop.brand.example', 'mediamart.in'] };
    expect(errorsOf(draft)).toEqual({ 'hostnames.0': "shop.brand.example is under brand.example, one of MediaMart's own addresses; use your own domain, such as media.agency.in" });
  });
});

describe('the staff list', () => {
  it('shows which hostnames are not verified yet and how many wait', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const mainApi = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
    mainApi.defaults.adapter = mockAdapter((req) => (req.path === '/authenticate/me' ? ok({ user: staff }) : ok({ data: [acme] })), [], '/api');
    renderWithProviders(<StaffOrganizationsPage />, { route: '/staff/organizations', api: createMockApi(() => fail(500)).api, services: { mainApi } });
    expect(await screen.findByText('media.acme.example, old.acme.example (refused), shop.acme.example (pending verification)')).toBeInTheDocument();
    expect(screen.getByText('1 hostname to verify')).toBeInTheDocument();
  });
});
