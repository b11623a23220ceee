import type { CreativeSpec } from '../entities/entities';
import { adCopyLimits, adCopyProblem, cut, draftAdCopy, specCopyLimits, type AdCopyBrief } from './ad-copy';

const BRIEF: AdCopyBrief = {
  brand: 'Kite Homes',
  category: 'home loans',
  objective: 'Lead generation',
  audience: 'first-time home buyers',
  cities: 'Pune, Nashik',
  offer: 'Zero processing fee till 31 March',
};

describe('Ad copy: drafting from the brief', () => {
  it('drafts three different variants, each naming the brand, with the objective’s call to action', () => {
    const variants = draftAdCopy(BRIEF);
    expect(variants).toHaveLength(3);
    expect(new Set(variants.map((v) => v.headline)).size).toBe(3);
    for (const v of variants) {
      expect(`${v.headline} ${v.body}`).toContain('Kite Homes');
      expect(v.cta).toBe('Enquire now');
    }
  });

  it('uses every part of the brief somewhere: the offer, the cities, the target group and what is sold', () => {
    const all = draftAdCopy(BRIEF).map((v) => `${v.headline} ${v.body}`).join(' ');
    expect(all).toContain('Zero processing fee till 31 March');
    expect(all).toContain('Pune and Nashik');
    expect(all).toContain('first-time home buyers');
    expect(all).toContain('Home loans by Kite Homes');
  });

  it('leads the first variant with the offer, the second with the place, the third with the target group', () => {
    const [offer, place, people] = draftAdCopy(BRIEF);
    expect(offer!.headline).toBe('Zero processing fee till 31 March at Kite Homes');
    expect(place!.headline).toBe('Pune and Nashik, meet Kite Homes');
    expect(people!.headline).toBe('For first-time home buyers: Kite Homes');
  });

  it('changes the call to action with the objective, and has one for a brief without an objective', () => {
    expect(draftAdCopy({ ...BRIEF, objective: 'Store footfall' })[0]!.cta).toBe('Visit us today');
    expect(draftAdCopy({ ...BRIEF, objective: 'App installs' })[0]!.cta).toBe('Install the app');
    expect(draftAdCopy({ ...BRIEF, objective: '' })[0]!.cta).toBe('Know more');
  });

  it('drafts from a brand name alone, with no empty sentence or stray punctuation', () => {
    const variants = draftAdCopy({ brand: 'Kite Homes', category: '', objective: '', audience: '', cities: '', offer: '' });
    expect(variants.length).toBeGreaterThanOrEqual(1);
    for (const v of variants) {
      expect(v.headline).toContain('Kite Homes');
      expect(v.body).not.toMatch(/\.\.|\s\.|^\s|\s$|undefined/);
    }
  });

  it('never gives two variants the same headline, whatever the brief leaves out', () => {
    for (const brief of [{ ...BRIEF, audience: '' }, { ...BRIEF, cities: '', offer: '' }, { ...BRIEF, audience: '', cities: '', offer: '' }]) {
      const headlines = draftAdCopy(brief).map((v) => v.headline);
      expect(headlines.length).toBeGreaterThan(0);
      expect(new Set(headlines).size).toBe(headlines.length);
    }
  });

  it('drafts nothing without a brand name, and says why', () => {
    expect(draftAdCopy({ ...BRIEF, brand: '   ' })).toEqual([]);
    expect(adCopyProblem({ ...BRIEF, brand: '' })).toMatch(/brand name/);
    expect(adCopyProblem(BRIEF)).toBeNull();
  });
});

describe('Ad copy: lengths fitted to the medium', () => {
  const specs: CreativeSpec[] = [
    { type: 'text', fields: [{ key: 'Max Character Length', value: 60 }] },
    { type: 'cta', fields: [{ key: 'Ad click URL', value: 'https://x.example' }, { key: 'Max Characters', value: '12' }] },
  ];

  it('reads the text and call-to-action limits from the creative specs (SPEC.md section 5), null when not stated', () => {
    expect(specCopyLimits(specs)).toEqual({ text: 60, cta: 12 });
    expect(specCopyLimits([{ type: 'image', fields: [] }])).toEqual({ text: null, cta: null });
    expect(specCopyLimits(null)).toEqual({ text: null, cta: null });
  });

  it('keeps the form’s limits where the medium states none, and tightens them where it does', () => {
    expect(adCopyLimits()).toEqual({ headline: 90, body: 250, cta: 25 });
    expect(adCopyLimits(specCopyLimits(specs))).toEqual({ headline: 60, body: 60, cta: 12 });
  });

  it('fits every variant within tight limits, leaving optional parts out first', () => {
    const limits = adCopyLimits(specCopyLimits(specs));
    const variants = draftAdCopy(BRIEF, limits);
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v.headline.length).toBeLessThanOrEqual(60);
      expect(v.body.length).toBeLessThanOrEqual(60);
      expect(v.cta.length).toBeLessThanOrEqual(12);
      expect(v.body).not.toMatch(/…$/);
    }
  });

  it('takes a shorter call to action when the medium allows fewer characters', () => {
    expect(draftAdCopy({ ...BRIEF, objective: 'Store footfall' }, { headline: 90, body: 250, cta: 10 })[0]!.cta).toBe('Visit us');
  });

  it('cuts a text that cannot fit at a whole word with an ellipsis', () => {
    expect(cut('Zero processing fee till 31 March', 20)).toBe('Zero processing fee…');
    expect(cut('short', 20)).toBe('short');
    const tiny = draftAdCopy(BRIEF, { headline: 8, body: 10, cta: 5 });
    for (const v of tiny) {
      expect(v.headline.length).toBeLessThanOrEqual(8);
      expect(v.body.length).toBeLessThanOrEqual(10);
      expect(v.cta.length).toBeLessThanOrEqual(5);
    }
  });
});
