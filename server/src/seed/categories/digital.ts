/** Digital: publishers, apps and streaming platforms. */
import { DIGITAL_PUBLISHERS } from '../names-digital';
import { DIGITAL_AUDIO_TEMPLATES, DIGITAL_DISPLAY_TEMPLATES, DIGITAL_VIDEO_TEMPLATES } from '../names-options';
import { aboutText, clamp, indian, round1, slugify } from '../build/helpers';
import { expand, type Builder, type Stub } from '../build/stub';

/** Digital publishers and apps, with video and audio formats where they carry them. */
export const digital: Builder = (count, rng) => {
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