/**
 * How a rate's unit reads to a buyer. Sellers write units the trade's short way ("per 10 sec
 * spot", "per col cm per day"); a price beside its unit must read as plain words
 * ("per 10-second spot", "per column cm per day"), and a unit without "per" gets one.
 */

const WORDS: readonly [RegExp, string][] = [
  [/\b(\d+(?:\.\d+)?)\s*-?\s*(?:secs?|seconds?)\b/gi, '$1-second'],
  [/\b(\d+(?:\.\d+)?)\s*-?\s*(?:mins?|minutes?)\b/gi, '$1-minute'],
  [/\bsecs?\b/gi, 'second'],
  [/\bmins?\b/gi, 'minute'],
  [/\bhrs?\b/gi, 'hour'],
  [/\bcols?\b\.?/gi, 'column'],
  [/\bimps?\b|\bimpr\b/gi, 'impressions'],
  [/\bsq\.?\s*(cm|ft|m|in)\b/gi, 'sq $1'],
  [/\bwk\b/gi, 'week'],
  [/\bmth\b|\bmo\b/gi, 'month'],
  [/\bins\b/gi, 'insertion'],
];

/** A unit label as plain words: "per 10 sec spot" → "per 10-second spot", "col cm/day" → "per column cm per day"; '' for none. */
export function readableUnitLabel(label: string | null | undefined): string {
  let text = (label ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  for (const [pattern, replacement] of WORDS) text = text.replace(pattern, replacement);
  // "cm/day" and "/ month" read as "per".
  text = text.replace(/\s*\/\s*/g, ' per ').trim();
  if (!/^(per|each|for)\b/i.test(text)) text = `per ${text}`;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
