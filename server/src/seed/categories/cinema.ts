/** Cinema: multiplexes of the big chains. */
import { CINEMA_TEMPLATES } from '../names-options';
import { CINEMAS } from '../names-places';
import { aboutText, broadcastLanguage, cityOf, indian, slugify } from '../build/helpers';
import { expand, type Builder, type Stub } from '../build/stub';

/** Multiplexes, one profile per venue. */
export const cinema: Builder = (count, rng) => {
  const base = CINEMAS.map((c): Stub => {
    const city = cityOf(c.city);
    const seats = c.screens * rng.int(150, 300);
    const name = `${c.chain} ${c.venue}, ${c.city}`;
    const language = broadcastLanguage(city);
    return {
      name, slug: slugify(name), city: c.city, language,
      subTitle: `${c.city} · ${c.screens} screens · ${c.chain}`, audience: seats,
      level: city.tier === 'metro' ? rng.range(0.5, 1) : rng.range(0.1, 0.5),
      attributes: { seats: { value: seats }, screens: { value: c.screens }, chain: { value: c.chain } },
      tagline: `${c.screens}-screen multiplex`,
      about: aboutText(
        `${c.chain} at ${c.venue} has ${c.screens} screens and about ${indian(seats)} seats.`,
        'On-screen ads run in the 17–20 minutes before each show, when the audience is seated and attentive; lobby and foyer branding reach every visitor.',
      ),
      templates: CINEMA_TEMPLATES, demographics: 'none', genre: c.chain,
    };
  });
  return expand(base, count, rng, ['Gold Class', 'Audi Pack', 'Weekend Shows']);
};