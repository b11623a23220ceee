import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, AUTH_TOKEN_KEY, bus, type Brief } from 'shared-domain';
import { recordBus, renderWithProviders } from '../test/render-with-providers';
import type { ChatApi, ChatThreadView } from './chat-api';
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
const BRIEF = { brand: { name: 'Acme', salesChannel: [] } } as unknown as Brief;

/** A fake API whose calls the test answers one by one. */
function fakeApi() {
  const pending: { resolve(v: unknown): void; reject(e: unknown): void }[] = [];
  const wait = () => new Promise<never>((resolve, reject) => pending.push({ resolve: resolve as (v: unknown) => void, reject }));
  const api = { send: jest.fn(wait), load: jest.fn(wait), saveBrief: jest.fn(wait) } as unknown as ChatApi & Record<keyof ChatApi, jest.Mock>;
  const answer = async (value: unknown) => act(async () => pending.shift()!.resolve(value));
  const fail = async (error: unknown) => act(async () => pending.shift()!.reject(error));
  return { api, answer, fail };
}

const onClose = jest.fn();
function open(api: ChatApi) {
  return renderWithProviders(<ChatPanel id="chat" onClose={onClose} api={api} />);
}
const input = () => screen.getByLabelText('Your message');
const log = () => screen.getByRole('log', { name: 'Conversation' });

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

  it("says 'Sorry, there was an error processing your request.' when a send fails, keeping the user's text", async () => {
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

  it('asks a guest to sign in before saving the brief, then saves it once and opens the campaign', async () => {
    const { api, answer } = fakeApi();
    const published = recordBus();
    // The auth modal: signs the user in when asked.
    const modal = bus.on('auth/login-requested').subscribe(() => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
      bus.publish({ type: 'auth/login-completed', user: { _id: 'u1', name: 'A', email: 'a@example.com', role: '', phone: '' } });
    });
    try {
      open(api);
      await answer(thread({ fieldName: null, brief: BRIEF, messages: [{ role: 'assistant', content: 'Here is your brief:\nBrand: Acme' }] }));
      expect(log()).toHaveTextContent('Brand: Acme');
      fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
      await waitFor(() => expect(api.saveBrief).toHaveBeenCalledWith(BRIEF, 'chat-t-1-1'));
      expect(published.published.map((e) => e.type)).toContain('auth/login-requested');
      await answer('camp-9');
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

  it('keeps the brief when sign-in is cancelled or the save fails, and says so', async () => {
    const { api, answer, fail } = fakeApi();
    const modal = bus.on('auth/login-requested').subscribe(() => bus.publish({ type: 'auth/login-cancelled' }));
    try {
      open(api);
      await answer(thread({ fieldName: null, brief: BRIEF }));
      fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to save the brief. Your answers are kept.');
      expect(api.saveBrief).not.toHaveBeenCalled();

      window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
      fireEvent.click(screen.getByRole('button', { name: 'Save brief' }));
      await waitFor(() => expect(api.saveBrief).toHaveBeenCalledTimes(1));
      await fail(new ApiError(400, 'bad_request', 'The brief is not complete: Enter the start date'));
      expect(screen.getByRole('alert')).toHaveTextContent('Could not save the brief. The brief is not complete: Enter the start date');
      expect(screen.getByRole('button', { name: 'Save brief' })).toBeEnabled();
    } finally {
      modal.unsubscribe();
    }
  });
});
