import {
  BRIEF_UPLOAD_MAX_BYTES, addMonthsToIsoDate, briefErrorList, defaultBrief, isBriefValid, isIsoDate,
  normaliseBrandUrl, normaliseBrief, parseBriefList, readBriefRupees, validateBrief, validateBriefFiles,
} from './brief';
import type { Brief } from '../entities/entities';

const TODAY = '2025-03-05';

/** A brief that passes: the defaults plus the required answers. */
function validBrief(over: (b: Brief) => void = () => {}): Brief {
  const b = defaultBrief(TODAY);
  b.brand.name = 'Chai Point';
  b.brand.category = 'Food & Beverage';
  b.campaignDetails.objective = 'Brand awareness';
  over(b);
  return b;
}

describe('addMonthsToIsoDate', () => {
  it('adds calendar months, crossing years', () => {
    expect(addMonthsToIsoDate('2025-03-05', 2)).toBe('2025-05-05');
    expect(addMonthsToIsoDate('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonthsToIsoDate('2025-01-10', -1)).toBe('2024-12-10');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonthsToIsoDate('2025-12-31', 2)).toBe('2026-02-28');
    expect(addMonthsToIsoDate('2023-12-31', 2)).toBe('2024-02-29');
    expect(addMonthsToIsoDate('2025-03-31', 3)).toBe('2025-06-30');
  });

  it('rejects what is not a date', () => {
    expect(() => addMonthsToIsoDate('2025-02-30', 1)).toThrow(RangeError);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('5/3/2025')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});

describe('defaultBrief', () => {
  it('has the SPEC defaults: age 20–35, income 10,000–100,000, budget 200,000, start +2 and end +3 months', () => {
    const b = defaultBrief(TODAY);
    expect(b.targetGroup.age).toEqual({ from: 20, to: 35 });
    expect(b.targetGroup.income).toEqual({ from: 10000, to: 100000 });
    expect(b.campaignDetails.budget).toBe(200000);
    expect(b.campaignDetails.duration).toEqual({ startDate: '2025-05-05', endDate: '2025-06-05' });
    expect(b.brand).toEqual({ name: '', url: '', salesChannel: [], category: '' });
    expect(b.mediaPreference).toEqual([]);
  });

  it('returns a new object each time', () => {
    const a = defaultBrief(TODAY);
    a.targetGroup.age.from = 40;
    expect(defaultBrief(TODAY).targetGroup.age.from).toBe(20);
  });
});

describe('validateBrief', () => {
  it('accepts the defaults once the required answers are given', () => {
    expect(validateBrief(validBrief(), TODAY)).toEqual({});
    expect(isBriefValid(validateBrief(validBrief(), TODAY))).toBe(true);
  });

  it('names each missing required answer', () => {
    const errors = validateBrief(defaultBrief(TODAY), TODAY);
    expect(errors).toEqual({
      'brand.name': 'Enter the brand name',
      'brand.category': 'Enter the brand’s category, like FMCG or Real Estate',
      'campaignDetails.objective': 'Choose the campaign objective',
    });
    expect(briefErrorList(errors).map((e) => e.field)).toEqual(['brand.name', 'brand.category', 'campaignDetails.objective']);
  });

  it('blank text counts as missing', () => {
    expect(validateBrief(validBrief((b) => { b.brand.name = '   '; }), TODAY)['brand.name']).toBe('Enter the brand name');
    expect(validateBrief(validBrief((b) => { b.brand.name = '\u200B\u200D'; }), TODAY)['brand.name']).toBe('Enter the brand name');
    expect(validateBrief(validBrief((b) => { b.brand.category = '\uFEFF'; }), TODAY)['brand.category']).toMatch(/category/);
  });

  it('refuses control, broken and text-direction characters in text and lists', () => {
    const errors = validateBrief(validBrief((b) => {
      b.brand.name = 'Amul\u0000';
      b.targetGroup.description = 'mothers\u202E';
      b.targetGroup.geos = ['Pune', 'Mumbai\uD800'];
      b.mediaPreference = ['radio', 'x'.repeat(201)];
    }), TODAY);
    expect(errors['brand.name']).toBe('Brand name must be one line, without tabs, line breaks or control characters');
    expect(errors['targetGroup.description']).toBe('The description holds a text-direction control character');
    expect(errors['targetGroup.geos']).toBe('Locations holds a broken character; type it again');
    expect(errors.mediaPreference).toBe('Media preference can be at most 200 characters; this one has 201');
    // A description may span lines.
    expect(validateBrief(validBrief((b) => { b.targetGroup.description = 'line one\nline two'; }), TODAY)).toEqual({});
  });

  it('checks the website only when one is given', () => {
    expect(validateBrief(validBrief((b) => { b.brand.url = 'chaipoint.com'; }), TODAY)).toEqual({});
    expect(validateBrief(validBrief((b) => { b.brand.url = 'not a site'; }), TODAY)['brand.url']).toMatch(/like example\.com/);
    expect(validateBrief(validBrief((b) => { b.brand.url = 'ftp://x.com'; }), TODAY)['brand.url']).toBeDefined();
  });

  it('ages: whole numbers within 13–100, upper at least lower', () => {
    const v = (from: number, to: number) => validateBrief(validBrief((b) => { b.targetGroup.age = { from, to }; }), TODAY);
    expect(v(13, 100)).toEqual({});
    expect(v(12, 30)['targetGroup.ageFrom']).toBe('Enter an age from 13 to 100');
    expect(v(NaN, 30)['targetGroup.ageFrom']).toBe('Enter an age from 13 to 100');
    expect(v(20, 101)['targetGroup.ageTo']).toBe('Enter an age from 13 to 100');
    expect(v(20.5, 30)['targetGroup.ageFrom']).toBeDefined();
    expect(v(40, 30)).toEqual({ 'targetGroup.ageTo': 'The upper age must be at least the lower age' });
    expect(v(30, 30)).toEqual({});
  });

  it('income: whole rupees, upper at least lower', () => {
    const v = (from: number, to: number) => validateBrief(validBrief((b) => { b.targetGroup.income = { from, to }; }), TODAY);
    expect(v(0, 0)).toEqual({});
    expect(v(-1, 10)['targetGroup.incomeFrom']).toBe('Enter an income in whole rupees, from ₹0 to ₹10,00,00,000');
    expect(v(50000, 20000)).toEqual({ 'targetGroup.incomeTo': 'The upper income must be at least ₹50,000' });
    expect(v(0, 1e12)['targetGroup.incomeTo']).toBe('Enter an income in whole rupees, from ₹0 to ₹10,00,00,000');
    expect(v(1.5, 10)['targetGroup.incomeFrom']).toBeDefined();
  });

  it('income may be left out (a brief from the chat assistant): nothing to check, none sent', () => {
    const brief = validBrief((b) => { delete b.targetGroup.income; });
    expect(validateBrief(brief, TODAY)).toEqual({});
    expect(normaliseBrief(brief).targetGroup).not.toHaveProperty('income');
    expect(normaliseBrief(validBrief()).targetGroup.income).toEqual({ from: 10000, to: 100000 });
  });

  it('budget: a whole number of rupees above zero', () => {
    const v = (budget: number) => validateBrief(validBrief((b) => { b.campaignDetails.budget = budget; }), TODAY)['campaignDetails.budget'];
    expect(v(NaN)).toBe('Enter the budget in rupees, such as 2,00,000');
    expect(v(0)).toBe('Enter a budget of at least ₹1, in whole rupees');
    expect(v(99.5)).toBe('Enter a budget of at least ₹1, in whole rupees');
    expect(v(1)).toBeUndefined();
    expect(v(10_000_000_000)).toBeUndefined();
    expect(v(100_000_000_000_000)).toBe('Enter a budget of at most ₹10,00,00,00,000');
    expect(v(Number.POSITIVE_INFINITY)).toBe('Enter the budget in rupees, such as 2,00,000');
  });

  it('dates: both real dates, the start not before today, the end not before the start', () => {
    const v = (startDate: string, endDate: string) =>
      validateBrief(validBrief((b) => { b.campaignDetails.duration = { startDate, endDate }; }), TODAY);
    expect(v(TODAY, TODAY)).toEqual({});
    expect(v('', '')).toEqual({ 'campaignDetails.startDate': 'Enter the start date', 'campaignDetails.endDate': 'Enter the end date' });
    expect(v('2025-03-04', '2025-04-01')).toEqual({ 'campaignDetails.startDate': 'The start date cannot be in the past' });
    expect(v('2025-04-10', '2025-04-09')).toEqual({ 'campaignDetails.endDate': 'The end date must be on or after the start date' });
  });

  it('does not change its input', () => {
    const b = Object.freeze(validBrief((x) => { x.brand.name = ''; }));
    expect(() => validateBrief(b, TODAY)).not.toThrow();
  });
});

describe('readBriefRupees', () => {
  it('reads digits, Indian and international grouping, as payments do', () => {
    expect(readBriefRupees('500000')).toBe(500000);
    expect(readBriefRupees(' 5,00,000 ')).toBe(500000);
    expect(readBriefRupees('500,000')).toBe(500000);
    expect(readBriefRupees('1,00,00,000')).toBe(10000000);
    expect(readBriefRupees('2,00,000.50')).toBe(200000.5);
  });

  it('reads zero and negative amounts so the rules can name them', () => {
    expect(readBriefRupees('0')).toBe(0);
    expect(readBriefRupees('-5,000')).toBe(-5000);
    const v = (budget: string, incomeFrom: string) =>
      validateBrief(validBrief((b) => {
        b.campaignDetails.budget = readBriefRupees(budget);
        b.targetGroup.income = { from: readBriefRupees(incomeFrom), to: b.targetGroup.income?.to ?? 100000 };
      }), TODAY);
    expect(v('0', '0')).toEqual({ 'campaignDetails.budget': 'Enter a budget of at least ₹1, in whole rupees' });
    expect(v('2,00,000.50', '-1')).toEqual({
      'campaignDetails.budget': 'Enter a budget of at least ₹1, in whole rupees',
      'targetGroup.incomeFrom': 'Enter an income in whole rupees, from ₹0 to ₹10,00,00,000',
    });
    expect(v('5,00,000', '10,000')).toEqual({});
  });

  it('anything else is not an amount', () => {
    for (const text of ['', '   ', 'abc', '₹500', '2,0,000', '5,00,00', '1e5', '10.555', '5 00 000']) {
      expect(readBriefRupees(text)).toBeNaN();
    }
  });
});

describe('parseBriefList and normaliseBrief', () => {
  it('splits on commas and lines, trims and drops blanks and repeats', () => {
    expect(parseBriefList(' Mumbai, Pune\nmumbai ,, Delhi NCR ')).toEqual(['Mumbai', 'Pune', 'Delhi NCR']);
    expect(parseBriefList('')).toEqual([]);
  });

  it('makes a website absolute', () => {
    expect(normaliseBrandUrl('chaipoint.com')).toBe('https://chaipoint.com/');
    expect(normaliseBrandUrl('http://shop.example.in/x')).toBe('http://shop.example.in/x');
    expect(normaliseBrandUrl('localhost')).toBeNull();
    expect(normaliseBrandUrl('')).toBeNull();
  });

  it('trims text, leaves out empty optional answers and returns a new object', () => {
    const input = validBrief((b) => {
      b.brand.name = '  Chai Point ';
      b.brand.url = '';
      b.targetGroup.gender = ['Female', 'Female'];
      b.mediaPreference = ['radio', 'radio', 'outdoor'];
    });
    const out = normaliseBrief(input);
    expect(out.brand).toEqual({ name: 'Chai Point', salesChannel: [], category: 'Food & Beverage' });
    expect(out.targetGroup.gender).toEqual(['Female']);
    expect(out.targetGroup.description).toBeUndefined();
    expect(out.mediaPreference).toEqual(['radio', 'outdoor']);
    expect(out.campaignDetails).toEqual({
      objective: 'Brand awareness', budget: 200000, duration: { startDate: '2025-05-05', endDate: '2025-06-05' }, expectedOutcome: [],
    });
    expect(out.targetGroup.age).not.toBe(input.targetGroup.age);
    expect(input.brand.name).toBe('  Chai Point ');
  });
});

describe('validateBriefFiles', () => {
  it('accepts documents and images within the limits', () => {
    expect(validateBriefFiles([{ name: 'deck.PDF', size: 2000 }, { name: 'logo.png', size: 10 }])).toEqual([]);
  });

  it('says what is wrong with each file', () => {
    expect(validateBriefFiles([
      { name: 'setup.exe', size: 100 },
      { name: 'empty.pdf', size: 0 },
      { name: 'huge.pdf', size: BRIEF_UPLOAD_MAX_BYTES + 1 },
    ]).map((p) => p.message)).toEqual([
      'setup.exe: choose a PDF, document, spreadsheet, presentation or image',
      'empty.pdf is empty',
      'huge.pdf is larger than 10 MB',
    ]);
  });

  it('allows at most five files', () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, size: 1 }));
    expect(validateBriefFiles(files)).toEqual([{ name: 'f5.pdf', message: 'Attach at most 5 files' }]);
  });
});
