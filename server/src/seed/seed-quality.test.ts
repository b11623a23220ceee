import { scoreProfile, type MediaProfile } from 'shared-domain';
import { asScored } from './build/profile-details';
import { generateCatalog, type SeedMedia } from './generator';

// The seed makes profiles of every quality, as sellers keep them (issue 19): some without a
// logo, some with one sample artwork or none, a long about text, missing vendors or descriptions,
// so the stored scores spread as a real catalog's do.

const { media } = generateCatalog();
const options = media.flatMap((m) => m.mediaOptions);
const isScoredKind = (m: SeedMedia): m is SeedMedia & { category: MediaProfile['kind'] } => m.category === 'digital' || m.category === 'television';

function asProfile(m: SeedMedia & { category: MediaProfile['kind'] }): MediaProfile {
  return {
    kind: m.category, logo: m.logo, attributes: m.attributes, sections: m.sections, mediaKitUrl: m.mediaKitUrl,
    demographics: m.demographics, mediaOptions: m.mediaOptions.map(asScored),
  };
}

const share = <T>(list: readonly T[], test: (x: T) => boolean) => list.filter(test).length / list.length;
const median = (scores: number[]) => [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
const wordsOfAbout = (m: SeedMedia) => (m.sections[0]?.contents[1]?.value ?? '').split(/\s+/).filter(Boolean).length;

describe('seed profile quality', () => {
  it('leaves some profiles without a logo: the card shows the monogram, the score misses the logo', () => {
    const without = media.filter((m) => m.logo === null);
    expect(share(media, (m) => m.logo === null)).toBeGreaterThan(0.1);
    expect(share(media, (m) => m.logo === null)).toBeLessThan(0.4);
    for (const m of without) expect(m.logoUrl).toMatch(/^\/assets\/monograms\/.+\.svg$/);
    const scored = without.filter(isScoredKind);
    expect(scored.length).toBeGreaterThan(3);
    for (const m of scored) {
      const result = scoreProfile(asProfile(m));
      expect(result.messages).toContain('Logo is missing');
      expect(result.score).toBe(m.score);
    }
  });

  it('gives some options one sample artwork or none, and leaves some without vendors or descriptions', () => {
    const artworks = (n: number) => share(options, (o) => o.referenceArtworks.length === n);
    expect(artworks(0)).toBeGreaterThan(0.03);
    expect(artworks(1)).toBeGreaterThan(0.1);
    expect(artworks(2)).toBeGreaterThan(0.4);
    expect(share(options, (o) => o._vendors.length === 0)).toBeGreaterThan(0.03);
    expect(share(options, (o) => o.descriptions.length === 0)).toBeGreaterThan(0.03);
  });

  it('gives some digital profiles an about text over the 70 words the score allows', () => {
    const digital = media.filter((m) => m.category === 'digital');
    expect(share(digital, (m) => wordsOfAbout(m) > 70)).toBeGreaterThan(0.05);
    expect(share(digital, (m) => wordsOfAbout(m) <= 70)).toBeGreaterThan(0.5);
  });

  it('spreads the scores of every kind: digital, television and the categories scored by their options', () => {
    const groups = [media.filter((m) => m.category === 'digital'), media.filter((m) => m.category === 'television'), media.filter((m) => !isScoredKind(m))];
    for (const group of groups) {
      const scores = group.map((m) => m.score);
      expect(share(scores, (s) => s === 100)).toBeGreaterThan(0.05);
      expect(share(scores, (s) => s === 100)).toBeLessThanOrEqual(0.3);
      expect(share(scores, (s) => s < 85)).toBeGreaterThan(0.1);
      expect(median(scores)).toBeGreaterThan(60);
      expect(median(scores)).toBeLessThan(95);
    }
  });

  it('spreads the scores whatever the seed', () => {
    for (const seed of [7, 2024]) {
      const scores = generateCatalog({ seed }).media.map((m) => m.score);
      expect(share(scores, (s) => s === 100)).toBeLessThanOrEqual(0.3);
      expect(share(scores, (s) => s < 60)).toBeGreaterThan(0.02);
      expect(median(scores)).toBeGreaterThan(60);
      expect(median(scores)).toBeLessThan(95);
    }
  });
});
