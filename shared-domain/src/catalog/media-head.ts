/**
 * The title and meta description of a media profile's page, from its name, city, about text
 * and options: the catalog's page sets them and the server writes them into the first HTML.
 */
import type { CategoryInfo } from './categories';
import type { CatalogMediaOption, MediaDetail } from './catalog-types';
import { formatRate } from '../format/money';
import { clipDescription, pageTitle } from '../format/page-meta';
import { readableUnitLabel } from '../format/unit-label';
import { formatCount } from '../input/numbers';

/** What a profile's title and description are made of. */
export type MediaHeadSource = Pick<MediaDetail, 'name' | 'city' | 'sections' | 'mediaOptions'>;

/** The option with the lowest offer rate (the first of equals); none for no options. */
export function cheapestOption(options: readonly CatalogMediaOption[]): CatalogMediaOption | undefined {
  return options.reduce<CatalogMediaOption | undefined>(
    (min, o) => (min && min.rates.defaultRates.discountedRate <= o.rates.defaultRates.discountedRate ? min : o),
    undefined,
  );
}

/** "Times of India, Delhi – Newspaper advertising | MediaMart". */
export function detailTitle(media: Pick<MediaDetail, 'name' | 'city'>, category: Pick<CategoryInfo, 'label'>): string {
  return pageTitle(`${media.name}${media.city ? `, ${media.city}` : ''} – ${category.label} advertising`);
}

/** The profile's about text: its second text content, else its first (as the profile score reads it). */
export function aboutText(media: Pick<MediaDetail, 'sections'>): string {
  const texts = (media.sections ?? []).flatMap((s) => s.contents ?? []).filter((c) => c?.value);
  return (texts[1] ?? texts[0])?.value ?? '';
}

/** "Advertise in Times of India, Delhi: 3 newspaper ad options from ₹2,600 per sq cm per insertion. {about}" */
export function detailDescription(media: MediaHeadSource, category: Pick<CategoryInfo, 'label'>): string {
  const options = media.mediaOptions ?? [];
  const cheapest = cheapestOption(options);
  const count = `${formatCount(options.length)} ${category.label.toLowerCase()} ad option${options.length === 1 ? '' : 's'}`;
  const from = cheapest ? ` from ${formatRate(cheapest.rates.defaultRates.discountedRate)} ${readableUnitLabel(cheapest.unitLabel)}`.trimEnd() : '';
  return clipDescription(`Advertise in ${media.name}${media.city ? `, ${media.city}` : ''}: ${count}${from}. ${aboutText(media)}`);
}
