import {
  scoreListing, scoreMediaOptions, scoreProfile,
  type MediaProfile, type ScoreChart, type ScoreMediaOption,
} from './score-profile';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

const chart = (title: string, type: string, data: [string, number][]): ScoreChart =>
  ({ type, title, data: data.map(([label, value]) => ({ label, value })) });

function option(name: string, template?: string): ScoreMediaOption {
  return {
    name,
    type: 'display',
    _template: template,
    descriptions: ['Standard placement'],
    descriptionId: 'd1',
    referenceArtworks: [{ url: '/art/1.png' }],
    creativeSpecs: [
      { type: 'image', fields: [{ key: 'Unit', value: 'px' }, { key: 'Format', value: 'JPG' }, { key: 'Resolution', value: '300x250' }] },
      { type: 'cta', fields: [{ key: 'Ad click URL', value: 'https://example.in' }, { key: 'Max Characters', value: 25 }] },
    ],
    additionalInfo: [{ key: 'Campaign Guidlines and Restrictions', value: 'No alcohol or tobacco.' }],
    sop: [
      { key: 'Proof Of Execution', value: 'Screenshots' },
      { key: 'First Proof Of Execution(In Days)', value: 2 },
      { key: 'Proof Of Execution Frequency', value: 'Weekly' },
    ],
    _vendors: ['v1'],
  };
}

const completeOptions = (): ScoreMediaOption[] => [
  option('Banner 300x250', 'Popular Media'),
  option('Pre-roll 15 sec', 'Premium Media'),
  option('Native Article'),
];

const commonCharts = (): ScoreChart[] => [
  chart('Gender Distribution', 'pie', [['Male', 58], ['Female', 42]]),
  chart('Age Distribution', 'bar', [['12 - 15', 5], ['16 - 19', 12], ['20 - 29', 38], ['30 - 39', 25], ['40 - 49', 12], ['50 +', 8]]),
  chart('Income Distribution', 'pie', [['High', 30], ['Mid', 50], ['Low', 20]]),
  chart('State Distribution', 'bar', [['Maharashtra', 30], ['Karnataka', 22], ['Tamil Nadu', 15]]),
  chart('City Distribution', 'bar', [['Mumbai', 28], ['Delhi', 24], ['Bangalore', 20]]),
];

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

function digitalProfile(): Mutable<MediaProfile> {
  return {
    kind: 'digital',
    logo: { url: '/logo.svg', width: 300, height: 125 },
    attributes: {
      monthlyUsers: { value: 12_000_000 },
      bidType: { value: 'Fixed' },
      medium: { value: 'Website & App' },
      pricingModel: { value: ['CPM', 'CPC'] },
      pagesPerVisit: { value: 4.2, toolTip: 'Average pages per visit' },
      appStoreRating: { value: 4.4, toolTip: 'Google Play rating' },
    },
    sections: [{ title: 'About', contents: [{ type: 'text', value: 'Tagline' }, { type: 'text', value: words(40) }] }],
    mediaOptions: completeOptions(),
    mediaKitUrl: '/kits/moneycontrol.pdf',
    demographics: [chart('Top Advertisers', 'bar', [['Amazon', 1], ['Flipkart', 1], ['HDFC Bank', 1], ['Swiggy', 1]]), ...commonCharts()],
  };
}

function televisionProfile(): Mutable<MediaProfile> {
  return {
    kind: 'television',
    logo: { url: '/logo.svg', width: 300, height: 125 },
    attributes: {
      monthlyCumeReach: { value: 180_000_000 },
      language: { value: 'Hindi' },
      metroSharePercentage: { value: '34%' },
      primeTime: { value: ['19:00 - 23:00'] },
      monthlyAMA: { value: 2_400_000 },
    },
    sections: [],
    mediaOptions: completeOptions(),
    demographics: [
      ...commonCharts(),
      chart('Prime Time Distribution', 'pie', [['PT', 62], ['NPT', 38]]),
      chart('Urban Rural Distribution', 'pie', [['Urban', 55], ['Rural', 45]]),
    ],
  };
}

const pointsOf = (p: MediaProfile, key: string) => scoreProfile(p).checks.find((c) => c.key === key)?.points;

describe('scoreProfile — complete profiles', () => {
  it('scores a complete digital profile 100 with no messages, check maxima summing to 100', () => {
    const result = scoreProfile(digitalProfile());
    expect(result).toMatchObject({ score: 100, max: 100, messages: [] });
    expect(result.checks.reduce((s, c) => s + c.max, 0)).toBe(100);
  });

  it('scores a complete television profile 100 with no messages, check maxima summing to 100', () => {
    const result = scoreProfile(televisionProfile());
    expect(result).toMatchObject({ score: 100, max: 100, messages: [] });
    expect(result.checks.reduce((s, c) => s + c.max, 0)).toBe(100);
  });

  it('never mutates its (deep-frozen) input and answers the same twice', () => {
    const p = deepFreeze(digitalProfile());
    const snapshot = JSON.stringify(p);
    const first = scoreProfile(p);
    expect(scoreProfile(p)).toEqual(first);
    expect(JSON.stringify(p)).toBe(snapshot);
    const t = deepFreeze(televisionProfile());
    expect(scoreProfile(t).score).toBe(100);
  });
});

type Case = [label: string, edit: (p: Mutable<MediaProfile>) => void, key: string, lost: number, message: string];

const withAttr = (p: Mutable<MediaProfile>, key: string, attr: { value?: unknown; toolTip?: string } | undefined) => {
  p.attributes = { ...p.attributes, [key]: attr };
};
const replaceChart = (p: Mutable<MediaProfile>, title: RegExp, next: ScoreChart | null) => {
  p.demographics = p.demographics.flatMap((c) => (title.test(c.title) ? (next ? [next] : []) : [c]));
};

const digitalCases: Case[] = [
  ['no logo', (p) => { p.logo = null; }, 'logo', 5, 'Logo is missing'],
  ['wrong logo size', (p) => { p.logo = { url: '/l.svg', width: 200, height: 125 }; }, 'logo', 5, 'Logo should be 300 x 125'],
  ['monthlyUsers absent', (p) => withAttr(p, 'monthlyUsers', undefined), 'monthlyUsers', 6, 'monthlyUsers is missing'],
  ['monthlyUsers not a number', (p) => withAttr(p, 'monthlyUsers', { value: '12M' }), 'monthlyUsers', 6, 'Value missing for monthlyUsers'],
  ['bidType empty', (p) => withAttr(p, 'bidType', { value: '' }), 'bidType', 3, 'Value missing for bidType'],
  ['medium absent', (p) => withAttr(p, 'medium', undefined), 'medium', 3, 'medium is missing'],
  ['pricingModel empty', (p) => withAttr(p, 'pricingModel', { value: [] }), 'pricingModel', 3, 'Value missing for pricingModel'],
  ['pagesPerVisit without tooltip', (p) => withAttr(p, 'pagesPerVisit', { value: 3 }), 'pagesPerVisit', 3, 'ToolTip missing for pagesPerVisit'],
  ['appStoreRating NaN', (p) => withAttr(p, 'appStoreRating', { value: Number.NaN, toolTip: 't' }), 'appStoreRating', 3, 'Value missing for appStoreRating'],
  ['appStoreRating without tooltip', (p) => withAttr(p, 'appStoreRating', { value: 4.1, toolTip: ' ' }), 'appStoreRating', 3, 'ToolTip missing for appStoreRating'],
  ['about 71 words', (p) => { p.sections = [{ title: 'about', contents: [{ type: 'text', value: 'x' }, { type: 'text', value: words(71) }] }]; }, 'aboutContent', 2, 'About section is more than 70 words'],
  ['media kit missing', (p) => { p.mediaKitUrl = null; }, 'mediaKit', 5, 'Media kit is missing'],
  ['media kit .doc', (p) => { p.mediaKitUrl = '/kits/kit.doc'; }, 'mediaKit', 5, 'Media kit should be a PDF'],
  ['3 advertisers', (p) => replaceChart(p, /advert/i, chart('Top Advertisers', 'bar', [['A', 1], ['B', 1], ['C', 1]])), 'advertisers', 2, 'Advertisers should be more than 3'],
  ['no advertisers chart', (p) => replaceChart(p, /advert/i, null), 'advertisers', 2, 'Advertisers are missing'],
  ['gender sums to 99', (p) => replaceChart(p, /gender/i, chart('Gender', 'pie', [['Male', 58], ['Female', 41]])), 'gender', 3, 'Gender Distribution Should be 100%'],
  ['no gender chart', (p) => replaceChart(p, /gender/i, null), 'gender', 3, 'Gender Distribution is missing'],
  ['age group missing', (p) => replaceChart(p, /age/i, chart('Age', 'bar', [['12 - 15', 5], ['16 - 19', 12], ['20 - 29', 38]])), 'age', 5, 'Age Distribution is invalid'],
  ['income invalid', (p) => replaceChart(p, /income/i, chart('Income', 'pie', [['High', 30], ['Low', 70]])), 'income', 5, 'Income Distribution is invalid'],
  ['state outside the list', (p) => replaceChart(p, /state/i, chart('State', 'bar', [['Maharashtra', 30], ['Bihar', 20]])), 'state', 5, 'State Distribution is invalid'],
  ['city empty', (p) => replaceChart(p, /city/i, chart('City', 'bar', [])), 'city', 5, 'City Distribution is invalid'],
];

const televisionCases: Case[] = [
  ['no logo', (p) => { p.logo = undefined; }, 'logo', 10, 'Logo is missing'],
  ['monthlyCumeReach absent', (p) => withAttr(p, 'monthlyCumeReach', undefined), 'monthlyCumeReach', 5, 'monthlyCumeReach is missing'],
  ['language blank', (p) => withAttr(p, 'language', { value: '' }), 'language', 5, 'Value missing for language'],
  ['metroSharePercentage a number', (p) => withAttr(p, 'metroSharePercentage', { value: 34 }), 'metroSharePercentage', 5, 'Value missing for metroSharePercentage'],
  ['primeTime empty', (p) => withAttr(p, 'primeTime', { value: [] }), 'primeTime', 6, 'Value missing for primeTime'],
  ['monthlyAMA absent', (p) => withAttr(p, 'monthlyAMA', undefined), 'monthlyAMA', 4, 'monthlyAMA is missing'],
  ['gender 101', (p) => replaceChart(p, /gender/i, chart('Gender', 'pie', [['Male', 60], ['Female', 41]])), 'gender', 4, 'Gender Distribution Should be 100%'],
  ['time band 90', (p) => replaceChart(p, /prime/i, chart('Prime Time', 'pie', [['PT', 50], ['NPT', 40]])), 'timeBand', 4, 'Time Band Distribution Should be 100%'],
  ['no time band chart', (p) => replaceChart(p, /prime/i, null), 'timeBand', 4, 'Time Band Distribution is missing'],
  ['urban rural 90', (p) => replaceChart(p, /urban/i, chart('Rural split', 'pie', [['Urban', 50], ['Rural', 40]])), 'panIndia', 3, 'Urban Rural Distribution Should be 100%'],
  ['age invalid', (p) => replaceChart(p, /age/i, chart('Age', 'bar', [['Kids', 100]])), 'age', 4, 'Age Distribution is invalid'],
  ['income missing', (p) => replaceChart(p, /income/i, null), 'income', 3, 'Income Distribution is missing'],
  ['state missing', (p) => replaceChart(p, /state/i, null), 'state', 4, 'State Distribution is missing'],
  ['city invalid', (p) => replaceChart(p, /city/i, chart('City', 'bar', [['Pune', 10]])), 'city', 3, 'City Distribution is invalid'],
];

describe.each([
  ['digital', digitalProfile, digitalCases],
  ['television', televisionProfile, televisionCases],
] as const)('scoreProfile — %s checks failing alone', (_kind, make, cases) => {
  it.each(cases)('%s: loses exactly its points with its exact message', (_label, edit, key, lost, message) => {
    const p = make();
    edit(p);
    const result = scoreProfile(p);
    expect(result.score).toBe(100 - lost);
    expect(result.messages).toEqual([message]);
    expect(result.checks.find((c) => c.key === key)).toEqual({ key, max: lost, points: 0, message });
  });
});

describe('scoreProfile — wrong order costs 2 points', () => {
  type OrderCase = [label: string, make: () => Mutable<MediaProfile>, title: RegExp, next: ScoreChart, key: string, message: string];
  const cases: OrderCase[] = [
    ['digital gender Female, Male', digitalProfile, /gender/i, chart('Gender', 'pie', [['Female', 42], ['Male', 58]]), 'gender', 'Gender Distribution - Male,Female order should be followed'],
    ['digital age reversed', digitalProfile, /age/i, chart('Age', 'bar', [['50 +', 8], ['40 - 49', 12], ['30 - 39', 25], ['20 - 29', 38], ['16 - 19', 12], ['12 - 15', 5]]), 'age', 'Age Distribution order should be 12 - 15, 16 - 19, 20 - 29, 30 - 39, 40 - 49, 50 +'],
    ['digital income Low, Mid, High', digitalProfile, /income/i, chart('Income', 'pie', [['Low', 20], ['Mid', 50], ['High', 30]]), 'income', 'Income Distribution order should be High, Mid, Low'],
    ['digital state ascending', digitalProfile, /state/i, chart('State', 'bar', [['Kerala', 5], ['Gujarat', 9]]), 'state', 'State Distribution should be ordered highest to lowest'],
    ['digital city ascending', digitalProfile, /city/i, chart('City', 'bar', [['Kochi', 5], ['Mumbai', 9]]), 'city', 'City Distribution should be ordered highest to lowest'],
    ['tv time band NPT, PT', televisionProfile, /prime/i, chart('Prime', 'pie', [['NPT', 38], ['PT', 62]]), 'timeBand', 'Time Band Distribution - PT,NPT order should be followed'],
    ['tv urban rural reversed', televisionProfile, /urban/i, chart('Urban/Rural', 'pie', [['Rural', 45], ['Urban', 55]]), 'panIndia', 'Urban Rural Distribution - Urban,Rural order should be followed'],
    ['tv city ascending', televisionProfile, /city/i, chart('City', 'bar', [['Chennai', 1], ['Delhi', 2]]), 'city', 'City Distribution should be ordered highest to lowest'],
  ];
  it.each(cases)('%s', (_label, make, title, next, key, message) => {
    const p = make();
    replaceChart(p, title, next);
    const result = scoreProfile(p);
    const check = result.checks.find((c) => c.key === key);
    expect(check).toEqual({ key, max: check?.max, points: (check?.max ?? 0) - 2, message });
    expect(result.score).toBe(98);
    expect(result.messages).toEqual([message]);
  });
});

describe('scoreProfile — about text and media kit edges', () => {
  const withAbout = (contents: { type: string; value: string }[], title = 'About') => {
    const p = digitalProfile();
    p.sections = [{ title: 'Highlights', contents: [{ type: 'text', value: words(200) }] }, { title, contents }];
    return p;
  };

  it('70 words pass, 71 words fail', () => {
    expect(pointsOf(withAbout([{ type: 'text', value: 'Tagline' }, { type: 'text', value: words(70) }]), 'aboutContent')).toBe(2);
    expect(pointsOf(withAbout([{ type: 'text', value: 'Tagline' }, { type: 'text', value: words(71) }]), 'aboutContent')).toBe(0);
  });

  it('reads the second text content, else the first, of the section titled About in any case', () => {
    expect(pointsOf(withAbout([{ type: 'text', value: words(71) }, { type: 'text', value: words(3) }], 'ABOUT'), 'aboutContent')).toBe(2);
    expect(pointsOf(withAbout([{ type: 'text', value: words(71) }]), 'aboutContent')).toBe(0);
  });

  it('falls back to the first section when none is titled About', () => {
    const p = digitalProfile();
    p.sections = [{ title: 'Overview', contents: [{ type: 'text', value: words(80) }] }];
    expect(pointsOf(p, 'sections')).toBe(2);
    expect(scoreProfile(p).messages).toEqual(['About section is more than 70 words']);
  });

  it('no sections: loses 4 points with a single message', () => {
    const p = digitalProfile();
    p.sections = [];
    const result = scoreProfile(p);
    expect(result.score).toBe(96);
    expect(result.messages).toEqual(['About section is missing']);
  });

  it('accepts .PDF in any case and ignores a query string; rejects .doc', () => {
    const p = digitalProfile();
    p.mediaKitUrl = '/kits/Kit.PDF';
    expect(pointsOf(p, 'mediaKit')).toBe(5);
    p.mediaKitUrl = 'https://cdn.example.in/kit.pdf?v=3';
    expect(pointsOf(p, 'mediaKit')).toBe(5);
    p.mediaKitUrl = '/kits/kit.doc';
    expect(pointsOf(p, 'mediaKit')).toBe(0);
  });

  it('accepts a logo without a size, and one of the right size', () => {
    const p = digitalProfile();
    p.logo = { url: '/l.svg' };
    expect(pointsOf(p, 'logo')).toBe(5);
  });
});

describe('scoreMediaOptions', () => {
  it('a complete set earns 40', () => {
    expect(scoreMediaOptions(completeOptions())).toMatchObject({ points: 40, max: 40, messages: [] });
  });

  it('no media options: 0 for topChoices and mediaOptions, both messages', () => {
    const p = digitalProfile();
    p.mediaOptions = [];
    const result = scoreProfile(p);
    expect(result.score).toBe(60);
    expect(result.messages).toEqual([
      'Popular/Premium media should be minimum 1 and maximum 3',
      'Atleast one media option is required',
    ]);
    expect(scoreListing([])).toBe(0);
  });

  it('topChoices fail alone: four Popular Media options', () => {
    const opts = [1, 2, 3, 4].map((i) => option(`O${i}`, 'Popular Media'));
    expect(scoreMediaOptions([...opts, option('P', 'Premium Media')])).toMatchObject({
      points: 34, messages: ['Popular/Premium media should be minimum 1 and maximum 3'],
    });
  });

  type OptionCase = [label: string, edit: Partial<ScoreMediaOption>, lost: number, message: string];
  const cases: OptionCase[] = [
    ['no artworks', { referenceArtworks: [] }, 15, 'Missing Reference artworks'],
    ['artwork without url', { referenceArtworks: [{ url: '/a.png' }, {}] }, 15, 'Value is missing for one of Reference artworks'],
    ['no description chosen', { descriptionId: null }, 5, 'Description is missing'],
    ['no creative specs', { creativeSpecs: [] }, 15, 'Atleast one of Image/Video/Audio/Text/CTA is required'],
    ['video spec missing keys', { creativeSpecs: [{ type: 'video', fields: [{ key: 'Format', value: 'MP4' }, { key: 'Aspect Ratio', value: '' }] }] }, 15,
      'Required fields missing in video creative specs: Bit rate type, Video bit rate, Aspect Ratio'],
    ['no campaign guidelines', { additionalInfo: [{ key: 'Campaign Guidelines and Restrictions', value: 'x' }] }, 12.5, 'Campaign Guidlines and Restrictions are required.'],
    ['sop incomplete', { sop: [{ key: 'Proof Of Execution', value: 'Photos' }] }, 12.5, 'Proof of execution settings are incomplete'],
    ['no vendors', { _vendors: [] }, 25, 'Atleast one vendor is required'],
  ];
  it.each(cases)('%s: the option loses its points / 2.5, averaged over options', (_label, edit, lost, message) => {
    const opts = completeOptions();
    opts[2] = { ...opts[2], ...edit };
    const result = scoreMediaOptions(opts);
    const expected = Math.round((34 - lost / 2.5 / 3) * 100) / 100;
    expect(result.checks[1]).toEqual({ key: 'mediaOptions', max: 34, points: expected });
    expect(result.messages).toEqual([`Native Article: ${message}`]);
    const profile = digitalProfile();
    profile.mediaOptions = opts;
    expect(scoreProfile(profile).score).toBe(Math.round((100 - lost / 2.5 / 3) * 100) / 100);
  });

  it('scoreListing scales the 40-point part to 100', () => {
    expect(scoreListing(completeOptions())).toBe(100);
    const opts = completeOptions().map((o) => ({ ...o, _template: undefined }));
    expect(scoreListing(opts)).toBe(85);
  });
});
