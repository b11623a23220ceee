import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError, AUTH_TOKEN_KEY, bus, type Brief, type DomainEvent } from 'shared-domain';
import { briefRequest, defaultBrief, indiaDay } from 'shared-domain/campaign';
import { createRuntime, RuntimeProvider } from 'shared-ui';
import { ChatLimitedError, type ChatApi, type ChatThreadView } from './chat-api';
import { ChatPanel } from './chat-panel';
import { CHAT_THREAD_KEY } from './use-chat';

const GREETING = "Hi! What is your brand's name?";
const thread = (over: Partial<ChatThreadView> = {}): ChatThreadView => ({
  threadId: 't-1',
  messages: [{ role: 'assistant', content: GREETING }],
  fieldName: 'brand.name',
  suggestions: [],
  brief: null,
  ...over,
});
const TODAY = indiaDay(new Date());
/** The brief the assistant ends with (as the server's walk builds it: the defaults and the answers). */
const BRIEF: Brief = (() => {
  const b = defaultBrief(TODAY);
  b.brand.name = ' Acme ';
  b.brand.url = 'acme.example';
  b.brand.category = 'FMCG';
  b.campaignDetails.objective = 'Brand awareness';
  b.targetGroup.geos = ['Mumbai', 'mumbai'];
  return b;
})();

/** A fake assistant whose calls the test answers one by one. */
function fakeApi() {
  const pending: { resolve(v: unknown): void; reject(e: unknown): void }[] = [];
  const wait = () => new Promise<never>((resolve, reject) => pending.push({ resolve: resolve as (v: unknown) => void, reject }));
  const api = { send: jest.fn(wait), load: jest.fn(wait) } as unknown as ChatApi & Record<keyof ChatApi, jest.Mock>;
  const answer = async (value: unknown) => act(async () => pending.shift()!.resolve(value));
  const fail = async (error: unknown) => act(async () => pending.shift()!.reject(error));
  return { api, answer, fail };
}

type Sent = { method: string; url: string; headers: Record<string, unknown>; body: unknown };
type Reply = { status: number; body: unknown };

/** The page runtime's service B (the campaign service) as a transport the test answers: the one brief submission's requests. */
function campaignService() {
  const sent: Sent[] = [];
  const replies: ((r: Reply) => void)[] = [];
  const adapter = (config: InternalAxiosRequestConfig) => {
    sent.push({ method: (config.method ?? '').toUpperCase(), url: config.url ?? '', headers: { ...config.headers }, body: JSON.parse(String(config.data)) });
    return new Promise<AxiosResponse>((resolve, reject) => replies.push(({ status, body }) => {
      const response = { data: body, status, statusText: String(status), headers: {}, config };
      if (status >= 400) reject(new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response));
      else resolve(response);
    }));
  };
  const reply = async (r: Reply) => act(async () => replies.shift()!(r));
  return { adapter, sent, reply };
}

function Location() {
  const l = useLocation();
  return <div data-testid="location">{l.pathname}</div>;
}

const onClose = jest.fn();
/** The panel as the widget opens it: in the host's router and the page's runtime (shared bus and localStorage). */
function open(api: ChatApi, service = campaignService()) {
  const runtime = createRuntime({ events: null, adapters: { serviceB: service.adapter } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <RuntimeProvider runtime={runtime}>{children}<Location /></RuntimeProvider>
    </MemoryRouter>
  );
  const view = render(<ChatPanel id="chat" onClose={onClose} api={api} />, { wrapper });
  return { ...view, service, runtime };
}
const input = () => screen.getByLabelText('Your message');
const log = () => screen.getByRole('log', { name: 'Conversation' });

/** Records what is published on the shared bus until `stop()`. */
function recordBus() {
  const published: DomainEvent[] = [];
  const sub = bus.events$.subscribe((e) => published.push(e));
  return { published, stop: () => sub.unsubscribe() };
}
/** The sign-in modal: signs `token` in when asked (or cancels with null). */
function signInModal(token: string | null) {
  return bus.on('auth/login-requested').subscribe(() => {
    if (!token) {
      bus.publish({ type: 'auth/login-cancelled' });
      return;
    }
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    bus.publish({ type: 'auth/login-completed', user: { _id: 'u1', name: 'A', email: 'a@example.com', role: '', phone: '' } });
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  onClose.mockReset();
});

describe('ChatPanel', () => {
  it('opens a thread, shows the greeting as text and focuses the labelled input; Enter sends', async () => {
    const { api, answer } = fakeApi();
    open(api);
    expect(screen.getByRole('dialog', { name: 'Campaign brief assistant' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the chat…');
    expect(api.send).toHaveBeenCalledWith('', null);
    await answer(thread());
    expect(log()).toHaveTextContent(GREETING);
    expect(input()).toHaveFocus();
    expect(window.sessionStorage.getItem(CHAT_THREAD_KEY)).toBe('t-1');

    fireEvent.change(input(), { target: { value: 'Acme' } });
    fireEvent.submit(input().closest('form')!);
    expect(api.send).toHaveBeenLastCalledWith('Acme', 't-1');
    expect(screen.getByRole('status')).toHaveTextContent('Assistant is typing…');
    expect(input()).toHaveValue('');
    await answer(thread({
      messages: [{ role: 'assistant', content: GREETING }, { role: 'user', content: 'Acme' }, { role: 'assistant', content: 'Which industry?' }],
      fieldName: 'brand.category', suggestions: ['FMCG', 'Retail'],
    }));
    expect(log()).toHaveTextContent('Which industry?');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('sends a suggestion when it is clicked', async () => {
    const { api, answer } = fakeApi();
    open(api);
    await answer(thread({ suggestions: ['FMCG', 'Retail'], fieldName: 'brand.category' }));
    const offered = screen.getByRole('list', { name: 'Suggested answers' });
    expect(offered).toHaveTextContent('FMCGRetail');
    fireEvent.click(screen.getByRole('button', { name: 'Retail' }));
    expect(api.send).toHaveBeenLastCalledWith('Retail', 't-1');
  });

  it('shows markup as the text it is', async () => {
    const { api, answer } = fakeApi();
    const { container } = open(api);
    await answer(thread({ messages: [{ role: 'assistant', content: '<img src=x onerror=alert(1)><b>bold</b>' }] }));
    expect(log()).toHaveTextContent('<img src=x onerror=alert(1)><b>bold</b>');
    expect(container.querySelector('img, b')).toBeNull();
  });

  it("SPEC.md 8: says 'Sorry, there was an error processing your request.' as the assistant when a send fails, keeping the user's text", async () => {
    const { api, answer, fail } = fakeApi();
    open(api);
    await answer(thread());
    fireEvent.change(input(), { target: { value: 'Acme Tea' } });
    fireEvent.submit(input().closest('form')!);
    await fail(new ApiError(0, 'network_error', 'Network Error'));
    expect(log()).toHaveTextContent('You: Acme Tea');
    expect(log()).toHaveTextContent('Assistant: Sorry, there was an error processing your request.');
    expect(input()).toHaveValue('Acme Tea');
    expect(input()).toHaveFocus();
  });

  it('on the rate limit says when to try again and keeps the thread, its offered answers and the text', async () => {
    const { api, answer, fail } = fakeApi();
    open(api);
    const before = [{ role: 'assistant' as const, content: GREETING }, { role: 'user' as const, content: 'Acme' }, { role: 'assistant' as const, content: 'Which industry?' }];
    await answer(thread({ messages: before, fieldName: 'brand.category', suggestions: ['FMCG', 'Retail'] }));
    fireEvent.change(input(), { target: { value: 'Retail' } });
    fireEvent.submit(input().closest('form')!);
    await fail(new ChatLimitedError('Too many chat messages from this address. Try again in 3 minutes.', 150));
    expect(screen.getByRole('alert')).toHaveTextContent(/^You have sent many messages in a short time\. Please try again in 3 minutes \(at .+\); your conversation is kept\.$/);
    expect(log()).toHaveTextContent('Acme');
    expect(log()).toHaveTextContent('Which industry?');
    expect(log()).not.toHaveTextContent('Sorry, there was an error');
    expect(screen.getByRole('list', { name: 'Suggested answers' })).toHaveTextContent('FMCGRetail');
    expect(input()).toHaveValue('Retail');
    // Sending again after the wait clears the message.
    fireEvent.submit(input().closest('form')!);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restores the tab’s thread with GET, and starts afresh when it is no longer the caller’s', async () => {
    window.sessionStorage.setItem(CHAT_THREAD_KEY, 't-old');
    const first = fakeApi();
    const view = open(first.api);
    expect(first.api.load).toHaveBeenCalledWith('t-old');
    expect(first.api.send).not.toHaveBeenCalled();
    await first.answer(thread({ threadId: 't-old', messages: [{ role: 'assistant', content: 'Welcome back' }] }));
    expect(log()).toHaveTextContent('Welcome back');
    view.unmount();

    const second = fakeApi();
    open(second.api);
    await second.fail(new ApiError(404, 'not_found', 'There is no conversation with this id'));
    expect(second.api.send).toHaveBeenCalledWith('', null);
    await second.answer(thread({ threadId: 't-new' }));
    expect(window.sessionStorage.getItem(CHAT_THREAD_KEY)).toBe('t-new');
  });

  it('closes on Escape', async () => {
    const { api, answer } = fakeApi();
    open(api);
    await answer(thread());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks a guest to sign in before saving, then saves through the brief form’s submission once and opens the campaign', async () => {
    const { api, answer } = fakeApi();
    const published = recordBus();
    const modal = signInModal('tok');
    try {
      const { service } = open(api);
      await answer(thread({ fieldName: null, brief: BRIEF, messages: [{ role: 'assistant', content: 'Here is your brief:\nBrand: Acme' }] }));
      expect(log()).toHaveTextContent('Brand: Acme');
      fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
      await waitFor(() => expect(service.sent).toHaveLength(1));
      expect(published.published.map((e) => e.type)).toContain('auth/login-requested');
      // The brief form's request: POST /campaigns/brief of service B, the signed-in token, the brief checked and normalised alike.
      const [request] = service.sent;
      expect(request).toMatchObject({ method: 'POST', url: '/campaigns/brief', headers: { Authorization: 'Bearer tok', 'Idempotency-Key': 'chat-t-1-1' } });
      const asTheFormSendsIt = briefRequest(BRIEF, TODAY);
      expect(asTheFormSendsIt.ok).toBe(true);
      expect(request!.body).toEqual(asTheFormSendsIt.ok ? JSON.parse(JSON.stringify(asTheFormSendsIt.brief)) : null);
      expect(request!.body).toMatchObject({ brand: { name: 'Acme', url: 'https://acme.example/' }, targetGroup: { geos: ['Mumbai'] } });
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      await service.reply({ status: 201, body: { _id: 'camp-9' } });
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/camp-9');
      expect(published.published).toEqual(expect.arrayContaining([
        { type: 'snackbar/shown', message: 'Brief submitted', tone: 'info' },
        { type: 'campaign/saved', campaignId: 'camp-9' },
      ]));
      expect(onClose).toHaveBeenCalled();
    } finally {
      modal.unsubscribe();
      published.stop();
    }
  });

  it('keeps the brief when sign-in is cancelled or the save fails, in the brief form’s words', async () => {
    const { api, answer } = fakeApi();
    let modal = signInModal(null);
    try {
      const { service } = open(api);
      await answer(thread({ fieldName: null, brief: BRIEF }));
      fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to send the brief. Your answers are still here.');
      expect(service.sent).toHaveLength(0);

      modal.unsubscribe();
      modal = signInModal('tok');
      fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
      await waitFor(() => expect(service.sent).toHaveLength(1));
      await service.reply({ status: 400, body: { error: 'bad_request', message: 'The brief is not complete: Enter the start date' } });
      expect(screen.getByRole('alert')).toHaveTextContent('Could not send the brief. The brief is not complete: Enter the start date');
      expect(screen.getByRole('button', { name: 'Save brief' })).toBeEnabled();
    } finally {
      modal.unsubscribe();
    }
  });

  it('ends the session on a 401 and says so, as the brief form does', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    const { api, answer } = fakeApi();
    const { service, runtime } = open(api);
    await answer(thread({ fieldName: null, brief: BRIEF }));
    fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
    await waitFor(() => expect(service.sent).toHaveLength(1));
    await service.reply({ status: 401, body: { error: 'unauthorized', message: 'Sign in again' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Sign in and send the brief again.');
    expect(runtime.session.state()).toMatchObject({ token: null, expired: true });
  });

  it('does not send a brief the rules refuse, and says why', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const { api, answer } = fakeApi();
    const { service } = open(api);
    const late = { ...BRIEF, campaignDetails: { ...BRIEF.campaignDetails, duration: { startDate: '2020-01-01', endDate: '2020-02-01' } } };
    await answer(thread({ fieldName: null, brief: late }));
    fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The brief is not complete: The start date cannot be in the past');
    expect(service.sent).toHaveLength(0);
  });
});
