import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import React from 'react';
import { AUTH_TOKEN_KEY, bus, createTestBus, singletonCount } from 'shared-domain';
import { mount, default as defaultMount } from './mount';
import { STAFF, campaignDetail, listResponse, plan } from './test/fixtures';
import { fail, mockAdapter, ok, type MockHandler, type RecordedRequest } from './test/mock-api';

// `mount` builds its own real client; only its transport is replaced.
const mockTransport: { adapter?: AxiosAdapter } = {};
jest.mock('./api/campaign-client', () => {
  const real = jest.requireActual<typeof import('./api/campaign-client')>('./api/campaign-client');
  return {
    ...real,
    createCampaignClient: (...args: Parameters<typeof real.createCampaignClient>): AxiosInstance => {
      const client = real.createCampaignClient(...args);
      client.defaults.adapter = mockTransport.adapter;
      return client;
    },
  };
});

// Service A (who is signed in) too: no request may leave the test.
const mainTransport: { adapter?: AxiosAdapter } = {};
jest.mock('./app/dashboard-services', () => {
  const real = jest.requireActual<typeof import('./app/dashboard-services')>('./app/dashboard-services');
  return {
    ...real,
    createMainClient: (...args: Parameters<typeof real.createMainClient>): AxiosInstance => {
      const client = real.createMainClient(...args);
      client.defaults.adapter = mainTransport.adapter;
      return client;
    },
  };
});

let requests: RecordedRequest[];
let mainRequests: RecordedRequest[];

beforeEach(() => {
  window.localStorage.clear();
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

it('uses an explicit campaignApiBase and the stored token when none is given', async () => {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'stored');
  mockTransport.adapter = mockAdapter(() => ok(listResponse()), requests, 'https://svc.example/b');
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
  let handle!: ReturnType<typeof mount>;
  act(() => {
    handle = mount(el, { apiBase: 'https://agency.example/api', token: 'embed-token' });
  });
  fireEvent.click(await within(el).findByRole('link', { name: /diwali print push/i }));
  expect(await within(el).findByRole('heading', { level: 1, name: 'Diwali print push' })).toBeTruthy();
  expect(within(el).getByRole('list', { name: 'Campaign progress' })).toBeTruthy();
  expect(await within(el).findByRole('button', { name: 'Change status' })).toBeTruthy();
  expect(mainRequests[0]!.headers['x-access-token']).toBe('embed-token');

  fireEvent.click(within(el).getByRole('button', { name: 'Approve version 1' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve plan' }));
  await waitFor(() => expect(within(el).getByText('Status:').parentElement!.textContent).toContain('Approved'));

  fireEvent.click(within(el).getByRole('tab', { name: 'Payments' }));
  expect(within(el).getByRole('heading', { name: 'Payments' })).toBeTruthy();
  expect(window.location.search).toBe('');
  act(() => handle.unmount());
  el.remove();
});
