/**
 * Deterministic seed catalog: realistic Indian media profiles and priced media options for
 * all eleven categories (SEED-FACTS.md), scored with the shared profile score.
 *
 * Everything comes from one seeded PRNG — no clock, no Math.random, no network — so the same
 * options always give byte-identical output. The default is about 650 profiles and exactly
 * 2,300 options; `optionCount` scales it (100,000 options for load tests).
 */
import {
  CATEGORIES, mediaMonogram, scoreListing, scoreProfile,
  type Attribute, type CatalogMediaOption, type CategoryKey, type Chart, type CreativeSpec, type KeyValue,
  type MediaDetail, type MediaFacets, type MediaProfile, type PricingUnit, type RateRow, type ScoreMediaOption, type Section,
  type VariablePricingUnit,
} from 'shared-domain';
import {
  ADVERTISERS, DIGITAL_PUBLISHERS, FIRST_NAMES, INFLUENCER_NICHES, INFLUENCER_TIERS, LAST_NAMES, SPORTS_PROPERTIES,
  type InfluencerTier,
} from './names-digital';
import { monogramLogoUrl } from '../site/category-logo';
import { MAGAZINES, NEWSPAPERS, RADIO_NETWORKS, TV_CHANNELS } from './names-media';
import {
  AIRPORT_TEMPLATES, BTL_TEMPLATES, CINEMA_TEMPLATES, DIGITAL_AUDIO_TEMPLATES, DIGITAL_DISPLAY_TEMPLATES,
  DIGITAL_VIDEO_TEMPLATES, INFLUENCER_TEMPLATES, MAGAZINE_TEMPLATES, NEWSPAPER_TEMPLATES, OUTDOOR_TEMPLATES,
  RADIO_TEMPLATES, SPORTS_BROADCAST_TEMPLATES, SPORTS_STADIUM_TEMPLATES, SPORTS_TEAM_TEMPLATES, TELEVISION_TEMPLATES,
  type CreativeKind, type OptionTemplate, type SelectSpec,
} from './names-options';
import {
  AIRPORTS, BTL_SITES, CHART_CITIES, CHART_STATES, CINEMAS, CITIES, OUTDOOR_FORMATS, OUTDOOR_SITES, type City,
} from './names-places';

export type SeedMedia = Omit<MediaDetail, 'optionCount' | 'minPrice' | 'minPriceUnit' | 'maxSavingPercent'> & { facets?: MediaFacets };
export type GenerateOptions = { seed?: number; optionCount?: number };

/** The fixed seed used when none is given. */
export const DEFAULT_SEED = 20_240_601;
/** Options in the default catalog. */
export const DEFAULT_OPTION_COUNT = 2_300;

// ---------------------------------------------------------------- PRNG

type Rng = {
  next(): number;
  int(lo: number, hi: number): number;
  range(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32: tiny, fast and good enough for fake data; the state is one 32-bit word. */
function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    range: (lo, hi) => lo + next() * (hi - lo),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

// ---------------------------------------------------------------- small helpers

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Rounds a rupee amount the way rate cards quote it: ₹3,70,000 not ₹3,71,234. */
function niceRupees(x: number): number {
  const step = x >= 10_000_000 ? 100_000 : x >= 1_000_000 ? 10_000 : x >= 100_000 ? 1_000 : x >= 10_000 ? 100 : x >= 1_000 ? 10 : 1;
  return Math.max(1, Math.round(x / step) * step);
}

/** A minimum-billing floor, rounded up so it never sits below the smallest order. */
function floorRupees(x: number): number {
  const step = x >= 100_000 ? 1_000 : x >= 10_000 ? 500 : 100;
  return Math.ceil(x / step) * step;
}

/** Indian digit grouping (12,34,567) without depending on the runtime's ICU data. */
function indian(n: number): string {
  const s = String(Math.round(n));
  if (s.length <= 3) return s;
  const head = s.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${s.slice(-3)}`;
}

/** Lowercase, hyphenated URL slug: "Radio Mirchi 98.3 Mumbai" → "radio-mirchi-98-3-mumbai". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, (c) => (c === '.' ? '-' : ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 24-hex ids shaped like Mongo ObjectIds: a fixed prefix, a kind, then a counter. */
const objectId = (kind: number, n: number) =>
  `6650${kind.toString(16).padStart(4, '0')}${n.toString(16).padStart(16, '0')}`;
const ID_MEDIA = 0xa1;
const ID_OPTION = 0xb2;
const ID_VENDOR = 0xc3;
const VENDOR_POOL = 80;

/**
 * Freezes data shared by many options. Sharing keeps a 100,000-option catalog small;
 * freezing makes an accidental in-place edit throw instead of changing every option.
 */
function shared<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) shared(v);
  }
  return value;
}

const CITY_BY_NAME = new Map<string, City>(CITIES.map((c) => [c.name, c]));
const cityOf = (name: string): City => {
  const city = CITY_BY_NAME.get(name);
  if (!city) throw new Error(`Unknown seed city ${name}`);
  return city;
};
/** FM and cinema in Mumbai, Pune, Chandigarh, Ahmedabad… run mostly in Hindi. */
const broadcastLanguage = (city: City) =>
  ['Marathi', 'Punjabi', 'Gujarati'].includes(city.language) ? 'Hindi' : city.language;

// ---------------------------------------------------------------- creative specs, info, SOP

const kv = (key: string, value: string | number): KeyValue => ({ key, value });
const IMAGE_PRINT: CreativeSpec = { type: 'image', fields: [kv('Unit', 'cm'), kv('Format', 'PDF (CMYK), JPG'), kv('Resolution', '300 dpi')] };
const IMAGE_OUTDOOR: CreativeSpec = { type: 'image', fields: [kv('Unit', 'ft'), kv('Format', 'PDF, CDR, TIFF'), kv('Resolution', '72 dpi at full size')] };
const IMAGE_DISPLAY: CreativeSpec = { type: 'image', fields: [kv('Unit', 'px'), kv('Format', 'JPG, PNG, GIF, HTML5'), kv('Resolution', 'As per ad size, max 150 KB')] };
const VIDEO_BROADCAST: CreativeSpec = { type: 'video', fields: [kv('Bit rate type', 'CBR'), kv('Video bit rate', '50 Mbps'), kv('Aspect Ratio', '16:9'), kv('Format', 'MXF, MOV (ProRes)')] };
const VIDEO_DIGITAL: CreativeSpec = { type: 'video', fields: [kv('Bit rate type', 'VBR'), kv('Video bit rate', '8 Mbps'), kv('Aspect Ratio', '16:9'), kv('Format', 'MP4 (H.264)')] };
const VIDEO_SOCIAL: CreativeSpec = { type: 'video', fields: [kv('Bit rate type', 'VBR'), kv('Video bit rate', '6 Mbps'), kv('Aspect Ratio', '9:16'), kv('Format', 'MP4')] };
const AUDIO: CreativeSpec = { type: 'audio', fields: [kv('Format', 'MP3, WAV (44.1 kHz)'), kv('Min File Size', '100 KB'), kv('Max File Size', '10 MB')] };
const TEXT_SHORT: CreativeSpec = { type: 'text', fields: [kv('Max Character Length', 250)] };
const TEXT_SCRIPT: CreativeSpec = { type: 'text', fields: [kv('Max Character Length', 600)] };
const CTA: CreativeSpec = { type: 'cta', fields: [kv('Ad click URL', 'https://advertiser.example.in/landing'), kv('Max Characters', 25)] };

const CREATIVE_SPECS: Readonly<Record<CreativeKind, CreativeSpec[]>> = shared({
  print: [IMAGE_PRINT],
  classified: [IMAGE_PRINT, TEXT_SHORT],
  audio: [AUDIO, TEXT_SCRIPT],
  video: [VIDEO_BROADCAST],
  display: [IMAGE_DISPLAY, CTA],
  outdoor: [IMAGE_OUTDOOR],
  social: [VIDEO_SOCIAL, TEXT_SHORT, CTA],
  activation: [IMAGE_OUTDOOR, TEXT_SCRIPT],
});
/** Digital video inventory takes web files, not broadcast masters. */
const DIGITAL_VIDEO_SPECS: CreativeSpec[] = shared([VIDEO_DIGITAL, CTA]);

const GUIDELINES = 'Campaign Guidlines and Restrictions';
const ADDITIONAL_INFO: KeyValue[] = shared([
  kv(GUIDELINES, 'No tobacco, surrogate liquor, betting or political advertising. Creatives must follow ASCI guidelines and reach us 3 working days before the start date.'),
  kv('Material Deadline', '3 working days before release'),
  kv('Cancellation Policy', 'Cancellations less than 7 days before release are charged at 50%.'),
]);
const SOP: KeyValue[] = shared([
  kv('Proof Of Execution', 'Photographs, screenshots or logs with date and time stamp'),
  kv('First Proof Of Execution(In Days)', 2),
  kv('Proof Of Execution Frequency', 'Weekly'),
]);
// Deliberately incomplete variants, used for the few profiles that should not score 100.
const ADDITIONAL_INFO_INCOMPLETE: KeyValue[] = shared([kv('Material Deadline', '3 working days before release')]);
const SOP_INCOMPLETE: KeyValue[] = shared([kv('Proof Of Execution', 'Photographs')]);
const NO_SPECS: CreativeSpec[] = shared([]);
const NO_STRINGS: string[] = shared([]);
const NO_ARTWORKS: { url: string; sample?: boolean }[] = shared([]);

const artworkCache = new Map<string, { url: string; sample?: boolean }[]>();
const artworksFor = (category: CategoryKey) => {
  let art = artworkCache.get(category);
  if (!art) {
    // Drawn layouts, not artworks that ran: marked so pages say so.
    art = shared([1, 2].map((i) => ({ url: `/assets/artworks/${category}-${i}.jpg`, sample: true })));
    artworkCache.set(category, art);
  }
  return art;
};

const descriptionCache = new Map<OptionTemplate, string[]>();
const descriptionsFor = (t: OptionTemplate) => {
  let d = descriptionCache.get(t);
  if (!d) {
    d = shared([
      `${t.name}, priced ${t.unitLabel}. Rates exclude GST and production unless stated.`,
      `Booking is confirmed on release order and creative approval; dates may shift by a few days at the media owner's discretion.`,
    ]);
    descriptionCache.set(t, d);
  }
  return d;
};

// ---------------------------------------------------------------- profile stubs per category

type DemographicsKind = 'digital' | 'television' | 'basic' | 'none';

/** What a category builder decides about one profile; options and scores come later. */
type Stub = {
  name: string;
  slug: string;
  city: string;
  language: string;
  subTitle: string;
  audience: number;
  /** 0..1: where the profile sits in its category's rate band. */
  level: number;
  attributes: Record<string, Attribute>;
  tagline: string;
  about: string;
  templates: readonly OptionTemplate[];
  /** Per-stub rate band overriding the template's (airport sites, influencer tiers). */
  band?: readonly [number, number];
  demographics: DemographicsKind;
  /** Browse filters: newspaper edition; genre, niche, league, station, chain or zone; format
   * when it is the site or medium rather than the ad types of its options. */
  edition?: string;
  genre?: string;
  format?: readonly string[];
};

type Builder = (count: number, rng: Rng) => Stub[];

/**
 * Takes `count` stubs from the real combinations in list order (builders put flagships and a
 * spread of cities first); when a load test asks for more than exist, the rest are labelled
 * variants with a smaller audience.
 */
function expand(order: readonly Stub[], count: number, rng: Rng, labels: readonly string[], relabel?: (label: string) => Partial<Stub>): Stub[] {
  const out: Stub[] = [];
  for (let i = 0; i < count; i++) {
    const stub = order[i % order.length];
    const round = Math.floor(i / order.length);
    if (round === 0) {
      out.push(stub);
      continue;
    }
    const baseLabel = labels[(round - 1) % labels.length];
    const label = baseLabel + (round > labels.length ? ` ${Math.ceil(round / labels.length)}` : '');
    out.push({
      ...stub,
      ...relabel?.(baseLabel),
      name: `${stub.name} – ${label}`,
      slug: `${stub.slug}-${slugify(label)}`,
      audience: Math.max(1, Math.round(stub.audience * rng.range(0.3, 0.9))),
      level: stub.level * rng.range(0.6, 1),
    });
  }
  return out;
}

/** Interleaves groups (first of each, then second of each…) so a prefix spans every group. */
function roundRobin<T>(groups: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) for (const g of groups) if (i < g.length) out.push(g[i]);
  return out;
}

const aboutText = (...sentences: string[]) => sentences.join(' ');

const newspaper: Builder = (count, rng) => {
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

const magazine: Builder = (count, rng) => {
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

const radio: Builder = (count, rng) => {
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

const cinema: Builder = (count, rng) => {
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

const airport: Builder = (count, rng) => {
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

const outdoor: Builder = (count, rng) => {
  // Per city, each site first in one format (rotating), then in the others; cities interleaved.
  const pairs = Object.entries(OUTDOOR_SITES).map(([cityName, sites]) =>
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

const nontraditional: Builder = (count, rng) => {
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

const television: Builder = (count, rng) => {
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

const digital: Builder = (count, rng) => {
  const base = DIGITAL_PUBLISHERS.map((p): Stub => {
    const users = Math.round(p.monthlyUsersM * 1_000_000 * rng.range(0.9, 1.1));
    const templates = [
      ...DIGITAL_DISPLAY_TEMPLATES,
      ...(p.video ? DIGITAL_VIDEO_TEMPLATES : []),
      ...(p.medium === 'Audio Streaming' ? DIGITAL_AUDIO_TEMPLATES : []),
    ];
    const pricingModel = ['CPM', 'Fixed', ...(rng.chance(0.3) ? ['CPC'] : [])];
    return {
      name: p.name, slug: slugify(p.name), city: p.city, language: p.language,
      subTitle: `${p.city} · ${p.language} · ${p.medium}`, audience: users,
      level: clamp(Math.log10(users) / 9, 0, 1),
      attributes: {
        monthlyUsers: { value: users },
        bidType: { value: rng.pick(['Fixed', 'Fixed', 'Programmatic Guaranteed']) },
        medium: { value: p.medium },
        pricingModel: { value: pricingModel },
        pagesPerVisit: { value: round1(rng.range(2, 7.5)), toolTip: 'Average pages or screens viewed per visit, last 3 months' },
        appStoreRating: { value: round1(rng.range(3.8, 4.7)), toolTip: 'Average Google Play Store rating' },
      },
      tagline: `${p.genre} · ${p.medium}`,
      about: aboutText(
        `${p.name} is a ${p.genre.toLowerCase()} ${p.medium === 'OTT' ? 'streaming platform' : 'destination'} with about ${indian(users)} monthly users.`,
        'Buy display, video and native formats by CPM or as fixed-price takeovers, with device, geo and audience targeting.',
      ),
      templates, demographics: 'digital', genre: p.genre, format: [p.medium],
    };
  });
  return expand(base, count, rng, ['Regional Language Edition', 'Connected TV', 'Lite App']);
};

/** Influencers are made up from name parts; only the tiers, niches and rates are real. */
const influencer: Builder = (count, rng) => {
  const out: Stub[] = [];
  const taken = new Set<string>();
  const tierFor = (): InfluencerTier => {
    let r = rng.next();
    for (const tier of INFLUENCER_TIERS) {
      if ((r -= tier.share) < 0) return tier;
    }
    return INFLUENCER_TIERS[0];
  };
  for (let i = 0; i < count; i++) {
    const niche = rng.pick(INFLUENCER_NICHES);
    const tier = tierFor();
    let first = rng.pick(FIRST_NAMES);
    let last = rng.pick(LAST_NAMES);
    let name = `${first} ${last}`;
    for (let tries = 0; taken.has(`${name}|${niche.name}`) && tries < 20; tries++) {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
      name = `${first} ${last}`;
    }
    if (taken.has(`${name}|${niche.name}`)) name = `${name} ${i}`;
    taken.add(`${name}|${niche.name}`);
    const word = rng.pick(niche.handleWords);
    const handle = rng.chance(0.5) ? `${first}.${word}` : `${word}with${first}`;
    const city = rng.pick(CITIES);
    const language = rng.pick(['Hindi', 'English', 'English', city.language]);
    const position = rng.next();
    const followers = Math.round(tier.followers[0] + (tier.followers[1] - tier.followers[0]) * position * position);
    out.push({
      name, slug: slugify(`${name} ${niche.name}`), city: city.name, language,
      subTitle: `${city.name} · ${niche.name} · ${tier.name}`, audience: followers,
      level: clamp(position * rng.range(0.8, 1.2), 0, 1),
      attributes: {
        followers: { value: followers },
        handle: { value: `@${handle.toLowerCase().replace(/[^a-z0-9._]/g, '')}` },
        niche: { value: niche.name },
        tier: { value: tier.name },
        platforms: { value: rng.chance(0.6) ? ['Instagram', 'YouTube'] : ['Instagram'] },
        engagementRate: { value: `${round1(rng.range(1.2, 8))}%` },
      },
      tagline: `${niche.name} creator · ${tier.name}`,
      about: aboutText(
        `${first} creates ${niche.name.toLowerCase()} content in ${language} for about ${indian(followers)} followers, mostly from ${city.name} and other metros.`,
        'Open to reels, stories, YouTube integrations and event appearances; usage rights for paid amplification can be added.',
      ),
      templates: INFLUENCER_TEMPLATES,
      band: tier.ratePerPost,
      demographics: 'basic',
      genre: niche.name,
    });
  }
  return out;
};

const sportsMarketing: Builder = (count, rng) => {
  const base = SPORTS_PROPERTIES.map((p): Stub => {
    const viewership = Math.round(p.viewershipM * 1_000_000 * rng.range(0.9, 1.1));
    const kindLabel = p.kind === 'team' ? 'Team' : p.kind === 'stadium' ? 'Stadium' : 'Broadcast';
    const templates = p.kind === 'team' ? SPORTS_TEAM_TEMPLATES : p.kind === 'stadium' ? SPORTS_STADIUM_TEMPLATES : SPORTS_BROADCAST_TEMPLATES;
    return {
      name: p.name, slug: slugify(p.name), city: p.city, language: p.language,
      subTitle: `${p.city} · ${p.league} · ${kindLabel}`, audience: viewership,
      // Squared so that Kabaddi and ISL sit far below the IPL, as their rights do.
      level: p.weight * p.weight * rng.range(0.9, 1),
      attributes: { viewership: { value: viewership }, league: { value: p.league }, propertyType: { value: kindLabel } },
      tagline: `${p.league} ${kindLabel.toLowerCase()} property`,
      about: aboutText(
        `${p.name} offers ${p.league} ${p.kind === 'broadcast' ? 'broadcast inventory' : p.kind === 'stadium' ? 'in-stadium branding' : 'team sponsorship'} seen by about ${indian(viewership)} viewers a season.`,
        'Rights are sold per season or per match, with category exclusivity on request.',
      ),
      templates, demographics: 'none', genre: p.league, format: [kindLabel],
    };
  });
  return expand(base, count, rng, ['Season Pack', 'Playoffs Pack', 'Digital Rights']);
};

const BUILDERS: Readonly<Record<CategoryKey, Builder>> = {
  airport, cinema, magazine, newspaper, outdoor, nontraditional, radio,
  'influencer-marketing': influencer, digital, television, 'sports-marketing': sportsMarketing,
};

/**
 * Default profiles per category (650 in all) and the options-per-profile range. Counts stay
 * within the real combinations of the name lists so the default catalog needs no variants.
 */
const PLAN: Readonly<Record<CategoryKey, { profiles: number; options: readonly [number, number] }>> = {
  airport: { profiles: 30, options: [3, 5] },
  cinema: { profiles: 60, options: [3, 4] },
  magazine: { profiles: 40, options: [3, 5] },
  newspaper: { profiles: 105, options: [3, 5] },
  outdoor: { profiles: 80, options: [2, 4] },
  nontraditional: { profiles: 60, options: [2, 4] },
  radio: { profiles: 80, options: [3, 5] },
  'influencer-marketing': { profiles: 65, options: [3, 5] },
  digital: { profiles: 50, options: [3, 6] },
  television: { profiles: 40, options: [3, 5] },
  'sports-marketing': { profiles: 40, options: [3, 5] },
};
/** Profiles in the default catalog (650), for tests and the seed CLI's summary. */
export const DEFAULT_PROFILE_COUNT = Object.values(PLAN).reduce((s, p) => s + p.profiles, 0);

// ---------------------------------------------------------------- options

type Defect = 'artwork' | 'description' | 'creative' | 'guidelines' | 'sop' | 'vendor';
const OPTION_DEFECTS: readonly Defect[] = ['artwork', 'description', 'creative', 'guidelines', 'sop', 'vendor'];

const NO_DEFECTS: ReadonlySet<Defect> = new Set();

/** The checks a seller left incomplete on one option: `first` (if any) and each other with chance `gap`. */
function optionDefects(first: Defect | undefined, gap: number, quality: Rng): ReadonlySet<Defect> {
  if (gap <= 0) return first ? new Set([first]) : NO_DEFECTS;
  let out: Set<Defect> | undefined = first ? new Set([first]) : undefined;
  for (const d of OPTION_DEFECTS) if (quality.chance(gap)) (out ??= new Set()).add(d);
  return out ?? NO_DEFECTS;
}

function pricingUnits(t: OptionTemplate): PricingUnit[] {
  return t.units.map(([name, value, min]) => ({ name, value, min }));
}

const selectValuesCache = new Map<SelectSpec, (string | number)[]>();
function variableUnits(t: OptionTemplate): VariablePricingUnit[] {
  const selects = (t.selects ?? []).map((s): VariablePricingUnit => {
    let values = selectValuesCache.get(s);
    if (!values) selectValuesCache.set(s, (values = shared([...s.values])));
    return { name: s.name, type: 'select', values, defaultValue: s.values[0] };
  });
  const numbers = (t.numbers ?? []).map(([name, defaultValue, min]): VariablePricingUnit => ({
    name, type: 'number', defaultValue, min,
  }));
  return [...selects, ...numbers];
}

/**
 * Variant rows: one per non-default select value, plus one per pair across the first two
 * selects so the most-fields rule (PRICING.md step 3) prices the combination as the sum.
 */
function variantRows(selects: readonly SelectSpec[]): RateRow[] {
  const rows: RateRow[] = [];
  for (const s of selects) {
    s.values.forEach((value, i) => {
      if (i > 0) rows.push({ fields: [{ field: s.name, value }], difference: { type: 'percentage', value: s.premiums[i] } });
    });
  }
  const [a, b] = selects;
  if (a && b) {
    a.values.forEach((va, i) => b.values.forEach((vb, j) => {
      if (i > 0 && j > 0) {
        rows.push({
          fields: [{ field: a.name, value: va }, { field: b.name, value: vb }],
          difference: { type: 'percentage', value: a.premiums[i] + b.premiums[j] },
        });
      }
    }));
  }
  return rows;
}

/** Volume slabs are half-open ranges [min, next min) so exactly one applies (PRICING.md step 3). */
function volumeRows(t: OptionTemplate, running: boolean): RateRow[] {
  const slabs = t.volume ?? [];
  return slabs.map(([min, pct], i) => {
    const next = slabs[i + 1];
    return {
      fields: [next ? { field: 'volume', min, max: next[0] } : { field: 'volume', min }],
      difference: running ? { type: 'percentage', value: pct, onRunningTotal: true } : { type: 'percentage', value: pct },
    };
  });
}

/** Rate rows depend only on the template, so options of one template share one frozen list. */
const rowsCache = new Map<OptionTemplate, [RateRow[], RateRow[]]>();
function otherRates(t: OptionTemplate, running: boolean): RateRow[] {
  let pair = rowsCache.get(t);
  if (!pair) {
    const variants = variantRows(t.selects ?? []);
    pair = [shared([...variants, ...volumeRows(t, false)]), shared([...variants, ...volumeRows(t, true)])];
    rowsCache.set(t, pair);
  }
  return pair[running ? 1 : 0];
}

type OptionContext = {
  category: CategoryKey;
  stub: Stub;
  mediaId: string;
  optionId: string;
  template: OptionTemplate;
  name: string;
  gst: number;
  vendors: string[];
  /** What the seller left incomplete on this option (the profile score counts each). */
  defects: ReadonlySet<Defect>;
  rng: Rng;
};

function buildOption(c: OptionContext): CatalogMediaOption {
  const { template: t, stub, rng } = c;
  const [lo, hi] = stub.band ?? t.band;
  const level = clamp(stub.level * rng.range(0.9, 1.1), 0, 1);
  let card = niceRupees((lo + (hi - lo) * level) * (t.factor ?? 1));
  // Airport sites stay within the ₹4–20 lakh a month of SEED-FACTS.md whatever their format.
  if (c.category === 'airport') card = clamp(card, 400_000, 2_000_000);
  // Offer and vendor rates are quoted as round as the card; min() keeps card ≥ offer ≥ vendor.
  const discountedRate = Math.min(card, niceRupees(card * (1 - rng.range(t.discount[0], t.discount[1]))));
  const vendorRate = Math.min(discountedRate, niceRupees(discountedRate * rng.range(0.8, 0.92)));
  const volume = t.units.reduce((p, [, value]) => p * value, 1);
  const numberProduct = (t.numbers ?? []).reduce((p, [, value]) => p * value, 1);
  const minimumBilling = floorRupees(discountedRate * volume * numberProduct);
  // Streaming and creator video take web files, not broadcast masters.
  const isWebVideo = t.creative === 'video' && (c.category === 'digital' || c.category === 'influencer-marketing' || t.type === 'CPM');

  return {
    _id: c.optionId,
    _media: c.mediaId,
    name: c.name,
    type: t.type,
    unitLabel: t.unitLabel,
    pricingUnits: pricingUnits(t),
    variablePricingUnits: variableUnits(t),
    rates: {
      defaultRates: { cardRate: card, discountedRate, vendorRate, minimumBilling },
      otherRates: otherRates(t, rng.chance(0.4)),
    },
    minimumBilling,
    serviceTaxPercentage: c.gst,
    descriptions: c.defects.has('description') ? NO_STRINGS : descriptionsFor(t),
    referenceArtworks: c.defects.has('artwork') ? NO_ARTWORKS : artworksFor(c.category),
    creativeSpecs: c.defects.has('creative') ? NO_SPECS : isWebVideo ? DIGITAL_VIDEO_SPECS : CREATIVE_SPECS[t.creative],
    additionalInfo: c.defects.has('guidelines') ? ADDITIONAL_INFO_INCOMPLETE : ADDITIONAL_INFO,
    sop: c.defects.has('sop') ? SOP_INCOMPLETE : SOP,
    _vendors: c.defects.has('vendor') ? [] : c.vendors,
  };
}

/**
 * Picks `k` templates in list order: always the first (the medium's headline product, e.g.
 * "Display Ad – Main Edition"), the rest at random; beyond the list, packages are numbered.
 */
function chooseTemplates(templates: readonly OptionTemplate[], k: number, rng: Rng): { template: OptionTemplate; name: string }[] {
  const rest = rng.shuffle(templates.map((_, i) => i).slice(1)).slice(0, Math.max(0, Math.min(k, templates.length) - 1));
  const picked = [0, ...rest].sort((a, b) => a - b);
  const out = picked.map((i) => ({ template: templates[i], name: templates[i].name }));
  for (let extra = 0; out.length < k; extra++) {
    const template = templates[extra % templates.length];
    out.push({ template, name: `${template.name} – Package ${Math.floor(extra / templates.length) + 2}` });
  }
  return out;
}

// ---------------------------------------------------------------- profile details

const chart = (type: string, title: string, data: [string, number][]): Chart =>
  ({ type, title, data: data.map(([label, value]) => ({ label, value })) });

/** `n` whole percentages summing to exactly 100, shaped by rough weights. */
function percentages(rng: Rng, weights: readonly number[]): number[] {
  const raw = weights.map((w) => w * rng.range(0.7, 1.3));
  const total = raw.reduce((s, x) => s + x, 0);
  const out = raw.map((x) => Math.max(1, Math.round((x / total) * 100)));
  const drift = 100 - out.reduce((s, x) => s + x, 0);
  const biggest = out.indexOf(Math.max(...out));
  out[biggest] += drift;
  return out;
}

const AGE_GROUPS = ['12 - 15', '16 - 19', '20 - 29', '30 - 39', '40 - 49', '50 +'] as const;

function genderChart(rng: Rng, reversed: boolean): Chart {
  const male = rng.int(45, 72);
  const data: [string, number][] = [['Male', male], ['Female', 100 - male]];
  return chart('pie', 'Gender Distribution', reversed ? [data[1], data[0]] : data);
}

function ageChart(rng: Rng): Chart {
  const shares = percentages(rng, [4, 10, 34, 28, 14, 10]);
  return chart('bar', 'Age Distribution', AGE_GROUPS.map((g, i) => [g, shares[i]]));
}

function locationChart(rng: Rng, title: string, labels: readonly string[], favourite: string | undefined, unordered: boolean): Chart {
  const chosen = rng.shuffle(labels).slice(0, rng.int(3, 5));
  if (favourite && labels.includes(favourite) && !chosen.includes(favourite)) chosen[0] = favourite;
  const data: [string, number][] = chosen.map((l) => [l, rng.int(5, 30) + (l === favourite ? 20 : 0)]);
  data.sort((a, b) => b[1] - a[1]);
  if (unordered) data.reverse();
  return chart('bar', title, data);
}

type ProfileDefect = 'mediaKitMissing' | 'mediaKitDoc' | 'toolTip' | 'genderOrder' | 'stateOrder' | 'aboutLong' | 'logoSize' | 'advertisers';
const DIGITAL_DEFECTS: readonly ProfileDefect[] = ['mediaKitMissing', 'mediaKitDoc', 'toolTip', 'genderOrder', 'stateOrder', 'aboutLong', 'logoSize', 'advertisers'];
const TELEVISION_DEFECTS: readonly ProfileDefect[] = ['genderOrder', 'stateOrder', 'logoSize'];

function demographics(kind: DemographicsKind, stub: Stub, rng: Rng, gaps: ReadonlySet<ProfileDefect>): Chart[] {
  if (kind === 'none') return [];
  const gender = genderChart(rng, gaps.has('genderOrder'));
  if (kind === 'basic') return [gender, ageChart(rng)];
  const income = percentages(rng, [25, 50, 25]);
  const city = CITY_BY_NAME.get(stub.city);
  const common = [
    gender,
    ageChart(rng),
    chart('pie', 'Income Distribution', [['High', income[0]], ['Mid', income[1]], ['Low', income[2]]]),
    locationChart(rng, 'State Distribution', CHART_STATES, city?.state, gaps.has('stateOrder')),
    locationChart(rng, 'City Distribution', CHART_CITIES, stub.city, false),
  ];
  if (kind === 'digital') {
    const advertisers = rng.shuffle(ADVERTISERS).slice(0, gaps.has('advertisers') ? 3 : rng.int(4, 8));
    const shares = percentages(rng, advertisers.map((_, i) => advertisers.length - i));
    return [chart('bar', 'Top Advertisers', advertisers.map((a, i) => [a, shares[i]])), ...common];
  }
  const pt = rng.int(55, 75);
  const urban = rng.int(35, 70);
  return [
    ...common,
    chart('pie', 'Prime Time Distribution', [['PT', pt], ['NPT', 100 - pt]]),
    chart('pie', 'Urban Rural Distribution', [['Urban', urban], ['Rural', 100 - urban]]),
  ];
}

const LONG_ABOUT_TAIL = 'Our team plans, books and executes campaigns end to end, shares proof of execution on schedule, and works with brands, agencies and start-ups across India. Ask us for audience data, past campaign results and bundled rates for longer commitments.';

function sections(stub: Stub, long: boolean): Section[] {
  const about = long ? `${stub.about} ${LONG_ABOUT_TAIL}` : stub.about;
  return [{ title: 'About', contents: [{ type: 'text', value: stub.tagline }, { type: 'text', value: about }] }];
}

/** A catalog option names its descriptions; the score asks whether one was chosen. */
const asScored = (o: CatalogMediaOption): ScoreMediaOption => ({ ...o, descriptionId: o.descriptions.length > 0 ? `${o._id}-d1` : null });

// ---------------------------------------------------------------- browse facets

/** "T3 Departures", "International Departures" → "Departures": zones a buyer filters by. */
function airportZone(zone: string): string {
  if (/departure/i.test(zone)) return 'Departures';
  if (/arrival/i.test(zone)) return 'Arrivals';
  if (/baggage/i.test(zone)) return 'Baggage Reclaim';
  return zone;
}

/** Industries whose advertisers buy each category most (a profile takes 2–4 of them). */
const CATEGORY_INDUSTRIES: Readonly<Record<CategoryKey, readonly string[]>> = {
  newspaper: ['real-estate', 'education', 'retail', 'jewellery', 'automobile', 'banking-finance', 'government', 'healthcare'],
  magazine: ['fashion-lifestyle', 'jewellery', 'automobile', 'travel-tourism', 'banking-finance', 'technology'],
  radio: ['retail', 'fmcg', 'real-estate', 'automobile', 'healthcare', 'education', 'entertainment', 'government'],
  cinema: ['fmcg', 'food-beverage', 'entertainment', 'fashion-lifestyle', 'automobile', 'telecom', 'real-estate'],
  outdoor: ['real-estate', 'fmcg', 'telecom', 'automobile', 'ecommerce', 'retail', 'education', 'jewellery'],
  nontraditional: ['fmcg', 'food-beverage', 'ecommerce', 'education', 'telecom', 'retail', 'healthcare'],
  airport: ['banking-finance', 'travel-tourism', 'jewellery', 'automobile', 'technology', 'real-estate', 'fashion-lifestyle'],
  'influencer-marketing': ['fashion-lifestyle', 'fmcg', 'ecommerce', 'food-beverage', 'technology'],
  digital: ['ecommerce', 'technology', 'banking-finance', 'gaming', 'education', 'entertainment', 'telecom'],
  television: ['fmcg', 'automobile', 'telecom', 'banking-finance', 'entertainment', 'ecommerce', 'jewellery', 'government'],
  'sports-marketing': ['gaming', 'fmcg', 'banking-finance', 'automobile', 'telecom', 'ecommerce', 'food-beverage'],
};

/** A genre, niche or league that says who advertises there comes first. */
const GENRE_INDUSTRIES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/business|finance|payments/i, ['banking-finance', 'technology']],
  [/news/i, ['banking-finance', 'government']],
  [/sport|ipl|isl|kabaddi/i, ['gaming', 'fmcg']],
  [/kids|children|parenting/i, ['education', 'fmcg']],
  [/fashion|women|lifestyle|beauty/i, ['fashion-lifestyle', 'jewellery']],
  [/auto|mobility/i, ['automobile']],
  [/gaming/i, ['gaming', 'technology']],
  [/tech/i, ['technology', 'ecommerce']],
  [/travel|inflight/i, ['travel-tourism']],
  [/movie|music|entertainment|comedy|audio|short video|ticketing/i, ['entertainment', 'fmcg']],
  [/food/i, ['food-beverage']],
  [/fitness|health/i, ['healthcare']],
  [/education|jobs|literature/i, ['education']],
  [/real estate/i, ['real-estate']],
  [/e-commerce/i, ['ecommerce']],
];

/** FNV-1a: a stable 32-bit hash, so a profile's industries depend on it alone. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * 2–4 industries for a profile. They come from a PRNG of their own, seeded by the catalog
 * seed and the profile's slug, so adding them left every other generated figure as it was.
 */
function industriesFor(category: CategoryKey, slug: string, genre: string | undefined, seed: number): string[] {
  const rng = createRng((hash32(`${category}/${slug}`) ^ seed) >>> 0);
  const fromGenre = genre ? GENRE_INDUSTRIES.filter(([re]) => re.test(genre)).flatMap(([, keys]) => keys) : [];
  const n = rng.int(2, 4);
  return [...new Set([...fromGenre.slice(0, 2), ...rng.shuffle(CATEGORY_INDUSTRIES[category])])].slice(0, n);
}

/** The browse-filter values of a profile (city and language are its own fields). */
function facetsOf(category: CategoryKey, stub: Stub, options: readonly CatalogMediaOption[], slug: string, seed: number): MediaFacets {
  const platforms = stub.attributes.platforms?.value;
  const format = stub.format
    ?? (category === 'influencer-marketing' && Array.isArray(platforms) ? platforms.map(String) : [...new Set(options.map((o) => o.type))]);
  return {
    ...(stub.edition ? { edition: [stub.edition] } : {}),
    format,
    ...(stub.genre ? { genre: [stub.genre] } : {}),
    industry: industriesFor(category, slug, stub.genre, seed),
  };
}

// ---------------------------------------------------------------- the catalog

/**
 * Options per profile: random within each category's range, then nudged one at a time in a
 * seeded order until the total is exactly the requested count.
 */
function planOptionCounts(profileCounts: readonly number[], ranges: readonly (readonly [number, number])[], target: number, rng: Rng): number[][] {
  const counts = profileCounts.map((n, c) => Array.from({ length: n }, () => rng.int(ranges[c][0], ranges[c][1])));
  const slots = counts.flatMap((list, c) => list.map((_, i) => [c, i] as const));
  const order = rng.shuffle(slots);
  let diff = target - counts.reduce((s, list) => s + list.reduce((a, b) => a + b, 0), 0);
  for (let strict = true; diff !== 0; strict = false) {
    let changed = false;
    for (const [c, i] of order) {
      if (diff === 0) break;
      const [lo, hi] = strict ? ranges[c] : [1, Number.MAX_SAFE_INTEGER];
      if (diff > 0 && counts[c][i] < hi) { counts[c][i]++; diff--; changed = true; }
      else if (diff < 0 && counts[c][i] > lo) { counts[c][i]--; diff++; changed = true; }
    }
    // Every profile at one option and still too many: the target is below the profile count.
    if (!changed && !strict) break;
  }
  return counts;
}

/**
 * Generates the seed catalog. Parts of options that never differ between options of one
 * template (rate rows, select values, specs, SOP, info, artworks) are shared and frozen.
 */
export function generateCatalog(opts: GenerateOptions = {}): { media: SeedMedia[] } {
  const seed = opts.seed ?? DEFAULT_SEED;
  const rng = createRng(seed);
  // A second stream for how complete sellers keep their listings, so it changes no name or price.
  const quality = createRng(seed ^ 0x5eed_9a11);
  const target = Math.max(1, Math.round(opts.optionCount ?? DEFAULT_OPTION_COUNT));
  const scale = target / DEFAULT_OPTION_COUNT;
  const keys = CATEGORIES.map((c) => c.key);
  const profileCounts = keys.map((k) => Math.max(1, Math.round(PLAN[k].profiles * scale)));
  // A small target cannot hold PLAN's proportions; keep at least one profile per category.
  if (scale < 1) {
    const total = profileCounts.reduce((s, n) => s + n, 0);
    const cap = Math.max(keys.length, Math.round(target / 3.5));
    if (total > cap) profileCounts.forEach((n, i) => { profileCounts[i] = Math.max(1, Math.round((n * cap) / total)); });
  }
  const optionCounts = planOptionCounts(profileCounts, keys.map((k) => PLAN[k].options), target, rng);
  const vendorIds = Array.from({ length: VENDOR_POOL }, (_, i) => objectId(ID_VENDOR, i + 1));

  const media: SeedMedia[] = [];
  let mediaSeq = 0;
  let optionSeq = 0;

  CATEGORIES.forEach((category, c) => {
    const stubs = BUILDERS[category.key](profileCounts[c], rng);
    const slugs = new Set<string>();
    stubs.forEach((stub, i) => {
      const mediaId = objectId(ID_MEDIA, ++mediaSeq);
      let slug = stub.slug;
      for (let n = 2; slugs.has(slug); n++) slug = `${stub.slug}-${n}`;
      slugs.add(slug);

      const k = optionCounts[c][i];
      const firstVendor = rng.int(0, VENDOR_POOL - 1);
      const vendors = rng.chance(0.3)
        ? [vendorIds[firstVendor], vendorIds[(firstVendor + rng.int(1, VENDOR_POOL - 1)) % VENDOR_POOL]]
        : [vendorIds[firstVendor]];
      // About one listing in seven is left a little incomplete so scores vary.
      const optionDefect = rng.chance(0.14) ? rng.pick(OPTION_DEFECTS) : undefined;
      const defectAt = rng.int(0, k - 1);
      // How complete this seller keeps its listing: a fifth keep everything complete; the rest
      // leave each check of each option incomplete with a chance that grows as care falls.
      const care = quality.chance(0.2) ? 1 : quality.range(0, 1);
      const gap = (1 - care) * 0.4;
      const mediaOptions = chooseTemplates(stub.templates, k, rng).map(({ template, name }, j) => buildOption({
        category: category.key, stub, mediaId, optionId: objectId(ID_OPTION, ++optionSeq), template, name,
        gst: category.gstPercent, vendors, rng,
        defects: optionDefects(j === defectAt ? optionDefect : undefined, gap, quality),
      }));
      assignTopChoices(mediaOptions, rng);

      const kind = stub.demographics;
      const profileDefects = kind === 'digital' ? DIGITAL_DEFECTS : kind === 'television' ? TELEVISION_DEFECTS : [];
      const defect = profileDefects.length > 0 && rng.chance(0.3) ? rng.pick(profileDefects) : undefined;
      // Further gaps from the quality stream, only of kinds that draw nothing from `rng`.
      const gaps = new Set<ProfileDefect>(defect ? [defect] : []);
      for (const d of profileDefects) if (d !== 'advertisers' && d !== defect && quality.chance(gap * 0.6)) gaps.add(d);
      if (gaps.has('mediaKitMissing')) gaps.delete('mediaKitDoc');
      // The seed has no real logos: each profile gets its generated mark (initials on its colour).
      const logo = { url: monogramLogoUrl(mediaMonogram({ _id: mediaId, name: stub.name })), width: gaps.has('logoSize') ? 250 : 300, height: 125 };
      const attributes = gaps.has('toolTip')
        ? { ...stub.attributes, appStoreRating: { value: stub.attributes.appStoreRating?.value } }
        : stub.attributes;
      const mediaKitUrl = kind !== 'digital' || gaps.has('mediaKitMissing') ? null
        : `/assets/media-kits/${slug}.${gaps.has('mediaKitDoc') ? 'doc' : 'pdf'}`;
      const profileSections = sections(stub, gaps.has('aboutLong'));
      const charts = demographics(kind, stub, rng, gaps);

      const score = kind === 'digital' || kind === 'television'
        ? scoreProfile({
          kind, logo, attributes, sections: profileSections, mediaKitUrl, demographics: charts,
          mediaOptions: mediaOptions.map(asScored),
        } satisfies MediaProfile).score
        : scoreListing(mediaOptions.map(asScored));

      media.push({
        _id: mediaId,
        category: category.key,
        slug,
        name: stub.name,
        city: stub.city,
        language: stub.language,
        logoUrl: logo.url,
        logo,
        audience: stub.audience,
        score,
        popularity: popularity(stub.audience, rng),
        subTitle: stub.subTitle,
        attributes,
        sections: profileSections,
        demographics: charts,
        mediaKitUrl,
        mediaOptions,
        facets: facetsOf(category.key, stub, mediaOptions, slug, seed),
      });
    });
  });
  return { media };
}

/** 1–3 Popular and 1–3 Premium options on every profile with two or more options. */
function assignTopChoices(options: CatalogMediaOption[], rng: Rng): void {
  const k = options.length;
  if (k === 0) return;
  const order = rng.shuffle(options.map((_, i) => i));
  const popular = rng.int(1, Math.min(3, Math.max(1, k - 1)));
  const premium = k > 1 ? rng.int(1, Math.min(3, k - popular)) : 0;
  order.slice(0, popular).forEach((i) => { options[i]._template = 'Popular Media'; });
  order.slice(popular, popular + premium).forEach((i) => { options[i]._template = 'Premium Media'; });
}

/** 1–100 from the audience on a log scale, with some noise so ties are rare. */
function popularity(audience: number, rng: Rng): number {
  const base = clamp((Math.log10(Math.max(audience, 1)) - 3) / 6, 0, 1);
  return Math.round(clamp(base * 80 + rng.range(0, 20), 1, 100));
}
