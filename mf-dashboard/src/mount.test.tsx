import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { createTestBus, type MountHandle } from 'shared-domain';
import { mount } from './mount';

const json = (status: number, body: unknown) => ({ status, body });

it('mounts into a detached div, signs in on update, navigates in memory and unmounts', async () => {
  const el = document.createElement('div');
  const bus = createTestBus();
  let handle!: MountHandle;
  act(() => { handle = mount(el, { apiBase: '/api', token: null, bus }); });
  const view = within(el);
  fireEvent.click(view.getByRole('button', { name: 'Sign in' }));
  expect(bus.published).toContainEqual({ type: 'auth/login-requested', reason: 'dashboard' });

  // A real HTTP client is used here, so answer at the adapter: stub XHR-less axios via fetch? Use a spy on XMLHttpRequest.
  const calls: string[] = [];
  const answers: Record<string, ReturnType<typeof json>> = {
    '/campaign-api/campaigns': json(200, { campaigns: [{ _id: 'c1', name: 'Diwali push', status: 'Draft', updatedAt: '2025-10-01T00:00:00Z' }], count: 1, totalSpend: 0, liveCampaigns: 0, endedCampaigns: 0 }),
    '/campaign-api/campaigns/c1': json(404, { error: 'not_found', message: 'Not found' }),
  };
  installFakeXhr(answers, calls);
  act(() => handle.update({ token: 'tok' }));
  await waitFor(() => expect(view.getByRole('link', { name: 'Diwali push' })).toBeTruthy());
  expect(calls[0]).toBe('GET /campaign-api/campaigns Bearer tok');

  fireEvent.click(view.getByRole('link', { name: 'Diwali push' }));
  await waitFor(() => expect(view.getByText('Campaign not found')).toBeTruthy());

  act(() => handle.unmount());
  expect(el).toBeEmptyDOMElement();
});

/** A tiny XMLHttpRequest stand-in so axios' own adapter runs end to end. */
function installFakeXhr(answers: Record<string, { status: number; body: unknown }>, calls: string[]) {
  class FakeXhr {
    readyState = 0; status = 0; responseText = ''; response = ''; responseURL = ''; statusText = '';
    timeout = 0; withCredentials = false; responseType = '';
    onreadystatechange: (() => void) | null = null; onloadend: (() => void) | null = null;
    onerror: (() => void) | null = null; ontimeout: (() => void) | null = null; onabort: (() => void) | null = null;
    private method = ''; private url = ''; private headers: Record<string, string> = {};
    open(method: string, url: string) { this.method = method; this.url = url; }
    setRequestHeader(k: string, v: string) { this.headers[k.toLowerCase()] = v; }
    getAllResponseHeaders() { return 'content-type: application/json'; }
    addEventListener() {} removeEventListener() {} abort() {}
    upload = { addEventListener() {} };
    send() {
      calls.push(`${this.method.toUpperCase()} ${this.url} ${this.headers.authorization ?? ''}`);
      const a = answers[this.url] ?? { status: 404, body: {} };
      setTimeout(() => {
        this.readyState = 4; this.status = a.status; this.responseText = JSON.stringify(a.body); this.response = this.responseText;
        this.onloadend?.();
      }, 0);
    }
  }
  Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
}
