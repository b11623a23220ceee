import { checkSellerDraft, reviewProblems, sellerFileIdOf } from './seller-rules';
import { chartTemplatesOf, emptyDraft, emptyOption, GUIDELINES_KEY, listingAudience, SOP_FIELDS } from './seller-draft';
import { scoreSellerProfile } from './seller-score';
import { scoreProfile } from '../scoring/score-profile';
import type { SellerOptionDraft, SellerProfileDraft } from './seller-types';

const FILE = (id: string, name: string) => `/api/seller/files/${id.padEnd(24, '0')}/${name}`;

/** An option that earns every per-option point. */
function completeOption(id: string, template: SellerOptionDraft['_template']): SellerOptionDraft {
  return {
    ...emptyOption(id, `Option ${id}`),
    type: 'Banner',
    _template: template,
    descriptions: ['A wide banner at the top of every page.'],
    descriptionId: '0',
    referenceArtworks: [{ url: FILE('a1', 'art.png') }],
    creativeSpecs: [{ type: 'text', fields: [{ key: 'Max Character Length', value: 90 }] }],
    additionalInfo: [{ key: GUIDELINES_KEY, value: 'No tobacco.' }],
    sop: SOP_FIELDS.map((key) => ({ key, value: key.includes('Days') ? 2 : 'Screenshots' })),
    _vendors: ['Acme Media'],
    unitLabel: 'per week',
    rates: { defaultRates: { cardRate: 12000, discountedRate: 10000, minimumBilling: 0 }, otherRates: [] },
  };
}

function completeDigital(): SellerProfileDraft {
  const draft = { ...emptyDraft('digital'), demographics: chartTemplatesOf('digital').map((t) => ({ type: t.type, title: t.title, data: t.labels.map((label) => ({ label, value: 0 })) })) };
  const values: Record<string, number[]> = {
    Gender: [55, 45], Age: [5, 10, 35, 25, 15, 10], Income: [30, 50, 20], State: [60, 40], City: [60, 40],
  };
  return {
    ...draft,
    name: 'Example News App',
    city: 'Mumbai',
    logo: { url: FILE('b1', 'logo.png'), width: 300, height: 125 },
    attributes: {
      monthlyUsers: { value: 1_200_000 }, bidType: { value: 'Fixed' }, medium: { value: 'App' },
      pricingModel: { value: ['CPM'] }, pagesPerVisit: { value: 4, toolTip: 'Analytics, June' },
      appStoreRating: { value: 4.3, toolTip: 'Play Store' },
    },
    sections: [{ title: 'About', contents: [{ type: 'text', value: 'A news app read across India.' }] }],
    mediaKitUrl: FILE('c1', 'kit.pdf'),
    demographics: draft.demographics.map((chart) => (chart.title === 'Advertisers'
      ? { ...chart, data: ['A', 'B', 'C', 'D'].map((label) => ({ label, value: 1 })) }
      : { ...chart, data: chart.data.map((p, i) => ({ ...p, value: values[chart.title]![i]! })) })),
    mediaOptions: [completeOption('o1', 'Popular Media'), completeOption('o2', 'Premium Media')],
  };
}

describe('scoreSellerProfile', () => {
  it('gives a complete digital draft 100, as scoreProfile does, with no issues', () => {
    const result = scoreSellerProfile(completeDigital());
    expect(result.score).toBe(100);
    expect(result.issues).toEqual([]);
  });

  it('agrees with scoreProfile and points each message at the field that fixes it', () => {
    const draft = { ...completeDigital(), logo: null, mediaKitUrl: null };
    draft.mediaOptions = [{ ...draft.mediaOptions[0]!, _vendors: [] }, draft.mediaOptions[1]!];
    const result = scoreSellerProfile(draft);
    expect(result.score).toBe(scoreProfile({ ...draft, kind: 'digital' }).score);
    expect(result.score).toBe(100 - 5 - 5 - 25 / 2 / 2.5);
    expect(result.issues).toEqual([
      { message: 'Logo is missing', field: 'logo' },
      { message: 'Media kit is missing', field: 'mediaKit' },
      { message: 'Option o1: Atleast one vendor is required', field: 'options.0.vendors' },
    ]);
  });

  it('rises when the missing logo is added', () => {
    const without = scoreSellerProfile({ ...completeDigital(), logo: null }).score;
    expect(scoreSellerProfile(completeDigital()).score).toBeGreaterThan(without);
  });

  it('lists every check of a new digital draft, each with a field', () => {
    const result = scoreSellerProfile(emptyDraft('digital'));
    expect(result.issues.map((i) => i.message)).toEqual(result.messages);
    expect(result.issues.find((i) => i.message === 'ToolTip missing for pagesPerVisit' || i.message === 'Value missing for pagesPerVisit'))
      .toEqual({ message: 'Value missing for pagesPerVisit', field: 'attributes.pagesPerVisit' });
    expect(result.issues).toContainEqual({ message: 'Gender Distribution is missing', field: 'demographics.gender' });
    expect(result.issues).toContainEqual({ message: 'Atleast one media option is required', field: 'options' });
  });

  it('scores other categories by their options, scaled to 100, checks adding up to the score', () => {
    const draft = { ...emptyDraft('newspaper'), mediaOptions: [completeOption('o1', 'Popular Media'), { ...completeOption('o2', 'Premium Media'), descriptionId: null }] };
    const result = scoreSellerProfile(draft);
    expect(result.score).toBe(97.5); // (85 + 80) / 2 / 2.5 + 6 = 39 of 40
    expect(result.checks.reduce((s, c) => s + c.points, 0)).toBeCloseTo(result.score, 2);
    expect(result.issues).toEqual([{ message: 'Option o2: Description is missing', field: 'options.1.description' }]);
  });

  it('gives a new draft no points for charts it does not have yet', () => {
    const tv = scoreSellerProfile(emptyDraft('television'));
    expect(tv.messages).toEqual(expect.arrayContaining(['Time Band Distribution is missing', 'Urban Rural Distribution is missing', 'Age Distribution is missing']));
    // Only the About section (present, not too long) earns anything on a new digital draft.
    expect(scoreSellerProfile(emptyDraft('digital')).score).toBe(4);
  });
});

describe('checkSellerDraft', () => {
  it('accepts a complete draft and an empty one, normalising text', () => {
    expect(checkSellerDraft(completeDigital())).toEqual({ ok: true, draft: completeDigital() });
    const spaced = checkSellerDraft({ ...emptyDraft('radio'), name: '  Radio One  ' });
    expect(spaced.ok && spaced.draft.name).toBe('Radio One');
  });

  it.each([
    ['category', { category: 'billboards' }, 'category'],
    ['a huge rate', { mediaOptions: [{ ...completeOption('o1', ''), rates: { defaultRates: { cardRate: 1e300, discountedRate: 5 } } }] }, 'options.0.rates.cardRate'],
    ['an offer above the card rate', { mediaOptions: [{ ...completeOption('o1', ''), rates: { defaultRates: { cardRate: 10, discountedRate: 50 } } }] }, 'options.0.rates.discountedRate'],
    ['fractional units', { mediaOptions: [{ ...completeOption('o1', ''), pricingUnits: [{ name: 'Weeks', value: 1.5 }] }] }, 'options.0.pricingUnits.0.value'],
    ['a logo from another site', { logo: { url: 'https://evil.example/logo.png', width: 300, height: 125 } }, 'logo'],
    ['a media kit link elsewhere', { mediaKitUrl: 'https://example.com/kit.pdf' }, 'mediaKit'],
    ['a chart value that is not a number', { demographics: [{ type: 'pie', title: 'Gender', data: [{ label: 'Male', value: '50' }] }] }, 'demographics.0.data.0.value'],
    ['a control character in the name', { name: 'Radio\u0000One' }, 'name'],
    ['a chosen description that does not exist', { mediaOptions: [{ ...completeOption('o1', ''), descriptionId: '4' }] }, 'options.0.description'],
    ['too many options', { mediaOptions: Array.from({ length: 31 }, (_, i) => completeOption(`o${i}`, '')) }, 'options'],
    ['two options with one id', { mediaOptions: [completeOption('o1', ''), completeOption('o1', '')] }, 'options.1._id'],
  ])('refuses %s, naming the field', (_what, change, field) => {
    const result = checkSellerDraft({ ...completeDigital(), ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)).toContain(field);
  });

  it('refuses what is not a draft at all', () => {
    expect(checkSellerDraft('x').ok).toBe(false);
    expect(checkSellerDraft(null).ok).toBe(false);
  });
});

describe('reviewProblems and file links', () => {
  it('asks for a name, a city and a priced option before review', () => {
    expect(reviewProblems(emptyDraft('cinema'))).toEqual({
      name: 'Enter the media name', city: 'Enter the city (or "Pan India")', options: 'Add at least one media option',
    });
    const unpriced = { ...completeDigital(), mediaOptions: [{ ...completeOption('o1', ''), rates: { defaultRates: { cardRate: 0, discountedRate: 0 } } }] };
    expect(reviewProblems(unpriced)).toEqual({ 'options.0.rates.discountedRate': 'Enter the offer rate' });
    expect(reviewProblems(completeDigital())).toEqual({});
  });

  it('reads the id of an uploaded file from its link only', () => {
    expect(sellerFileIdOf(FILE('ab', 'kit.pdf'))).toBe('ab'.padEnd(24, '0'));
    expect(sellerFileIdOf('/api/seller/files/../../etc/passwd')).toBeNull();
    expect(sellerFileIdOf('https://cdn.example/api/seller/files/aaaaaaaaaaaaaaaaaaaaaaaa/x.png')).toBeNull();
    expect(sellerFileIdOf(42)).toBeNull();
  });
});

describe('listingAudience', () => {
  it('takes digital and television audiences from their first figure, others from the draft', () => {
    expect(listingAudience(completeDigital())).toBe(1_200_000);
    expect(listingAudience({ ...emptyDraft('television'), attributes: { monthlyCumeReach: { value: 5e6 } }, audience: 9 })).toBe(5_000_000);
    expect(listingAudience({ ...emptyDraft('radio'), audience: 42_000 })).toBe(42_000);
    expect(listingAudience(emptyDraft('digital'))).toBe(0);
  });
});
