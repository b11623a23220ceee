/** Print: newspaper editions and magazines. */
import { MAGAZINES, NEWSPAPERS } from '../names-media';
import { MAGAZINE_TEMPLATES, NEWSPAPER_TEMPLATES } from '../names-options';
import { aboutText, cityOf, indian, slugify } from '../build/helpers';
import { expand, type Builder, type Stub } from '../build/stub';

/** Newspaper editions: every edition of every daily, metro mains first. */
export const newspaper: Builder = (count, rng) => {
  const base = NEWSPAPERS.flatMap((paper) => paper.editions.map((edition): Stub => {
    const city = cityOf(edition);
    const metro = city.tier === 'metro';
    const circulation = Math.round(paper.weight * (metro ? rng.range(400_000, 900_000) : rng.range(60_000, 250_000)));
    const name = `${paper.name} ${edition}`;
    return {
      name, slug: slugify(name), city: edition, language: paper.language,
      subTitle: `${edition} · ${paper.language} · Daily`, audience: circulation,
      // Metro mains sit near the top of ₹200–4,000/sq cm; tier-2 editions near the bottom.
      level: paper.weight * (metro ? rng.range(0.75, 1) : rng.range(0.03, 0.08)),
      attributes: { circulation: { value: circulation }, frequency: { value: 'Daily' }, edition: { value: `${edition} Main` } },
      tagline: `${paper.language} daily · ${edition} edition`,
      about: aboutText(
        `${paper.name} is among the most read ${paper.language} dailies in ${edition}, with about ${indian(circulation)} copies a day.`,
        `The ${edition} edition carries city news, business, sport and weekend supplements.`,
        'Advertisers use it for launches, retail offers, admissions, recruitment and public notices.',
      ),
      templates: NEWSPAPER_TEMPLATES, demographics: 'basic',
      edition: metro ? 'Main Edition' : 'City Edition',
    };
  }));
  return expand(base, count, rng, ['City Supplement', 'Weekend Edition', 'Upcountry Edition', 'Metro Supplement'], (label) => ({ edition: label }));
};

/** Magazines, national and regional. */
export const magazine: Builder = (count, rng) => {
  const base = MAGAZINES.map((m): Stub => {
    const circulation = Math.round(m.weight * rng.range(150_000, 1_200_000));
    return {
      name: m.name, slug: slugify(m.name), city: m.city, language: m.language,
      subTitle: `${m.city} · ${m.language} · ${m.frequency}`, audience: circulation,
      level: m.weight * rng.range(0.8, 1),
      attributes: { circulation: { value: circulation }, frequency: { value: m.frequency }, genre: { value: m.genre } },
      tagline: `${m.frequency} ${m.genre.toLowerCase()} magazine`,
      about: aboutText(
        `${m.name} is a ${m.frequency.toLowerCase()} ${m.language} magazine on ${m.genre.toLowerCase()}, read by about ${indian(circulation * 3)} people each issue.`,
        'Its readers are affluent, urban and loyal, which makes it a strong choice for premium brands, launches and festive campaigns.',
      ),
      templates: MAGAZINE_TEMPLATES, demographics: 'basic', genre: m.genre,
    };
  });
  return expand(base, count, rng, ['Special Issue', 'Festive Issue', 'Anniversary Issue', 'Regional Edition']);
};