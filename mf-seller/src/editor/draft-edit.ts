/**
 * Immutable edits of the draft's lists, so every change is a new draft object: the score and
 * the checks are memoised on it and autosave compares it with the last saved one.
 */

/** The list with the entry at `index` replaced. */
export const withItem = <T>(list: readonly T[], index: number, value: T): T[] => list.map((x, i) => (i === index ? value : x));

/** The list without the entry at `index`. */
export const withoutItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The list with the entry at `index` swapped with its neighbour `by` places away (unchanged at either end). */
export function withMoved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by;
  if (other < 0 || other >= list.length) return [...list];
  return list.map((x, i) => (i === index ? list[other]! : i === other ? list[index]! : x));
}

/** An option id unique enough within one profile (the server keeps it when the option is published). */
export const newOptionId = (): string => `opt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Comma-separated text as a list of its non-empty items. */
export const splitList = (text: string): string[] => text.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
