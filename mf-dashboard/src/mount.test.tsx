import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import React from 'react';
import { AUTH_TOKEN_KEY, EMBED_STORAGE_PREFIX, bus, createTestBus, singletonCount } from 'shared-domain';
import { mount, default as defaultMount } from './mount';
import { STAFF, campaignDetail, listResponse, mediaOption, plan } from './test/fixtures';
import { fail, mockAdapter, ok, type MockHandler, type RecordedRequest } from './test/mock-api';

// `mount` builds its runtime's real clients (shared-ui's createRuntime); only their transports are
// replaced, so no request leaves the test: service B's and service A's (who is signed in).
const mockTransport: { adapter?: AxiosAdapter } = {};
const mainTransport: { adapter?: AxiosAdapter } = {};
jest.mock('shared-domain', () => {
  const real = jest.requireActual<typeof import('shared-domain')>('shared-domain');
  const through = (transport: { adapter?: AxiosAdapter }): AxiosAdapter => (config) => transport.adapter!(config);
  return {
    ...real,
    createServiceAClient: (o: Parameters<typeof real.createServiceAClient>[0]) => real.createServiceAClient({ ...o, adapter: through(mainTransport) }),
    createServiceBClient: (o: Parameters<typeof real.createServiceBClient>[0]) => real.createServiceBClient({ ...o, adapter: through(mockTransport) }),
  };
});

/** The embedded snackbar's live region: the last one with this role (pages have their own, e.g. "Loading…"). */
const snackbar = (el: HTMLElement, role: 'status' | 'alert') => within(el).getAllByRole(role).at(-1)!;

let requests: RecordedRequest[];
let mainRequests: RecordedRequest[];

beforeEach(() => {
  window.localStorage.clear();
  // Each test is a new agency page: no embed of an earlier one shares its session.
  delete (globalThis as { __mediamartEmbedPages?: unknown }).__mediamartEmbedPages;
  requests = [];
  mainRequests = [];
  mockTransport.adapter = mockAdapter(() => ok(listResponse()), requests, 'https://agency.example/campaign-api');
  mainTransport.adapter = mockAdapter(() => fail(401), mainRequests, 'https://agency.example/api');
});

it('records its React and bus for the singleton check', () => {
  expect(defaultMount).toBe(mount);
  expect((globalThis as { __mfSingletons?: Record<string, unknown[]> }).__mfSingletons?.react).toContain(React);
  expect(singletonCount('bus')).toBe(1);
  expect(singletonCount('react')).toBe(1);
  void bus;
});

it('mounts into a detached element, signs in on update and unmounts', async () => {
  const el = document.createElement('div');
  const testBus = createTestBus();
  let handle!: ReturnType<typeof mount>;
  act(() => {
    handle = mount(el, { apiBase: 'https://agency.example/api', token: null, bus: testBus, theme: { primary: '#123456' } });
  });
  expect(within(el).getByRole('heading', { name: 'Your campaigns' })).toBeTruthy();
  expect(within(el).getByText('Sign in to see your campaigns')).toBeTruthy();
  act(() => within(el).getByRole('button', { name: 'Sign in' }).click());
  expect(testBus.published).toEqual([{ type: 'auth/login-requested' }]);

  act(() => handle.update({ token: 'embed-token' }));
  await waitFor(() => expect(within(el).getByRole('list', { name: 'Your campaigns' })).toBeTruthy());
  expect(requests).toHaveLength(1);
  expect(requests[0]!.path).toBe('/campaigns');
  expect(requests[0]!.headers.Authorization).toBe('Bearer embed-token');
  // Not in the document: a detached element keeps its own tree.
  expect(screen.queryByRole('list', { name: 'Your campaigns' })).not.toBeInTheDocument();

  act(() => handle.unmount());
  expect(el.innerHTML).toBe('');
});

it('uses an explicit campaignApiBase and the embed\'s own stored session when given no token', async () => {
  // The embed keeps its session under its own prefix, apart from the agency page's keys.
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'the-agency-own-token');
  window.localStorage.setItem(`${EMBED_STORAGE_PREFIX}${AUTH_TOKEN_KEY}`, 'stored');
  mockTransport.adapter = mockAdapter(() => ok(listResponse()), requests, 'https://svc.example/b');
  mainTransport.adapter = mockAdapter(({ path }) => (path === '/authenticate/me' ? ok({ user: STAFF }) : ok({ providers: [] })), mainRequests, '/api');
  const el = document.createElement('div');
  let handle!: ReturnType<typeof mount>;
  act(() => {
    handle = mount(el, { apiBase: '/api', campaignApiBase: 'https://svc.example/b' });
  });
  await waitFor(() => expect(within(el).getByRole('list', { name: 'Your campaigns' })).toBeTruthy());
  expect(requests[0]!.path).toBe('/campaigns');
  expect(requests[0]!.headers.Authorization).toBe('Bearer stored');
  act(() => handle.unmount());
});

it('opens a campaign from the list, with its stepper, tabs and staff actions, without a host router', async () => {
  const handler: MockHandler = ({ method, path }) => {
    if (path === '/campaigns') return ok(listResponse());
    if (path === '/campaigns/c-diwali' && method === 'GET') return ok(campaignDetail({ status: 'Plan Shared', plans: [plan()] }));
    if (path === '/campaigns/c-diwali/plans/p-1/approve') return ok(campaignDetail({ status: 'Approved', plans: [plan({ approved: true })] }));
    return fail(404);
  };
  mockTransport.adapter = mockAdapter(handler, requests, 'https://agency.example/campaign-api');
  mainTransport.adapter = mockAdapter(({ path }) => (path === '/authenticate/me' ? ok({ user: STAFF }) : fail(404)), mainRequests, 'https://agency.example/api');
  const el = document.createElement('div');
  document.body.appendChild(el);
  document.title = 'Acme Media Agency — Your campaigns';
  let handle!: ReturnType<typeof mount>;
  act(() => {
    handle = mount(el, { apiBase: 'https://agency.example/api', token: 'embed-token' });
  });
  fireEvent.click(await within(el).findByRole('link', { name: /diwali print push/i }));
  expect(await within(el).findByRole('heading', { level: 1, name: 'Diwali print push' })).toBeTruthy();
  // The agency page owns its title.
  expect(document.title).toBe('Acme Media Agency — Your campaigns');
  expect(within(el).getByRole('list', { name: 'Campaign progress' })).toBeTruthy();
  expect(await within(el).findByRole('button', { name: 'Change status' })).toBeTruthy();
  expect(mainRequests[0]!.headers['x-access-token']).toBe('embed-token');

  fireEvent.click(within(el).getByRole('button', { name: 'Approve version 1' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve plan' }));
  await waitFor(() => expect(within(el).getByText('Status:').parentElement!.textContent).toContain('Approved'));
  // No host-shell here: the dashboard's own snackbar says it.
  expect(snackbar(el, 'status')).toHaveTextContent('Plan approved. Execution can begin.');

  fireEvent.click(within(el).getByRole('tab', { name: 'Payments' }));
  expect(within(el).getByRole('heading', { name: 'Payments' })).toBeTruthy();
  expect(window.location.search).toBe('');
  fireEvent.click(within(el).getByRole('link', { name: '← All campaigns' }));
  expect(await within(el).findByRole('heading', { level: 1, name: 'Your campaigns' })).toBeTruthy();
  expect(document.title).toBe('Acme Media Agency — Your campaigns');
  act(() => handle.unmount());
  el.remove();
});

it('keeps its element ids apart from another embed on the page that carries its own React', async () => {
  // Each embed bundle brings its own React, whose useId counts from the start as ours does:
  // the agency page's other embed (earlier on the page) is a second copy of React rendering labelled fields.
  const other = document.body.appendChild(document.createElement('div'));
  let unmountOther = () => {};
  await jest.isolateModulesAsync(async () => {
    const OtherReact = jest.requireActual<typeof import('react')>('react');
    const { createRoot: otherRoot } = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
    function OtherField({ n }: { n: number }) {
      const id = OtherReact.useId();
      return OtherReact.createElement('label', { htmlFor: id }, `Other ${n}`, OtherReact.createElement('input', { id }));
    }
    const fields = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => OtherReact.createElement(OtherField, { key: n, n }));
    const root = otherRoot(other);
    await OtherReact.act(async () => root.render(fields));
    unmountOther = () => OtherReact.act(() => root.unmount());
  });
  expect(other.querySelectorAll('input[id]')).toHaveLength(8);

  const handler: MockHandler = ({ path }) => {
    if (path === '/campaigns') return ok(listResponse());
    if (path === '/campaigns/c-diwali') return ok(campaignDetail());
    return fail(404);
  };
  mockTransport.adapter = mockAdapter(handler, requests, 'https://agency.example/campaign-api');
  mainTransport.adapter = mockAdapter(({ path }) => (path === '/authenticate/me' ? ok({ user: STAFF }) : fail(404)), mainRequests, 'https://agency.example/api');
  const el = document.body.appendChild(document.createElement('div'));
  let handle!: ReturnType<typeof mount>;
  act(() => {
    handle = mount(el, { apiBase: 'https://agency.example/api', token: 'embed-token' });
  });
  fireEvent.click(await within(el).findByRole('link', { name: /diwali print push/i }));
  fireEvent.click(await within(el).findByRole('button', { name: 'Rename' }));
  // Named by its own title and labels, not by the other embed's elements with the same ids.
  const dialog = screen.getByRole('dialog', { name: 'Rename campaign' });
  expect(within(dialog).getByLabelText('Campaign name')).toHaveValue('Diwali print push');
  expect(within(el).getByRole('tabpanel', { name: 'Plans' })).toBeTruthy();

  act(() => handle.unmount());
  unmountOther();
  el.remove();
  other.remove();
});

describe('its own snackbar', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the messages published on its bus at the foot of the page and hides them', () => {
    jest.useFakeTimers();
    const el = document.createElement('div');
    const testBus = createTestBus();
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: 'https://agency.example/api', token: null, bus: testBus });
    });
    act(() => testBus.publish({ type: 'snackbar/shown', tone: 'error', message: 'Could not approve the plan: Sign in first' }));
    expect(snackbar(el, 'alert')).toHaveTextContent('Could not approve the plan: Sign in first');
    act(() => jest.advanceTimersByTime(4100));
    expect(snackbar(el, 'alert')).toBeEmptyDOMElement();

    // Another bus after update: its messages show, the old one's do not.
    const next = createTestBus();
    act(() => handle.update({ bus: next }));
    act(() => testBus.publish({ type: 'snackbar/shown', tone: 'info', message: 'Old bus' }));
    act(() => next.publish({ type: 'snackbar/shown', tone: 'info', message: 'Saved' }));
    expect(snackbar(el, 'status')).toHaveTextContent('Saved');
    expect(within(el).queryByText('Old bus')).not.toBeInTheDocument();
    act(() => handle.unmount());
  });

  it('is left out with snackbars: false, for pages that show them themselves', () => {
    const el = document.createElement('div');
    const testBus = createTestBus();
    let handle!: ReturnType<typeof mount>;
    act(() => {
      handle = mount(el, { apiBase: 'https://agency.example/api', token: null, bus: testBus, snackbars: false });
    });
    act(() => testBus.publish({ type: 'snackbar/shown', tone: 'info', message: 'Plan approved. Execution can begin.' }));
    expect(within(el).getByRole('heading', { name: 'Your campaigns' })).toBeTruthy();
    expect(within(el).queryByText('Plan approved. Execution can begin.')).not.toBeInTheDocument();
    expect(within(el).queryByRole('status')).not.toBeInTheDocument();

    act(() => handle.update({ snackbars: true }));
    act(() => testBus.publish({ type: 'snackbar/shown', tone: 'info', message: 'Saved' }));
    expect(snackbar(el, 'status')).toHaveTextContent('Saved');
    act(() => handle.unmount());
  });
});

/** The CSS declared for an element by the style rules that match it (jsdom does not resolve var() in shorthands). */
function declaredCss(el: Element): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && el.matches(rule.selectorText))
    .map((rule) => rule.style.cssText)
    .join(' ');
}

it('shows in the embedder\'s colours: the theme\'s custom properties on its element, read by links and primary buttons', async () => {
  mockTransport.adapter = mockAdapter(
    ({ path }) => (path === '/campaigns' ? ok(listResponse()) : path === '/campaigns/c-diwali' ? ok(campaignDetail({ status: 'Plan Shared', plans: [plan({ mediaOptions: [mediaOption(), mediaOption({ _id: 'mo-2' })] })] })) : fail(404)),
    requests,
    'https://agency.example/campaign-api',
  );
  const el = document.createElement('div');
  document.body.appendChild(el);
  let handle!: ReturnType<typeof mount>;
  act(() => {
    handle = mount(el, { apiBase: 'https://agency.example/api', token: 'embed-token', theme: { primary: '#0a3d62' } });
  });
  expect(el.style.getPropertyValue('--mm-primary')).toBe('#0a3d62');
  expect(el.style.getPropertyValue('--mm-primary-ink')).toBe('#ffffff');
  fireEvent.click(await within(el).findByRole('link', { name: /diwali print push/i }));
  const back = await within(el).findByRole('link', { name: '← All campaigns' });
  expect(getComputedStyle(back).color).toMatch(/^var\(--mm-primary, #[0-9a-f]{6}\)$/);
  // "Show the 2 media options" / "Hide …": a link-styled button.
  const show = await within(el).findByRole('button', { name: /the 2 media options/ });
  expect(getComputedStyle(show).color).toMatch(/^var\(--mm-primary,/);
  const approve = within(el).getByRole('button', { name: 'Approve version 1' });
  expect(declaredCss(approve)).toMatch(/background: var\(--mm-primary, #[0-9a-f]{6}\)/);
  expect(declaredCss(approve)).toMatch(/color: var\(--mm-primary-ink, #[0-9a-f]{6}\)/);

  act(() => handle.update({ theme: { primary: '#7a1f5c' } }));
  expect(el.style.getPropertyValue('--mm-primary')).toBe('#7a1f5c');
  act(() => handle.update({ token: 'other' }));
  expect(el.style.getPropertyValue('--mm-primary')).toBe('#7a1f5c');
  act(() => handle.unmount());
  expect(el.style.getPropertyValue('--mm-primary')).toBe('');
  el.remove();
});
