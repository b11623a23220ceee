/** Out of home: outdoor sites, airport zones and BTL (nontraditional) media. */
import { AIRPORT_TEMPLATES, BTL_TEMPLATES, OUTDOOR_TEMPLATES } from '../names-options';
import { AIRPORTS, BTL_SITES, CITIES, OUTDOOR_FORMATS } from '../names-places';
import { aboutText, cityOf, indian, slugify } from '../build/helpers';
import { expand, roundRobin, type Builder, type Stub } from '../build/stub';

/** Outdoor sites: hoardings, unipoles, gantries and bus shelters on landmark roads. */
export const outdoor: Builder = (count, rng) => {
  // Per city, each site first in one format (rotating), then in the others; cities interleaved.
  const pairs = CITIES.map(({ name: cityName, outdoorSites: sites }) =>
    OUTDOOR_FORMATS.flatMap((_, j) => sites.map((site, i) => ({ cityName, site, format: OUTDOOR_FORMATS[(i + j) % OUTDOOR_FORMATS.length] }))));
  const base = roundRobin(pairs).map(({ cityName, site, format }): Stub => {
    const metro = cityOf(cityName).tier === 'metro';
    const footfall = Math.round(metro ? rng.range(100_000, 800_000) : rng.range(30_000, 200_000));
    const name = `${format} – ${site}, ${cityName}`;
    // Mumbai 28 × 10 ft: ₹1.5–6 lakh a month, premium sites above ₹10 lakh; tier-2 ₹20–30 thousand.
    const level = metro ? (rng.chance(0.1) ? rng.range(0.9, 1) : rng.range(0.13, 0.6)) : rng.range(0, 0.012);
    return {
      name, slug: slugify(name), city: cityName, language: 'English',
      subTitle: `${cityName} · ${format}`, audience: footfall, level,
      attributes: { dailyFootfall: { value: footfall }, format: { value: format }, facing: { value: rng.pick(['Traffic facing', 'Dual facing', 'Junction facing']) } },
      tagline: `${format} at ${site}`,
      about: aboutText(
        `A ${format.toLowerCase()} at ${site}, ${cityName}, seen by about ${indian(footfall)} commuters a day.`,
        'Clear visibility from the approach road; lit options and flex production are available.',
      ),
      templates: OUTDOOR_TEMPLATES[format], demographics: 'none', format: [format],
    };
  });
  return expand(base, count, rng, ['Opposite Side', 'Extension Panel', 'Adjacent Site']);
};

/** "T3 Departures", "International Departures" → "Departures": zones a buyer filters by. */
function airportZone(zone: string): string {
  if (/departure/i.test(zone)) return 'Departures';
  if (/arrival/i.test(zone)) return 'Arrivals';
  if (/baggage/i.test(zone)) return 'Baggage Reclaim';
  return zone;
}

/** Airport zones, each with its airport's rate band. */
export const airport: Builder = (count, rng) => {
  const base = roundRobin(AIRPORTS.map((a) => a.zones.map((zone): Stub => {
    const name = `${a.name} – ${zone}`;
    return {
      name, slug: slugify(name), city: a.city, language: 'English',
      subTitle: `${a.city} · ${zone}`, audience: a.monthlyPassengers, level: rng.range(0, 1),
      attributes: { monthlyPassengers: { value: a.monthlyPassengers }, zone: { value: zone } },
      tagline: `${zone} inventory`,
      about: aboutText(
        `${a.name} handles about ${indian(a.monthlyPassengers)} passengers a month.`,
        `Sites in ${zone} face high-income business and leisure travellers with long dwell times.`,
      ),
      templates: AIRPORT_TEMPLATES,
      band: [a.rateLakh[0] * 100_000, a.rateLakh[1] * 100_000],
      demographics: 'none', genre: airportZone(zone),
    };
  })));
  return expand(base, count, rng, ['Premium Zone', 'Gate Area', 'Food Court', 'Lounge']);
};

/** BTL media: metro, bus, auto rickshaw, local train, mall and tech park, formats interleaved. */
export const nontraditional: Builder = (count, rng) => {
  const formats = [...new Set(BTL_SITES.map((s) => s.format))];
  const base = roundRobin(formats.map((f) => BTL_SITES.filter((s) => s.format === f))).map((s): Stub => {
    const footfall = Math.round(rng.range(s.dailyFootfall[0], s.dailyFootfall[1]));
    return {
      name: s.name, slug: slugify(s.name), city: s.city, language: 'English',
      subTitle: `${s.city} · ${s.format}`, audience: footfall,
      level: cityOf(s.city).tier === 'metro' ? rng.range(0.4, 1) : rng.range(0.05, 0.4),
      attributes: { dailyFootfall: { value: footfall }, format: { value: s.format } },
      tagline: `${s.format} advertising in ${s.city}`,
      about: aboutText(
        `${s.name} puts your brand in front of about ${indian(footfall)} people a day.`,
        'Below-the-line formats give repeated, close-range exposure and suit sampling, launches and local offers.',
      ),
      templates: BTL_TEMPLATES[s.format], demographics: 'none', format: [s.format],
    };
  });
  return expand(base, count, rng, ['Phase 2', 'Extended Network', 'Weekend Pack']);
};