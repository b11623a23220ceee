import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, type User } from 'shared-domain';
import type { Organization } from 'shared-domain/organizations';
import { createMainClient, createMockApi, fail, mockAdapter, type MockHandler, type MockReply, ok, type RecordedRequest } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { OrganizationForm } from './organization-form';
import { afterRowRemoved, embedSiteUrl, embedSnippet, errorsOf, draftOf, inputOf, logoFileError, toDraftPaths } from './organization-draft';
import DashboardRoutes from '../routes';

const acme: Organization = {
  _org: 'org-1',
  name: 'Acme Media',
  logoUrl: '',
  contactDetails: { address: '4 Park Street', city: 'Kolkata', emails: ['hello@acme.example'], social: { instagram: 'https://instagram.com/acme' } },
  settings: { theme: { palette: { primary: { main: '#0b5d55' }, secondary: { main: '#1f2a44' } } } },
  hostnames: ['media.acme.example'],
  hostnameClaims: [{
    hostname: 'media.acme.example', status: 'verified', proofToken: '', requestedAt: '2025-01-01T00:00:00.000Z', decidedAt: '2025-01-01T00:00:00.000Z', decidedBy: 'existing', lastCheck: null,
  }],
  showChat: false,
  embedOrigins: ['https://www.acme.example'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const staff: User = { _id: 's1', name: 'Staff', role: 'admin' };
const admin: User = { _id: 'a1', name: 'Org Admin', role: 'white-label-admin' };

/** Service A answering /authenticate/me with `user` and the rest from `handler`. */
function mainMock(user: User, handler: MockHandler) {
  const requests: RecordedRequest[] = [];
  const mainApi = createMainClient('/api', () => window.localStorage.getItem(AUTH_TOKEN_KEY));
  mainApi.defaults.adapter = mockAdapter((req) => (req.path === '/authenticate/me' ? ok({ user }) : handler(req)), requests, '/api');
  return { mainApi, requests };
}

function renderForm(org: Organization | null, handler: MockHandler = () => ok(acme), user: User = staff) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const { mainApi, requests } = mainMock(user, handler);
  const onSaved = jest.fn();
  const view = renderWithProviders(<OrganizationForm org={org} onSaved={onSaved} siteOrigin="https://mediamart.example" />, {
    route: '/staff/organizations/x', api: createMockApi(() => fail(500)).api, services: { mainApi },
  });
  return { ...view, requests, onSaved, writes: () => requests.filter((r) => r.method !== 'GET' && r.path !== '/authenticate/me') };
}

const saveButton = () => screen.getByRole('button', { name: /^(Save|Create) organisation$/ });

beforeEach(() => window.localStorage.clear());

describe('organisation draft rules', () => {
  it('sends the whole object, empty rows and links left out', () => {
    const draft = { ...draftOf(acme), hostnames: ['media.acme.example', '  ', 'Shop.Acme.Example'], emails: [''] };
    expect(inputOf(draft)).toEqual({
      name: 'Acme Media',
      contactDetails: { address: '4 Park Street', city: 'Kolkata', emails: [], social: { instagram: 'https://instagram.com/acme' } },
      settings: { theme: { palette: { primary: { main: '#0b5d55' }, secondary: { main: '#1f2a44' } } } },
      hostnames: ['media.acme.example', 'Shop.Acme.Example'],
      showChat: false,
      embedOrigins: ['https://www.acme.example'],
    });
  });

  it("maps the server's row paths (of the filled rows) back onto the rows shown", () => {
    const draft = { ...draftOf(acme), hostnames: ['a.example', '', 'b.example'] };
    expect(toDraftPaths(draft, { 'hostnames.1': 'b.example is already used by another organisation', name: 'x' }))
      .toEqual({ 'hostnames.2': 'b.example is already used by another organisation', name: 'x' });
    expect(afterRowRemoved({ 'hostnames.0': 'a', 'hostnames.2': 'c', name: 'n' }, 'hostnames', 1)).toEqual({ 'hostnames.0': 'a', 'hostnames.1': 'c', name: 'n' });
    expect(errorsOf({ ...draftOf(null), name: 'X', hostnames: [''] })).toEqual({ 'hostnames.0': 'Enter at least one hostname, such as media.agency.in' });
  });

  it('accepts PNG, JPEG and SVG up to 256 KB', () => {
    expect(logoFileError({ name: 'a.png', type: 'image/png', size: 256 * 1024 })).toBeNull();
    expect(logoFileError({ name: 'a.svg', type: 'image/svg+xml', size: 100 })).toBeNull();
    expect(logoFileError({ name: 'a.png', type: 'image/png', size: 300 * 1024 })).toBe('The logo is 300 KB; it can be at most 256 KB. Choose a smaller file.');
    expect(logoFileError({ name: 'a.gif', type: 'image/gif', size: 100 })).toBe('a.gif is not a PNG, JPEG or SVG image');
  });
});

describe('embed snippets', () => {
  it('load the embed bundle from the site, mount on the element with the API base and the colours', () => {
    const target = { organisation: 'acme', siteUrl: 'https://media.acme.in/' };
    expect(embedSnippet('bag', 'https://mediamart.example/', target, { primary: '#0B5D55', secondary: '#123' })).toBe([
      '<div id="mediamart-bag"></div>',
      '<script src="https://mediamart.example/mf/mf-bag/embed/mediamart-bag.js"></script>',
      '<script>',
      "  MediaMartBag.mount(document.getElementById('mediamart-bag'), {",
      "    apiBase: 'https://mediamart.example/api',",
      "    organisation: 'acme',",
      "    siteUrl: 'https://media.acme.in',",
      "    theme: { primary: '#0b5d55', secondary: '#112233' },",
      '  });',
      '</script>',
    ].join('\n'));
    const dashboard = embedSnippet('dashboard', 'https://mediamart.example', target, { primary: '#0b5d55', secondary: '#1f2a44' });
    expect(dashboard).toContain('<script src="https://mediamart.example/mf/mf-dashboard/embed/mediamart-dashboard.js"></script>');
    expect(dashboard).toContain("MediaMartDashboard.mount(document.getElementById('mediamart-dashboard'), {");
  });

  it('show in the form in the chosen colours, and Copy puts them on the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderForm(acme);
    expect(screen.getByTestId('snippet-bag')).toHaveTextContent("theme: { primary: '#0b5d55', secondary: '#1f2a44' }");
    fireEvent.change(screen.getByLabelText('Primary colour (hex)'), { target: { value: '#767676' } });
    expect(screen.getByTestId('snippet-dashboard')).toHaveTextContent("theme: { primary: '#767676', secondary: '#1f2a44' }");
    fireEvent.click(screen.getByRole('button', { name: 'Copy the dashboard snippet' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(screen.getByTestId('snippet-dashboard').textContent));
    expect(await screen.findByText('The dashboard snippet is copied.')).toBeInTheDocument();
  });
});

describe('OrganizationForm', () => {
  it('shows the saved values', () => {
    renderForm(acme);
    expect(screen.getByLabelText('Organisation name')).toHaveValue('Acme Media');
    expect(screen.getByLabelText('Hostname 1')).toHaveValue('media.acme.example');
    expect(screen.getByLabelText('E-mail 1')).toHaveValue('hello@acme.example');
    expect(screen.getByLabelText('Instagram')).toHaveValue('https://instagram.com/acme');
    expect(screen.getByLabelText('Embed origin 1')).toHaveValue('https://www.acme.example');
    expect(screen.getByLabelText('Primary colour picker')).toHaveValue('#0b5d55');
    expect(screen.getByRole('checkbox', { name: 'Show the chat assistant' })).not.toBeChecked();
  });

  it('refuses a colour of 3:1 with the measured ratio and keeps Save disabled; 4.5:1 is accepted', async () => {
    const { writes } = renderForm(acme);
    const hex = screen.getByLabelText('Primary colour (hex)');
    fireEvent.change(hex, { target: { value: '#949494' } });
    expect(screen.getByText('Contrast with white: 3.03:1 (below 4.5:1)')).toBeInTheDocument();
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveAccessibleDescription('The primary colour #949494 has a contrast of 3.03:1 with white; choose a darker colour (at least 4.5:1)');
    expect(saveButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Organisation settings' }));
    expect(writes()).toEqual([]);

    // The picker moves the text field too.
    fireEvent.input(screen.getByLabelText('Primary colour picker'), { target: { value: '#767676' } });
    expect(hex).toHaveValue('#767676');
    expect(screen.getByText('Contrast with white: 4.54:1 (meets 4.5:1)')).toBeInTheDocument();
    expect(hex).not.toHaveAttribute('aria-invalid');
    expect(saveButton()).toBeEnabled();
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/organizations/org-1' });
    expect((writes()[0]!.body as { settings: unknown }).settings).toEqual({ theme: { palette: { primary: { main: '#767676' }, secondary: { main: '#1f2a44' } } } });
    expect(await screen.findByText('The organisation is saved.')).toBeInTheDocument();
  });

  it('previews header, buttons and footer in the chosen colours through the theme variables', () => {
    renderForm(acme);
    const preview = screen.getByTestId('org-preview');
    expect(preview.style.getPropertyValue('--mm-primary')).toBe('#0b5d55');
    expect(preview.style.getPropertyValue('--mm-primary-ink')).toBe('#ffffff');
    fireEvent.change(screen.getByLabelText('Secondary colour (hex)'), { target: { value: '#767676' } });
    expect(preview.style.getPropertyValue('--mm-secondary')).toBe('#767676');
    expect(within(preview).getByText('Add to bag')).toBeInTheDocument();
    expect(within(preview).getAllByText('Acme Media')).toHaveLength(2);
    expect(within(preview).getByText('4 Park Street, Kolkata')).toBeInTheDocument();
    expect(within(preview).getByText('hello@acme.example')).toBeInTheDocument();
  });

  it("puts the server's 400 errors on their fields and clears each on edit", async () => {
    const { writes } = renderForm(acme, (req) => (req.method === 'PUT'
      ? { status: 400, body: { error: 'bad_request', message: 'Check the organisation', fields: { 'contactDetails.social.instagram': 'Enter the full https:// address of the page', 'contactDetails.city': 'The city can have at most 80 characters' } } }
      : ok(acme)));
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    const insta = screen.getByLabelText('Instagram');
    await waitFor(() => expect(insta).toHaveAttribute('aria-invalid', 'true'));
    expect(insta).toHaveAccessibleDescription(expect.stringContaining('Enter the full https:// address of the page'));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('The city can have at most 80 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the organisation');
    fireEvent.change(insta, { target: { value: 'https://instagram.com/acme.media' } });
    expect(insta).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a 409 hostname clash on its row (the rows shown, empty ones skipped)', async () => {
    const { writes } = renderForm(acme, (req) => (req.method === 'PUT'
      ? { status: 409, body: { error: 'conflict', message: 'A hostname is already used', fields: { 'hostnames.1': 'shop.other.example is already used by another organisation' } } }
      : ok(acme)));
    fireEvent.click(screen.getByRole('button', { name: 'Add hostname' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add hostname' }));
    fireEvent.change(screen.getByLabelText('Hostname 3'), { target: { value: 'shop.other.example' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect((writes()[0]!.body as { hostnames: string[] }).hostnames).toEqual(['media.acme.example', 'shop.other.example']);
    const row = screen.getByLabelText('Hostname 3');
    await waitFor(() => expect(row).toHaveAttribute('aria-invalid', 'true'));
    expect(row).toHaveAccessibleDescription('shop.other.example is already used by another organisation');
    expect(row).toHaveFocus();
    expect(screen.getByLabelText('Hostname 1')).not.toHaveAttribute('aria-invalid');
    // Removing the empty row in between moves the error with its row.
    fireEvent.click(screen.getByRole('button', { name: 'Remove hostname 2' }));
    expect(screen.getByLabelText('Hostname 2')).toHaveValue('shop.other.example');
    expect(screen.getByLabelText('Hostname 2')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the fields before sending: a bad hostname and e-mail are marked, nothing is sent', () => {
    const { writes } = renderForm(acme);
    fireEvent.change(screen.getByLabelText('Hostname 1'), { target: { value: 'https://media.acme.example/path' } });
    fireEvent.change(screen.getByLabelText('E-mail 1'), { target: { value: 'not-an-email' } });
    fireEvent.click(saveButton());
    expect(screen.getByLabelText('Hostname 1')).toHaveAccessibleDescription('Enter a hostname such as media.agency.in (no https://, no path)');
    expect(screen.getByLabelText('E-mail 1')).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(writes()).toEqual([]);
  });

  it('refuses a logo over 256 KB before uploading, and uploads a fitting one raw with its type', async () => {
    const uploaded = { ...acme, logoUrl: '/api/organizations/org-1/logo?v=abc' };
    const { writes, onSaved } = renderForm(acme, (req) => (req.path === '/organizations/org-1/logo' ? ok(uploaded) : ok(acme)));
    const input = screen.getByLabelText('Logo file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/svg+xml');
    const big = new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The logo is 300 KB; it can be at most 256 KB. Choose a smaller file.'));
    expect(writes()).toEqual([]);

    const small = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [small] } });
    expect(await screen.findByText('The logo is uploaded.')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', path: '/organizations/org-1/logo' })]);
    expect(writes()[0]!.headers['Content-Type']).toBe('image/svg+xml');
    expect(writes()[0]!.body).toBe(small);
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', uploaded.logoUrl);
    expect(onSaved).toHaveBeenCalledWith(uploaded, false);
  });

  it("shows the server's message when it refuses the logo (415)", async () => {
    renderForm(acme, (req): MockReply => (req.path === '/organizations/org-1/logo' ? fail(415, 'The logo must be a PNG, JPEG or SVG image') : ok(acme)));
    fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByLabelText('Logo file')).toHaveAccessibleDescription(expect.stringContaining('The logo was not uploaded: The logo must be a PNG, JPEG or SVG image')));
  });

  it('a new organisation must be saved before its logo; Create sends POST', async () => {
    const { writes, onSaved } = renderForm(null, () => ({ status: 201, body: acme }));
    expect(screen.getByLabelText('Logo file')).toBeDisabled();
    expect(screen.getByText('Save the new organisation first, then upload its logo.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Organisation name'), { target: { value: 'Acme Media' } });
    fireEvent.change(screen.getByLabelText('Hostname 1'), { target: { value: 'media.acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(acme, true));
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/organizations' });
  });

  it('adds and removes embed origins and keeps the chat choice', async () => {
    const { writes } = renderForm(acme);
    fireEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    fireEvent.change(screen.getByLabelText('Embed origin 2'), { target: { value: 'https://shop.acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove embed origin 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show the chat assistant' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ embedOrigins: ['https://shop.acme.example'], showChat: true });
  });
});

describe('organisation pages', () => {
  /** The dashboard's routes at `route`: the page behind its access gate, as the host shows it. */
  const render = (route: string, user: User, handler: MockHandler) => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const { mainApi, requests } = mainMock(user, handler);
    return { ...renderWithProviders(<DashboardRoutes />, { route, api: createMockApi(() => fail(500)).api, services: { mainApi } }), requests };
  };

  it('lists the organisations with their hostnames, with New organisation and Edit', async () => {
    render('/staff/organizations', staff, () => ok({ data: [acme, { ...acme, _org: 'org-2', name: 'Beta', hostnames: [], hostnameClaims: [] }] }));
    expect(await screen.findByRole('heading', { name: 'Acme Media' })).toBeInTheDocument();
    expect(screen.getByText('media.acme.example')).toBeInTheDocument();
    expect(screen.getByText('No hostname yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Acme Media' })).toHaveAttribute('href', '/staff/organizations/org-1');
    expect(screen.getByRole('link', { name: 'New organisation' })).toHaveAttribute('href', '/staff/organizations/new');
    expect(document.title).toBe('Organisations | MediaMart');
  });

  it('says when there are none, and when the viewer is not staff', async () => {
    const { unmount } = render('/staff/organizations', staff, () => ok({ data: [] }));
    expect(await screen.findByText(/No organisations yet/)).toBeInTheDocument();
    unmount();
    render('/staff/organizations', { ...staff, role: '' }, () => fail(403, 'Staff only'));
    expect(await screen.findByText('Only staff create and manage organisations.')).toBeInTheDocument();
  });

  it("sends a white-label-admin from the staff list and from New organisation to its own settings (GET /organizations answers it [its own])", async () => {
    const { unmount } = render('/staff/organizations', admin, () => ok({ data: [acme] }));
    expect(await screen.findByText('Only staff create and manage organisations.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your organisation settings' })).toHaveAttribute('href', '/organization');
    expect(screen.queryByRole('link', { name: 'New organisation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Acme Media' })).not.toBeInTheDocument();
    unmount();
    const { requests } = render(
      '/staff/organizations/new', admin, (req) => (req.method === 'POST' ? fail(403, 'Only MediaMart staff may create organisations') : ok(acme)),
    );
    expect(await screen.findByText('Only staff create and manage organisations.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Organisation settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your organisation settings' })).toHaveAttribute('href', '/organization');
    expect(requests.filter((r) => r.path.startsWith('/organizations') && r.method !== 'GET')).toEqual([]);
  });

  it("another organisation's settings are not found for a white-label-admin, who is sent to its own", async () => {
    render('/staff/organizations/org-2', admin, () => fail(404, 'There is no organisation with this id'));
    expect(await screen.findByText('This organisation does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Organisation settings' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Your organisation settings' })).toHaveAttribute('href', '/organization'));
  });

  it('a failed load says so and Retry loads again', async () => {
    let calls = 0;
    render('/staff/organizations', staff, () => (++calls === 1 ? fail(503, 'Service unavailable') : ok({ data: [acme] })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Acme Media' })).toBeInTheDocument();
  });

  it('opens one organisation for staff, and a new one at /staff/organizations/new that moves to its page once created', async () => {
    const { requests, location } = render('/staff/organizations/new', staff, (req) =>
      req.method === 'POST' ? { status: 201, body: acme } : ok(acme));
    // The heading shows over the loading state first, then over the form.
    fireEvent.change(await screen.findByLabelText('Organisation name'), { target: { value: 'Acme Media' } });
    expect(screen.getByRole('heading', { name: 'New organisation' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Hostname 1'), { target: { value: 'media.acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(location()).toBe('/staff/organizations/org-1'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Acme Media');
    expect(screen.getByText('The organisation is created. You can now upload its logo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo file')).toBeEnabled();
    expect(requests.filter((r) => r.path.startsWith('/organizations')).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /organizations', 'GET /organizations/org-1']);
  });

  it('an unknown organisation is a clear not-found', async () => {
    render('/staff/organizations/nope', staff, () => fail(404, 'Not found'));
    expect(await screen.findByText('This organisation does not exist.')).toBeInTheDocument();
  });

  it("a white-label-admin edits its own organisation at /organization", async () => {
    const { requests } = render('/organization', admin, (req) => (req.method === 'PUT' ? ok({ ...acme, name: 'Acme Media Ltd' }) : ok({ data: [acme] })));
    const name = await screen.findByLabelText('Organisation name');
    fireEvent.change(name, { target: { value: 'Acme Media Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(await screen.findByText('The organisation is saved.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([expect.objectContaining({ path: '/organizations/org-1' })]);
  });

  it('an account without an organisation is told so', async () => {
    render('/organization', admin, () => ok({ data: [] }));
    expect(await screen.findByText('Your account does not belong to an organisation.')).toBeInTheDocument();
  });
});

describe('embed site address', () => {
  const claim = (hostname: string, status: 'verified' | 'pending') => ({ hostname, status } as Organization['hostnameClaims'][number]);
  it('is the first verified hostname on the site’s scheme and port, else the site', () => {
    expect(embedSiteUrl('https://mediamart.example', { hostnameClaims: [claim('a.acme.in', 'pending'), claim('media.acme.in', 'verified')] })).toBe('https://media.acme.in');
    expect(embedSiteUrl('http://127.0.0.1:8080', { hostnameClaims: [claim('media.acme.in', 'verified')] })).toBe('http://media.acme.in:8080');
    expect(embedSiteUrl('https://mediamart.example/', { hostnameClaims: [claim('a.acme.in', 'pending')] })).toBe('https://mediamart.example');
    expect(embedSiteUrl('https://mediamart.example', null)).toBe('https://mediamart.example');
  });
});
