import { parseCategoryView, toMediaQuery, withView } from './category-query';

describe('category view in the URL', () => {
  it('reads page, sort and city, falling back on bad values', () => {
    expect(parseCategoryView(new URLSearchParams('page=3&sort=price-asc&city=Delhi'))).toEqual({
      page: 3, sort: 'price-asc', city: 'Delhi',
    });
    expect(parseCategoryView(new URLSearchParams('page=-2&sort=cheapest'))).toEqual({
      page: 1, sort: 'popularity', city: '',
    });
    expect(parseCategoryView(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('resets to page 1 when a filter changes and drops defaults', () => {
    const p = new URLSearchParams('page=4&sort=name&utm_source=google');
    expect(withView(p, { city: 'Pune' }).toString()).toBe('sort=name&utm_source=google&city=Pune');
    expect(withView(p, { page: 5 }).toString()).toBe('page=5&sort=name&utm_source=google');
    expect(withView(p, { sort: 'popularity', page: 1 }).toString()).toBe('utm_source=google');
  });

  it('builds the API query', () => {
    expect(toMediaQuery('sports-marketing', { page: 2, sort: 'reach', city: '' }, 'IPL')).toEqual({
      category: 'sports-marketing', q: 'IPL', sort: 'reach', page: 2, pageSize: 24,
    });
  });
});
