import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ChatLimitedError, createChatApi } from './chat-api';

/** Service A answering every call with one status, body and headers. */
function serviceA(status: number, data: unknown, headers: Record<string, string> = {}) {
  return axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const response = { data, status, statusText: String(status), headers, config } as AxiosResponse;
      const valid = config.validateStatus ? config.validateStatus(status) : status < 400;
      if (!valid) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    },
  });
}

describe('createChatApi', () => {
  it('turns the rate limit into a ChatLimitedError with the Retry-After seconds', async () => {
    const api = createChatApi({ serviceA: serviceA(429, { error: 'too_many_requests', message: 'Too many chat messages from this address. Try again in 2 minutes.' }, { 'retry-after': '95' }) });
    const err = await api.send('Acme', 't-1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatLimitedError);
    expect(err).toMatchObject({ status: 429, retryAfterSeconds: 95, message: 'Too many chat messages from this address. Try again in 2 minutes.' });
  });

  it('without a Retry-After the wait is unknown', async () => {
    const api = createChatApi({ serviceA: serviceA(429, {}) });
    await expect(api.send('Acme', null)).rejects.toMatchObject({ retryAfterSeconds: null });
  });

  it('reads a thread from a 200', async () => {
    const api = createChatApi({ serviceA: serviceA(200, { threadId: 't-1', messages: [{ role: 'assistant', content: 'Hi' }], fieldName: 'brand.name', suggestions: [] }) });
    await expect(api.send('', null)).resolves.toMatchObject({ threadId: 't-1', fieldName: 'brand.name' });
  });
});
