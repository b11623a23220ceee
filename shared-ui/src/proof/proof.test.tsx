import { render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createTestBus } from 'shared-domain';
import type { Proof } from 'shared-domain/proof';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import { dayProofText, isReused, ProofFlagList, ProofPreview, ProofStateBadge, proofFlagText, proofStateText, servicePath } from './index';

const state = (over: Partial<Pick<Proof, 'state' | 'stateBy' | 'stateAt' | 'rejectReason'>>) =>
  ({ state: 'submitted' as const, stateBy: null, stateAt: null, rejectReason: null, ...over });

describe('proof words', () => {
  it('says a state with who and when, or the reason', () => {
    expect(proofStateText(state({}))).toBe('Submitted');
    expect(proofStateText(state({ state: 'verified', stateBy: { _id: 'u', name: 'Ravi Staff' }, stateAt: '2026-03-04T20:00:00.000Z' }))).toBe('Verified by Ravi Staff on 5 Mar 2026');
    expect(proofStateText(state({ state: 'rejected', rejectReason: 'Another brand on the board' }))).toBe('Rejected: Another brand on the board');
  });

  it("uses the server's sentence for a flag, else one of its own", () => {
    expect(proofFlagText({ code: 'reused', message: 'Looks like an earlier proof (campaign c-2, 3 Mar)' })).toBe('Looks like an earlier proof (campaign c-2, 3 Mar)');
    expect(proofFlagText({ code: 'far-from-site', message: '' })).toBe('Taken away from the site');
    expect(isReused({ flags: [{ code: 'no-location', message: '' }] })).toBe(false);
    expect(isReused({ flags: [{ code: 'reused', message: '' }] })).toBe(true);
  });

  it('says what a day\'s checked proofs cover, or nothing when it has none', () => {
    expect(dayProofText({ bought: 2, verified: 1, submitted: 1, rejected: 1 })).toBe('1 of 2 verified · 1 waiting for review · 1 rejected');
    expect(dayProofText({ bought: 1, verified: 1, submitted: 0, rejected: 0 })).toBe('1 of 1 verified');
    expect(dayProofText({ bought: 1, verified: 0, submitted: 0, rejected: 0 })).toBeNull();
  });

  it("asks a preview path on the client's base, without the service's prefix twice", () => {
    expect(servicePath({ defaults: { baseURL: '/campaign-api' } } as never, '/campaign-api/proofs/p-1/preview')).toBe('/proofs/p-1/preview');
    expect(servicePath({ defaults: { baseURL: 'https://x.in/campaign-api/' } } as never, '/proofs/p-1/preview')).toBe('/proofs/p-1/preview');
  });
});

describe('proof pieces', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = jest.fn(() => {
      created.push(`blob:proof/${created.length + 1}`);
      return created[created.length - 1]!;
    });
    URL.revokeObjectURL = jest.fn((u: string) => void revoked.push(u));
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  function renderWith(ui: React.ReactElement, answer: (url: string) => number) {
    const asked: { url: string; auth: unknown }[] = [];
    const serviceB: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      asked.push({ url: config.url ?? '', auth: config.headers.get('Authorization') });
      const status = answer(config.url ?? '');
      const response = { data: 'jpeg', status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    const runtime = createRuntime({ bus: createTestBus(), storage: window.localStorage, token: 'tok-1', events: null, adapters: { serviceB } });
    return { ...render(<RuntimeProvider runtime={runtime}>{ui}</RuntimeProvider>), asked };
  }

  it('fetches the preview with the token, shows it through an object URL and revokes it on unmount', async () => {
    const { asked, unmount } = renderWith(<ProofPreview url="/proofs/p-1/preview" alt="Proof: board.jpg" />, () => 200);
    expect(screen.getByText('Loading the preview…')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Proof: board.jpg' })).toHaveAttribute('src', 'blob:proof/1');
    expect(asked).toEqual([{ url: '/proofs/p-1/preview', auth: 'Bearer tok-1' }]);
    unmount();
    expect(revoked).toEqual(['blob:proof/1']);
  });

  it('says why there is no picture: not an image, or the preview failed', async () => {
    const { asked } = renderWith(<><ProofPreview url={null} alt="log.pdf" /><ProofPreview url="/proofs/p-2/preview" alt="p-2" /></>, () => 404);
    expect(screen.getByText('No preview: not an image')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('The preview could not be loaded')).toBeInTheDocument());
    expect(asked.map((a) => a.url)).toEqual(['/proofs/p-2/preview']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the state badge and the flags in words', () => {
    renderWith(
      <>
        <ProofStateBadge proof={state({ state: 'rejected', rejectReason: 'Wrong site' })} />
        <ProofFlagList flags={[{ code: 'reused', message: 'Looks like an earlier proof' }, { code: 'no-location', message: 'No location in the photo' }]} />
        <ProofFlagList flags={[]} label="None" />
      </>,
      () => 200,
    );
    expect(screen.getByText('Rejected: Wrong site')).toHaveAttribute('data-state', 'rejected');
    expect(screen.getByRole('list', { name: 'Checks' })).toHaveTextContent('Looks like an earlier proofNo location in the photo');
    expect(screen.queryByRole('list', { name: 'None' })).not.toBeInTheDocument();
  });
});
