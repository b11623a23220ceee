/** For the catalogue's tests: service B answering GET /availability with every option on request (the page's other tests never reach the network). */
import type { AxiosAdapter } from 'axios';
import type { OptionAvailability } from 'shared-domain/booking';

export const onRequestAvailability: AxiosAdapter = async (config) => {
  const params = (config.params ?? {}) as Record<string, string>;
  const availability: OptionAvailability[] = String(params.options ?? '').split(',').filter(Boolean).map((optionId) => ({
    optionId, from: params.from ?? '', to: params.to ?? '', onRequest: true, holdHours: 48, keptUntil: null, days: [],
    summary: { state: 'on-request', free: 0, label: 'On request', nextFree: null },
  }));
  return { data: { availability }, status: 200, statusText: 'OK', headers: {}, config };
};
