import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createTestBus } from 'shared-domain';
import type { OptionAvailability } from 'shared-domain/booking';
import { createRuntime } from 'shared-ui';
import { addDays, defaultAvailabilityRange, indiaToday } from 'shared-ui/booking';
import { createMockApi, ok, renderInRuntime } from 'shared-ui/test';
import CatalogRoutes from '../routes';
import { mediaDetail } from '../test/fixtures';
import { rangeErrors } from './range-check';

type Call = { url: string; params: Record<string, string> };

function availability(optionId: string, from: string, to: string, summary: Partial<OptionAvailability['summary']>): OptionAvailability {
  return {
    optionId, from, to, onRequest: summary.state === 'on-request', holdHours: 48, keptUntil: null, days: [],
    summary: { state: 'available', free: 1, label: '', nextFree: null, ...summary },
  };
}

/** Service B answering GET /availability as the server would: the display ad is booked with a next free week, the advertorial has 2 left. */
function fakeServiceB(fail = false) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const params = { ...(config.params as Record<string, string>) };
    calls.push({ url: config.url ?? '', params });
    const status = fail ? 503 : 200;
    const body = fail
      ? { error: 'unavailable', message: 'Down' }
      : {
        availability: params.options!.split(',').map((id) => (id === 'opt-display'
          ? availability(id, params.from!, params.to!, { state: 'booked', free: 0, nextFree: { from: '2030-04-03', to: '2030-04-09' } })
          : availability(id, params.from!, params.to!, { state: 'few', free: 2 }))),
      };
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { adapter, calls };
}

function renderDetail(fail = false) {
  const media = mediaDetail();
  const { api } = createMockApi(() => ok(media));
  const b = fakeServiceB(fail);
  const serviceA = typeof api.defaults.adapter === 'function' ? api.defaults.adapter : undefined;
  const runtime = createRuntime({ bus: createTestBus(), storage: window.localStorage, token: null, events: null, adapters: { serviceA, serviceB: b.adapter } });
  renderInRuntime(<CatalogRoutes />, runtime, `/${media.category}/${media.slug}`);
  return b;
}

const availabilityCalls = (calls: Call[]) => calls.filter((c) => c.url === '/availability');

beforeEach(() => localStorage.clear());

describe('Availability on the media detail page', () => {
  it('shows From/To for the next 30 days and every option\'s badge, read with one GET /availability', async () => {
    const { calls } = renderDetail();
    const expected = defaultAvailabilityRange(new Date());
    const form = await screen.findByRole('form', { name: 'Check availability' });
    await waitFor(() => expect(within(form).getByLabelText('From')).toHaveValue(expected.from));
    expect(within(form).getByLabelText('To')).toHaveValue(expected.to);

    const display = screen.getByRole('article', { name: 'Display ad, main edition' });
    expect(await within(display).findByText('Booked · next free 3–9 Apr')).toBeInTheDocument();
    const advertorial = screen.getByRole('article', { name: 'Advertorial' });
    expect(within(advertorial).getByText('2 left')).toBeInTheDocument();
    expect(availabilityCalls(calls)).toEqual([{ url: '/availability', params: { options: 'opt-display,opt-advertorial', from: expected.from, to: expected.to } }]);
  });

  it('checks the dates the buyer chose, and refuses an end before the start beside the field without asking', async () => {
    const { calls } = renderDetail();
    const form = await screen.findByRole('form', { name: 'Check availability' });
    await screen.findByText('2 left');
    const from = addDays(indiaToday(new Date()), 10);
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: from } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: addDays(from, -1) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }));
    expect(within(form).getByLabelText('To')).toHaveAccessibleDescription('The end date is before the start date.');
    expect(within(form).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(availabilityCalls(calls)).toHaveLength(1);

    fireEvent.change(within(form).getByLabelText('To'), { target: { value: addDays(from, 6) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(availabilityCalls(calls)).toHaveLength(2));
    expect(availabilityCalls(calls)[1]!.params).toEqual({ options: 'opt-display,opt-advertorial', from, to: addDays(from, 6) });
    expect(within(form).getByLabelText('To')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('2 left')).toBeInTheDocument();
  });

  it('says so on each option when availability cannot be read, and the page still works', async () => {
    renderDetail(true);
    await waitFor(() => expect(screen.getAllByText('Availability could not be checked.')).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Add to bag' })).toHaveLength(2);
  });
});

describe('rangeErrors', () => {
  const now = new Date('2030-03-10T06:00:00Z');
  it('names the field that is wrong', () => {
    expect(rangeErrors('2030-03-11', '2030-04-09', now)).toEqual({});
    expect(rangeErrors('', '2030-04-09', now)).toEqual({ from: 'Choose a start date.' });
    expect(rangeErrors('2030-03-09', '2030-04-09', now)).toEqual({ from: 'The start date is in the past.' });
    expect(rangeErrors('2030-03-11', '', now)).toEqual({ to: 'Choose an end date.' });
    expect(rangeErrors('2030-03-11', '2031-03-12', now)).toEqual({ to: 'Choose at most 366 days.' });
    expect(rangeErrors('2030-03-11', '2031-03-11', now)).toEqual({});
    expect(rangeErrors('2030-02-30', '2030-04-09', now)).toEqual({ from: 'Enter the start date as a date.' });
  });
});
