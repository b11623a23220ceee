import { ApiError, categoryInfo, type CategoryKey } from 'shared-domain';

const dateTimes = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata',
});

/** An ISO time as India reads it ("5 Mar 2025, 3:04 pm"); an unreadable one as it came. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimes.format(d);
}

/** A category's name ("Newspaper"), or its key when unknown. */
export const categoryLabel = (category: CategoryKey | string): string => categoryInfo(category)?.label ?? category;

/** The public page of a live listing. */
export const livePath = (live: { category: string; slug: string }): string => `/${live.category}/${live.slug}`;

/** A profile's name as the lists show it. */
export const profileName = (name: string): string => name.trim() || 'Untitled';

/** The words for a failed call: our own for the statuses given, else the server's message. */
export function problemText(error: unknown, messages: Partial<Record<number, string>> = {}): string {
  if (error instanceof ApiError) return messages[error.status] ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** The per-field messages of a 400 (`{ fields: { name: '…' } }`), else none. */
export function fieldProblems(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? error.fields : {};
}
