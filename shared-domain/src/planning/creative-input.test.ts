import { MAX_CREATIVE_SIZES, MAX_LOGO_BYTES, checkCreative, creativeFileName, creativeQuery, creativeValuesFrom, fileStem, logoProblem, type CreativeValues } from './creative-input';

const filled: CreativeValues = {
  brand: 'Chai Point', headline: 'Fresh chai in 15 minutes', cta: 'Order now', background: '#1f3a93', accent: '#fff',
  category: 'digital', option: '', sizes: ['300x250', '728x90'],
};

describe('the creative maker form', () => {
  it('round-trips its values through the address', () => {
    const query = creativeQuery(filled);
    expect(query).toBe('?brand=Chai+Point&headline=Fresh+chai+in+15+minutes&cta=Order+now&bg=%231f3a93&fg=%23fff&category=digital&sizes=300x250%2C728x90');
    expect(creativeValuesFrom(query)).toEqual(filled);
  });

  it('drops malformed parts of an address and fills default colours', () => {
    const values = creativeValuesFrom('?category=moon&option=a%20b&sizes=300x250,junk,300x250,9999x1');
    expect(values).toMatchObject({ category: '', option: '', sizes: ['300x250'], background: '#1f3a93', accent: '#ffffff' });
    expect(creativeValuesFrom('?option=65f0c0ffee0000000000abcd').option).toBe('65f0c0ffee0000000000abcd');
  });

  it('accepts a filled form with its contrast', () => {
    const check = checkCreative(filled);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.value).toMatchObject({ accent: '#ffffff', sizes: [{ width: 300, height: 250 }, { width: 728, height: 90 }] });
      expect(check.value.contrast).toBeGreaterThan(4.5);
    }
  });

  it('explains each wrong field', () => {
    const check = checkCreative({ ...filled, brand: ' ', headline: 'h'.repeat(91), cta: 'c'.repeat(26), background: 'blue', accent: '#12', sizes: [] });
    expect(check).toEqual({
      ok: false,
      errors: {
        brand: 'Enter the brand name.',
        headline: 'The headline can be at most 90 characters (it has 91).',
        cta: 'The call to action can be at most 25 characters (it has 26).',
        background: 'Enter the background colour as a hex code, e.g. #1f3a93.',
        accent: 'Enter the text colour as a hex code, e.g. #ffffff.',
        sizes: 'Choose at least one size.',
      },
    });
    const many = Array.from({ length: MAX_CREATIVE_SIZES + 1 }, (_, i) => `${100 + i}x100`);
    expect(checkCreative({ ...filled, sizes: many })).toEqual({ ok: false, errors: { sizes: `Choose at most ${MAX_CREATIVE_SIZES} sizes at a time.` } });
  });

  it('names files after the brand and size', () => {
    expect(creativeFileName('Chai Point!', { width: 300, height: 250 })).toBe('chai-point-300x250.png');
    expect(fileStem('Café Ñandú')).toBe('cafe-nandu');
    expect(fileStem('नमस्ते')).toBe('creative');
  });

  it('reads only PNG, JPEG or SVG logos of at most 2 MB', () => {
    expect(logoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/svg+xml', size: MAX_LOGO_BYTES })).toBeNull();
    expect(logoProblem({ type: 'image/gif', size: 1000 })).toBe('The logo must be a PNG, JPEG or SVG file.');
    expect(logoProblem({ type: 'image/jpeg', size: MAX_LOGO_BYTES + 1 })).toMatch(/at most 2 MB/);
    expect(logoProblem({ type: 'image/jpeg', size: 0 })).toBe('The logo file is empty.');
  });
});
