/**
 * The populations the media recommender counts reach against (issue 32): the seed's cities with
 * their Census of India 2011 figures and other spellings (server/src/seed/names-places.ts, where
 * the source is cited), and India's.
 */
import type { PopulationFacts } from 'shared-domain';
import { CITIES, INDIA_POPULATION, POPULATION_SOURCE } from '../seed/names-places';

export const CITY_POPULATIONS: PopulationFacts = {
  source: POPULATION_SOURCE,
  india: INDIA_POPULATION,
  byCity: Object.fromEntries(CITIES.flatMap((c) => [c.name, ...(c.alsoCalled ?? [])].map((name) => [name.toLowerCase(), c.population]))),
};
