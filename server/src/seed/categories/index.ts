/** The builder of each media category and how many profiles and options each gets by default. */
import type { CategoryKey } from 'shared-domain';
import type { Builder } from '../build/stub';
import { radio, television } from './broadcast';
import { cinema } from './cinema';
import { digital } from './digital';
import { influencer } from './influencer';
import { airport, nontraditional, outdoor } from './out-of-home';
import { magazine, newspaper } from './print';
import { sportsMarketing } from './sports';

/** The profile-stub builder of each category. */
export const BUILDERS: Readonly<Record<CategoryKey, Builder>> = {
  airport, cinema, magazine, newspaper, outdoor, nontraditional, radio,
  'influencer-marketing': influencer, digital, television, 'sports-marketing': sportsMarketing,
};

/**
 * Default profiles per category (650 in all) and the options-per-profile range. Counts stay
 * within the real combinations of the name lists so the default catalog needs no variants.
 */
export const PLAN: Readonly<Record<CategoryKey, { profiles: number; options: readonly [number, number] }>> = {
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
