import { act, fireEvent, screen, within } from '@testing-library/react';
import { AUTH_TOKEN_KEY, createServiceAClient, type User } from 'shared-domain';
import type { ContentPage, StoredContentPage } from 'shared-domain/content';
import DashboardRoutes from '../../routes';
import { fail, mockAdapter, ok, type MockReply, type MockRequest, type RecordedRequest } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';

const STAFF: User = { _id: 'u-staff', name: 'Priya Ops', role: 'ops' };
const ABOUT: StoredContentPage = {
  url: '/about', kind: 'content', title: 'About MediaMart', subTitle: 'Media buying', verticalData: [],
  faqs: [], metaTags: { title: 'About | MediaMart', description: 'Who we are' },
  sections: [{ heading: 'What we do', html: '<p>We list media.</p><img src="x.png">' }],
  items: [], version: 2, updatedAt: '2025-01-02T10:00:00.000Z',
};

/** A fake main API for the content routes; `save` decides the PUT's answer. */
function contentApi(save: (page: ContentPage) => MockReply = (page) => ok({ data: { ...page, version: 3, updatedAt: '2025-01-03T10:00:00.000Z' } }), list: MockReply = ok({ data: [{ url: '/about', title: 'About MediaMart', kind: 'content', version: 2, updatedAt: ABOUT.updatedAt }] })) {
  const requests: RecordedRequest[] = [];
  const api = createServiceAClient({ baseURL: '/api', getToken: () => window.localStorage.getItem(AUTH_TOKEN_KEY) });
  api.defaults.adapter = mockAdapter((req: MockRequest) => {
    if (req.path === '/content/pages/all') return list;
    if (req.method === 'GET' && req.path === '/content/source') return ok({ data: { ...ABOUT, overridden: false } });
    if (req.method === 'GET' && req.path === '/content/versions') return ok({ data: [{ version: 2, savedAt: ABOUT.updatedAt, savedBy: 'Priya Ops' }, { version: 1, savedAt: '2025-01-01T10:00:00.000Z', savedBy: null }] });
    if (req.method === 'GET' && req.path === '/content/versions/1') return ok({ data: { version: 1, savedAt: '2025-01-01T10:00:00.000Z', savedBy: null, page: { ...ABOUT, title: 'Old title' } } });
    if (req.method === 'PUT' && req.path === '/content/pages') return save(req.body as ContentPage);
    if (req.method === 'POST' && req.path === '/content/restore') return ok({ data: { ...ABOUT, title: 'Old title', version: 3 } });
    if (req.path === '/authenticate/me') return ok({ user: STAFF });
    return fail(404, 'no route');
  }, requests, '/api');
  return { api, requests };
}

function open(route: string, api = contentApi()) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-staff');
  const view = renderWithProviders(<DashboardRoutes />, { route, api: api.api, user: STAFF, services: { mainApi: api.api } });
  return { ...view, requests: api.requests };
}

// The screen is a lazy chunk: its first load here compiles it.
jest.setTimeout(20_000);
afterEach(() => window.localStorage.clear());

describe('/staff/content', () => {
  it('asks a guest to sign in', async () => {
    renderWithProviders(<DashboardRoutes />, { route: '/staff/content', api: contentApi().api, services: { mainApi: contentApi().api } });
    expect(await screen.findByText('Sign in with a staff account to edit site content')).toBeInTheDocument();
  });

  it('tells a signed-in user without a staff role that the screen is for staff', async () => {
    open('/staff/content', contentApi(undefined, fail(403, 'Only MediaMart staff may edit site content')));
    expect(await screen.findByText('Only MediaMart staff and organisation administrators can edit site content.')).toBeInTheDocument();
  });

  it('lists every editable page, edits one with a live, sanitised preview, and saves it', async () => {
    const { requests } = open('/staff/content?url=/about');
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: /About MediaMart/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: /\/privacy-policy · not written yet/ })).toBeInTheDocument();
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: 'About us' } });
    const preview = screen.getByRole('article', { name: 'Live preview' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    expect(preview.querySelector('img')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Saved. Version 3 is live on /about.');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ url: '/about', title: 'About us' });
  });

  it('refuses script before sending, showing the message beside the field', async () => {
    const { requests } = open('/staff/content?url=/about');
    fireEvent.change(await screen.findByLabelText('Section 1 text (HTML)'), { target: { value: '<p>x</p><script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = "Section 1's text contains a <script> element; script is not allowed in page content";
    expect(screen.getByRole('alert')).toHaveTextContent(`Not saved: ${message}`);
    expect(screen.getByLabelText('Section 1 text (HTML)')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal beside its field", async () => {
    open('/staff/content?url=/about', contentApi(() => ({ status: 400, body: { error: 'bad_request', message: 'The meta title is taken', fields: { 'metaTags.title': 'The meta title is taken' } } })));
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'About us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: The meta title is taken');
    expect(screen.getByLabelText('Meta title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists versions with who and when, views one and restores it', async () => {
    const { requests } = open('/staff/content?url=/about');
    const versions = await screen.findByRole('list', { name: 'Versions' });
    expect(within(versions).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Version 2 \(live\) · Priya Ops · /),
      expect.stringMatching(/^Version 1 · Seeded · /),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'View version 1' }));
    expect(await screen.findByRole('article', { name: 'Preview of version 1' })).toHaveTextContent('Old title');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Version 1 restored. Version 3 is live on /about.');
    expect(screen.getByLabelText('Title')).toHaveValue('Old title');
    expect(requests.find((r) => r.method === 'POST' && r.path === '/content/restore')?.body).toEqual({ url: '/about', version: 1 });
    confirm.mockRestore();
  });

  it('warns before leaving a page with unsaved changes', async () => {
    open('/staff/content?url=/about');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Changed' } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: /Privacy Policy/ }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes on this page. Leave it and lose them?');
    expect(screen.getByLabelText('Title')).toHaveValue('Changed');
    confirm.mockRestore();
  });
});

describe("/staff/content for an organisation's administrator", () => {
  const ADMIN: User = { _id: 'u-admin', name: 'Agency Admin', role: 'white-label-admin' };
  const ORG = { _org: 'org-1', name: 'Acme Media', hostnames: ['media.acme.in'] };

  /** The organisation's API: its own text of /about once saved, else the site's template. */
  function orgApi() {
    const requests: RecordedRequest[] = [];
    let own: StoredContentPage | null = null;
    const api = createServiceAClient({ baseURL: '/api', getToken: () => window.localStorage.getItem(AUTH_TOKEN_KEY) });
    const template = { ...ABOUT, title: 'About {{siteName}}', version: 1 };
    api.defaults.adapter = mockAdapter((req: MockRequest) => {
      if (req.path === '/organizations') return ok({ data: [ORG] });
      if (req.path === '/content/pages/all') return ok({ data: [{ url: '/about', title: 'About {{siteName}}', kind: 'content', version: own?.version ?? 1, updatedAt: ABOUT.updatedAt, overridden: !!own }] });
      if (req.method === 'GET' && req.path === '/content/source') return ok({ data: own ? { ...own, overridden: true } : { ...template, overridden: false } });
      if (req.method === 'GET' && req.path === '/content/versions') return ok({ data: own ? [{ version: own.version, savedAt: own.updatedAt, savedBy: 'Agency Admin' }] : [] });
      if (req.method === 'PUT' && req.path === '/content/pages') {
        own = { ...(req.body as ContentPage), version: 1, updatedAt: '2025-01-03T10:00:00.000Z' };
        return ok({ data: own });
      }
      if (req.method === 'DELETE' && req.path === '/content/overrides') {
        own = null;
        return { status: 204, body: null };
      }
      if (req.path === '/authenticate/me') return ok({ user: ADMIN });
      return fail(404, 'no route');
    }, requests, '/api');
    return { api, requests };
  }

  it("edits its organisation's own text, starting from the site's template, and removes it again", async () => {
    const { api, requests } = orgApi();
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-admin');
    renderWithProviders(<DashboardRoutes />, { route: '/staff/content?url=/about', api, user: ADMIN, services: { mainApi: api } });
    expect(await screen.findByRole('heading', { name: "Your organisation's pages" })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    // Only the site's stored pages; none of them its own yet.
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(["About/about · the site's text"]);
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('About {{siteName}}');
    fireEvent.change(title, { target: { value: 'About {{siteName}}, the agency' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent("Saved. Version 1 is live on /about on your organisation's host.");
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.params).toEqual({ organizationId: 'org-1' });
    expect(requests.filter((r) => r.path === '/content/source').every((r) => r.params.organizationId === 'org-1')).toBe(true);

    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: "Use the site's text" }));
    });
    expect(await screen.findByText("Removed. /about shows the site's text on your host again.")).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.params).toEqual({ url: '/about', organizationId: 'org-1' });
    expect(screen.getByLabelText('Title')).toHaveValue('About {{siteName}}');
    confirm.mockRestore();
  });
});
