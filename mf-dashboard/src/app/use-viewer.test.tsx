import { act, render, screen, waitFor } from '@testing-library/react';
import { AUTH_TOKEN_KEY, createTestBus } from 'shared-domain';
import { STAFF } from '../test/fixtures';
import { createMockApi, ok } from '../test/mock-api';
import { createMainMock } from '../test/render';
import { DashboardServicesProvider } from './dashboard-services';
import { useViewer } from './use-viewer';

function Probe() {
  const viewer = useViewer();
  return <p>{viewer ? `${viewer.name} (${viewer.role || 'advertiser'})` : 'unknown'}</p>;
}

afterEach(() => window.localStorage.clear());

function setup(user = STAFF) {
  const bus = createTestBus();
  const main = createMainMock(user);
  const { api } = createMockApi(() => ok({}));
  const view = render(
    <DashboardServicesProvider services={{ campaignApi: api, mainApi: main.api, bus, storage: window.localStorage }}>
      <Probe />
      <Probe />
    </DashboardServicesProvider>,
  );
  return { ...view, bus, main };
}

describe('useViewer', () => {
  it('signed out: unknown, and service A is not asked', () => {
    const { main } = setup();
    expect(screen.getAllByText('unknown')).toHaveLength(2);
    expect(main.requests).toHaveLength(0);
  });

  it('asks service A once per token, whoever asks', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const { main } = setup();
    expect(await screen.findAllByText('Ravi (ops) (admin)')).toHaveLength(2);
    expect(main.requests).toHaveLength(1);
    expect(main.requests[0]!.headers['x-access-token']).toBe('tok-1');
  });

  it('takes the user from a sign-in on the page and forgets it on sign-out', async () => {
    const { bus } = setup();
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-2');
    act(() => bus.publish({ type: 'auth/signed-in', user: { _id: 'u9', name: 'Nia', role: '' } }));
    act(() => bus.publish({ type: 'auth/login-completed', user: { _id: 'u9', name: 'Nia', role: '' } }));
    await waitFor(() => expect(screen.getAllByText(/Nia \(advertiser\)|Ravi/)).toHaveLength(2));
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    act(() => bus.publish({ type: 'auth/signed-out' }));
    expect(screen.getAllByText('unknown')).toHaveLength(2);
  });
});
