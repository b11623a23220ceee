/** The search box tests' harness: users, a hand-answered search API, fake time and the box rendered with providers. */
import { act } from '@testing-library/react';
import type { SearchSuggestion, User } from 'shared-domain';
import type { GapiSuggestion } from 'shared-domain/search';
import { SearchBox } from './search-box';
import type { AxiosAdapter } from 'axios';
import type { HostSearchApi } from '../search/search-api';
import { renderWithProviders } from '../test/render-with-providers';
import { installMatchMedia } from '../test/viewport';

export const staff: User = { _id: 's1', name: 'Sam', role: 'admin' } as User;
export const advertiser: User = { _id: 'u1', name: 'Asha', role: '' } as User;
export const whiteLabelAdmin: User = { _id: 'w1', name: 'Org', role: 'white-label-admin' } as User;

/** A call the test answers when it likes. */
export type Pending<T> = { text: string; signal: AbortSignal; resolve(v: T): void; reject(e: unknown): void };

/** A search API whose answers the test gives by hand, recording every call. */
export function fakeSearchApi() {
  const suggestionCalls: Pending<SearchSuggestion[]>[] = [];
  const oldCalls: Pending<GapiSuggestion[]>[] = [];
  const record =
    <T,>(calls: Pending<T>[]) =>
    (text: string, signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => calls.push({ text, signal, resolve, reject }));
  const api: HostSearchApi = { suggestions: jest.fn(record(suggestionCalls)), oldSearch: jest.fn(record(oldCalls)) };
  return { api, adapter: searchAdapter(api), suggestionCalls, oldCalls };
}

/** Service A's transport for the page runtime: the two search calls answered by `api`, anything else refused. */
function searchAdapter(api: HostSearchApi): AxiosAdapter {
  return async (config) => {
    const signal = config.signal as AbortSignal;
    const params = (config.params ?? {}) as { q?: string; name?: string };
    let data: unknown;
    if (config.url === '/search/suggestions') data = { suggestions: await api.suggestions(JSON.parse(params.q ?? '""') as string, signal) };
    else if (config.url === '/gapi/suggestions') data = { suggestions: await api.oldSearch(params.name ?? '', signal) };
    else throw new Error(`The search box asked for ${config.url ?? 'nothing'}`);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
}

/** Runs fake time forward inside act, letting promises (answers, lazy chunks) settle. */
export async function advance(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

export async function renderBox(user: User | null, fake = fakeSearchApi(), route = '/radio') {
  const view = renderWithProviders(<SearchBox user={user} />, { route, serviceA: fake.adapter });
  await advance();
  return { ...view, ...fake };
}

export const suggestions: SearchSuggestion[] = [
  { suggestion: 'radio mirchi', score: 9, toolName: 'radio' },
  { suggestion: 'radio on metro', score: 7, toolName: 'nontraditional' },
  { suggestion: 'radio city', score: 5, toolName: 'radio' },
];


/** Fake time, an empty storage and a wide viewport for every test of the file that calls it. */
export function setUpSearchBoxTests() {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    installMatchMedia(1280);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
