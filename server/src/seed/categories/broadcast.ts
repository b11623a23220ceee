/** Broadcast: FM radio stations and television channels. */
import { RADIO_NETWORKS, TV_CHANNELS } from '../names-media';
import { RADIO_TEMPLATES, TELEVISION_TEMPLATES } from '../names-options';
import { aboutText, broadcastLanguage, cityOf, indian, slugify } from '../build/helpers';
import { expand, roundRobin, type Builder, type Stub } from '../build/stub';

/** FM and AIR stations, networks interleaved so a prefix spans every network. */
export const radio: Builder = (count, rng) => {
  const base = roundRobin(RADIO_NETWORKS.map((n) => n.cities.map((cityName): Stub => {
    const city = cityOf(cityName);
    const metro = city.tier === 'metro';
    const listeners = Math.round(n.weight * (metro ? rng.range(1_500_000, 4_000_000) : rng.range(200_000, 900_000)));
    const station = n.frequency === 'AIR' ? n.name : `${n.name} ${n.frequency}`;
    const name = `${station} ${cityName}`;
    const language = n.language ?? broadcastLanguage(city);
    return {
      name, slug: slugify(name), city: cityName, language,
      subTitle: `${cityName} · ${language} · ${n.frequency === 'AIR' ? 'AIR' : `FM ${n.frequency}`}`, audience: listeners,
      // Metros ₹1,000–2,500 per 10 s; tier-2 ₹500–1,200 (SEED-FACTS.md).
      level: n.weight * (metro ? rng.range(0.35, 1) : rng.range(0.13, 0.4)),
      attributes: { weeklyListenership: { value: listeners }, frequency: { value: n.frequency }, language: { value: language } },
      tagline: `${language} FM in ${cityName}`,
      about: aboutText(
        `${station} reaches about ${indian(listeners)} listeners a week in ${cityName} with music, RJ-led shows and local news.`,
        'Morning and evening drive time are the most listened-to bands; fixed-time spots and RJ mentions are available on request.',
      ),
      templates: RADIO_TEMPLATES, demographics: 'basic', genre: n.name,
    };
  })));
  return expand(base, count, rng, ['Drive Time Package', 'Weekend Package', 'Regional Network']);
};

/** Television channels, interleaved by language. */
export const television: Builder = (count, rng) => {
  // Interleaved by language so the default 40 channels include every regional market.
  const languages = [...new Set(TV_CHANNELS.map((ch) => ch.language))];
  const base = roundRobin(languages.map((l) => TV_CHANNELS.filter((ch) => ch.language === l))).map((ch): Stub => {
    const reach = Math.round(ch.weight * rng.range(60_000_000, 250_000_000));
    const ama = Math.round(reach * rng.range(0.008, 0.02));
    const primeTime = ch.genre === 'News' || ch.genre === 'Business News' ? ['20:00 - 22:00'] : ch.genre === 'Sports' ? ['Live match hours'] : ['19:00 - 23:00'];
    return {
      name: ch.name, slug: slugify(ch.name), city: ch.city, language: ch.language,
      subTitle: `${ch.language} · ${ch.genre}`, audience: reach,
      level: ch.weight * rng.range(0.85, 1),
      attributes: {
        monthlyCumeReach: { value: reach },
        language: { value: ch.language },
        metroSharePercentage: { value: `${rng.int(18, 55)}%` },
        primeTime: { value: primeTime },
        monthlyAMA: { value: ama },
      },
      tagline: `${ch.language} ${ch.genre.toLowerCase()} channel`,
      about: aboutText(
        `${ch.name} is a ${ch.language} ${ch.genre.toLowerCase()} channel reaching about ${indian(reach)} viewers a month.`,
        'Spots are sold by time band and break position; sponsorships and in-show integrations are available on its flagship shows.',
      ),
      templates: TELEVISION_TEMPLATES, demographics: 'television', genre: ch.genre,
    };
  });
  return expand(base, count, rng, ['HD', 'Regional Feed', 'International Feed']);
};