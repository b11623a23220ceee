import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, type DomainEvent } from 'shared-domain';
import { defaultBrief, indiaDay } from 'shared-domain/campaign';
import { createRuntime, RuntimeProvider, type RuntimeOptions } from 'shared-ui';
import { useBriefSubmission } from './use-brief-submission';

// axios's types as the runtime's clients have them (shared-domain's axios).
type Adapter = NonNullable<NonNullable<RuntimeOptions['adapters']>['serviceB']>;

const TODAY = indiaDay(new Date());
const brief = () => {
  const b = defaultBrief(TODAY);
  b.brand.name = 'Acme';
  b.brand.category = 'FMCG';
  b.campaignDetails.objective = 'Sales';
  return b;
};

/** The hook over a runtime signed in with `tok`, whose service B answers `statuses` in turn. */
function setup(statuses: number[]) {
  const keys: unknown[] = [];
  const adapter: Adapter = async (config) => {
    keys.push(config.headers['Idempotency-Key']);
    const status = statuses.shift() ?? 201;
    const response = { data: status < 400 ? { _id: `c-${keys.length}` } : { error: 'x', message: 'Down for a moment' }, status, statusText: '', headers: {}, config };
    if (status >= 400) throw Object.assign(new Error('failed'), { isAxiosError: true, response, config });
    return response;
  };
  const bus = createEventBus();
  const published: DomainEvent[] = [];
  bus.events$.subscribe((e) => published.push(e));
  const runtime = createRuntime({ events: null, bus, token: 'tok', adapters: { serviceB: adapter } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>
    </MemoryRouter>
  );
  return { ...renderHook(() => useBriefSubmission(TODAY), { wrapper }), keys, published };
}

describe('useBriefSubmission', () => {
  it('keeps its key for a retry after a failure, and takes a new one once a brief was sent', async () => {
    const { result, keys } = setup([500, 201, 201]);
    await act(async () => expect(await result.current.send(brief())).toBeNull());
    expect(result.current.status).toEqual({ phase: 'failed', message: 'Could not send the brief. Down for a moment' });
    await act(async () => expect(await result.current.send(brief())).toBe('c-2'));
    expect(result.current.status).toEqual({ phase: 'sent', campaignId: 'c-2' });
    await act(async () => void (await result.current.send(brief())));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('uses the key the sender names, and announces the campaign when finished', async () => {
    const { result, keys, published } = setup([201]);
    await act(async () => void (await result.current.send(brief(), 'chat-t-1-9')));
    expect(keys).toEqual(['chat-t-1-9']);
    act(() => result.current.finish('c-1'));
    expect(published).toEqual([
      { type: 'snackbar/shown', message: 'Brief submitted', tone: 'info' },
      { type: 'campaign/saved', campaignId: 'c-1' },
    ]);
  });
});
