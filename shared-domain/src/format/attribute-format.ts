import { formatCount } from '../input/numbers';

/** Labels for attribute keys whose plain-English form is not derivable from camelCase. */
const LABELS: Record<string, string> = {
  monthlyAMA: 'Monthly AMA',
  monthlyCumeReach: 'Monthly cume reach',
  metroSharePercentage: 'Metro share',
  appStoreRating: 'App store rating',
  pagesPerVisit: 'Pages per visit',
  bidType: 'Bid type',
  pricingModel: 'Pricing model',
  primeTime: 'Prime time',
};

/** "monthlyUsers" → "Monthly users"; acronyms stay upper case ("monthlyAMA" → "Monthly AMA"). */
export function attributeLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w, i) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : i === 0 ? w : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An attribute value for display; numbers with Indian grouping, lists comma-separated. */
export function attributeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatCount(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(attributeValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
