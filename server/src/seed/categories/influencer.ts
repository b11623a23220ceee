/** Influencer marketing: creators made up from name parts. */
import { FIRST_NAMES, INFLUENCER_NICHES, INFLUENCER_TIERS, LAST_NAMES, type InfluencerTier } from '../names-digital';
import { INFLUENCER_TEMPLATES } from '../names-options';
import { CITIES } from '../names-places';
import { aboutText, clamp, indian, round1, slugify } from '../build/helpers';
import type { Builder, Stub } from '../build/stub';

/** Influencers are made up from name parts; only the tiers, niches and rates are real. */
export const influencer: Builder = (count, rng) => {
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