/** A profile stub (what a category builder decides) and the helpers builders share. */
import type { Attribute } from 'shared-domain';
import type { OptionTemplate } from '../names-options';
import { slugify } from './helpers';
import type { Rng } from 'shared-domain';

/** Which audience charts a profile carries. */
export type DemographicsKind = 'digital' | 'television' | 'basic' | 'none';

/** What a category builder decides about one profile; options and scores come later. */
export type Stub = {
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

/** Makes `count` stubs of one category. */
export type Builder = (count: number, rng: Rng) => Stub[];

/**
 * Takes `count` stubs from the real combinations in list order (builders put flagships and a
 * spread of cities first); when a load test asks for more than exist, the rest are labelled
 * variants with a smaller audience.
 */
export function expand(order: readonly Stub[], count: number, rng: Rng, labels: readonly string[], relabel?: (label: string) => Partial<Stub>): Stub[] {
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
export function roundRobin<T>(groups: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) for (const g of groups) if (i < g.length) out.push(g[i]);
  return out;
}
