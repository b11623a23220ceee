import { render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type { ReactNode } from 'react';
import { createTestBus } from 'shared-domain';
import type { OptionAvailability } from 'shared-domain/booking';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import {
  addDays, availabilityText, AvailabilityBadge, dayRangeText, daysInRange, defaultAvailabilityRange, heldUntilText, isDay, useAvailability,
  type AvailabilityAsk,
} from './index';

function availability(optionId: string, from: string, to: string, summary: Partial<OptionAvailability['summary']> = {}): OptionAvailability {
  return {
    optionId, from, to, onRequest: false, holdHours: 48, keptUntil: '2027-12-31', days: [],
    summary: { state: 'available', free: 3, label: 'Available', nextFree: null, ...summary },
  };
}

describe('booking words', () => {
  it('writes ranges of days as short as they read', () => {
    expect(dayRangeText('2027-04-03', '2027-04-09')).toBe('3–9 Apr');
    expect(dayRangeText('2027-03-28', '2027-04-03')).toBe('28 Mar – 3 Apr');
    expect(dayRangeText('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(dayRangeText('2027-04-03', '2027-04-03')).toBe('3 Apr');
  });

  it('says each state in the contract\'s words, a booked range with the next free one', () => {
    expect(availabilityText({ state: 'available', free: 4, nextFree: null })).toBe('Available');
    expect(availabilityText({ state: 'few', free: 2, nextFree: null })).toBe('2 left');
    expect(availabilityText({ state: 'booked', free: 0, nextFree: { from: '2027-04-03', to: '2027-04-09' } })).toBe('Booked · next free 3–9 Apr');
    expect(availabilityText({ state: 'booked', free: 0, nextFree: null })).toBe('Booked');
    expect(availabilityText({ state: 'on-request', free: 0, nextFree: null })).toBe('On request');
  });

  it('tells a hold\'s expiry in India time, 24-hour', () => {
    expect(heldUntilText('2027-03-02T08:30:00.000Z')).toBe('Held until 2 Mar, 14:00');
    expect(heldUntilText('2027-03-02T19:00:00.000Z')).toBe('Held until 3 Mar, 00:30');
  });

  it('starts tomorrow in India and spans 30 days; counts and checks days', () => {
    // 20:00 UTC on 31 Mar is already 1 Apr in India: tomorrow is 2 Apr.
    expect(defaultAvailabilityRange(new Date('2027-03-31T20:00:00Z'))).toEqual({ from: '2027-04-02', to: '2027-05-01' });
    expect(daysInRange('2027-04-02', '2027-05-01')).toBe(30);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('')).toBe(false);
  });
});

type Reply = { status: number; body: unknown };

function serviceB(answer: (params: Record<string, string>) => Reply) {
  const calls: Record<string, string>[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const params = { ...(config.params as Record<string, string>) };
    calls.push({ url: config.url ?? '', ...params });
    const reply = answer(params);
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { adapter, calls };
}

function Probe({ asks }: { asks: AvailabilityAsk[] }) {
  const { entry } = useAvailability(asks);
  return <>{asks.map((a) => <AvailabilityBadge key={`${a.optionId}${a.from}`} entry={entry(a)} label={`${a.optionId} ${a.from}`} />)}</>;
}

function renderWith(adapter: AxiosAdapter, ui: ReactNode) {
  const runtime = createRuntime({ bus: createTestBus(), storage: window.localStorage, token: null, events: null, adapters: { serviceB: adapter } });
  return render(<RuntimeProvider runtime={runtime}>{ui}</RuntimeProvider>);
}

describe('useAvailability and the badge', () => {
  it('asks once per range for all its options and shows each badge', async () => {
    const { adapter, calls } = serviceB((p) => ({
      status: 200,
      body: {
        availability: p.options!.split(',').map((id) => availability(id, p.from!, p.to!, id === 'b'
          ? { state: 'booked', free: 0, nextFree: { from: '2027-04-03', to: '2027-04-09' } }
          : id === 'c' ? { state: 'few', free: 2 } : {})),
      },
    }));
    renderWith(adapter, <Probe asks={[
      { optionId: 'a', from: '2027-03-01', to: '2027-03-31' },
      { optionId: 'b', from: '2027-03-01', to: '2027-03-31' },
      { optionId: 'c', from: '2027-05-01', to: '2027-05-31' },
    ]} />);
    expect(screen.getAllByText('Checking availability…')).toHaveLength(3);
    expect(await screen.findByLabelText('a 2027-03-01: Available')).toBeInTheDocument();
    expect(screen.getByLabelText('b 2027-03-01: Booked · next free 3–9 Apr')).toBeInTheDocument();
    expect(screen.getByLabelText('c 2027-05-01: 2 left')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(expect.arrayContaining([
      { url: '/availability', options: 'a,b', from: '2027-03-01', to: '2027-03-31' },
      { url: '/availability', options: 'c', from: '2027-05-01', to: '2027-05-31' },
    ]));
  });

  it('says when availability cannot be read, and the server\'s words for a refused range', async () => {
    const { adapter } = serviceB((p) => (p.from === '2027-03-01'
      ? { status: 500, body: { error: 'internal', message: 'boom' } }
      : { status: 400, body: { error: 'bad_request', message: 'to: the range is longer than 366 days', field: 'to' } }));
    renderWith(adapter, <Probe asks={[{ optionId: 'a', from: '2027-03-01', to: '2027-03-31' }, { optionId: 'a', from: '2027-04-01', to: '2028-05-01' }]} />);
    expect(await screen.findByText('Availability could not be checked.')).toBeInTheDocument();
    expect(await screen.findByText('to: the range is longer than 366 days')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('shows nothing, in the same reserved place, before anything is asked', () => {
    render(<AvailabilityBadge entry={undefined} />);
    expect(screen.getByTestId('availability-badge')).toBeEmptyDOMElement();
  });

  it('reads nothing when there is nothing to ask', async () => {
    const { adapter, calls } = serviceB(() => ({ status: 200, body: { availability: [] } }));
    renderWith(adapter, <Probe asks={[]} />);
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
