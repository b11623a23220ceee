/** GET /availability of service B (public): options' availability over a range of days. */
import type { AxiosInstance } from 'axios';
import type { OptionAvailability } from 'shared-domain/booking';

/** The route answers at most this many options a call. */
export const AVAILABILITY_MAX_OPTIONS = 50;

/** Every option's availability from `from` to `to`: one call per 50 options (one for a page's options). */
export async function fetchAvailability(client: AxiosInstance, optionIds: readonly string[], from: string, to: string): Promise<OptionAvailability[]> {
  const ids = [...new Set(optionIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += AVAILABILITY_MAX_OPTIONS) chunks.push(ids.slice(i, i + AVAILABILITY_MAX_OPTIONS));
  const answers = await Promise.all(chunks.map((chunk) =>
    client.get<{ availability: OptionAvailability[] }>('/availability', { params: { options: chunk.join(','), from, to } })));
  return answers.flatMap((a) => a.data.availability);
}
