import { budgetFromText, checkLead, leadDedupeText, LEAD_TIMELINES, type LeadInput } from './lead-rules';

const good: LeadInput = {
  name: '  Asha Rao ', email: 'Asha@Example.COM', phone: '98765 43210', budget: 250000,
  adTimeLine: 'Within a month', requirements: 'Radio in Pune', source: '/contact-us', utm_source: 'google',
};

describe('checkLead', () => {
  it('normalises a good lead', () => {
    const r = checkLead(good);
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', budget: 250000, adTimeLine: 'Within a month',
        requirements: 'Radio in Pune', source: '/contact-us', utm_source: 'google', utm_medium: '', utm_campaign: '',
      },
    });
  });

  it.each([
    ['+91 98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['98-7654-3210', '+919876543210'],
  ])('accepts the mobile number %s', (phone, stored) => {
    const r = checkLead({ ...good, phone });
    expect(r.ok && r.value.phone).toBe(stored);
  });

  it.each(['5876543210', '987654321', '98765432100', '+92 9876543210', 'call me', '+91 58765 43210'])('refuses the phone %s', (phone) => {
    const r = checkLead({ ...good, phone });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.phone).toMatch(/10-digit Indian mobile number/);
      expect(Object.keys(r.errors)).toEqual(['phone']);
    }
  });

  it('names every missing required field', () => {
    const r = checkLead({ name: ' ', email: '', phone: '', source: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({
        name: 'Enter your name', email: 'Enter your e-mail address', phone: 'Enter your mobile number',
      });
    }
  });

  it('refuses a bad e-mail', () => {
    const r = checkLead({ ...good, email: 'asha@example' });
    expect(!r.ok && r.errors.email).toBe('Enter a valid e-mail address');
  });

  it.each([[0, /at least 1/], [1_000_000_001, /at most 1,00,00,00,000/], [10.5, /whole number/], [Number.NaN, /must be a number/]])('refuses the budget %p', (budget, message) => {
    const r = checkLead({ ...good, budget });
    expect(!r.ok && r.errors.budget).toMatch(message);
  });

  it('accepts the budget bounds and no budget', () => {
    expect(checkLead({ ...good, budget: 1 }).ok).toBe(true);
    expect(checkLead({ ...good, budget: 1_000_000_000 }).ok).toBe(true);
    const none = checkLead({ ...good, budget: null });
    expect(none.ok && none.value.budget).toBeNull();
  });

  it('caps text lengths, counting characters', () => {
    expect(checkLead({ ...good, name: 'अ'.repeat(100) }).ok).toBe(true);
    const long = checkLead({ ...good, name: 'a'.repeat(101), requirements: 'r'.repeat(2001) });
    expect(!long.ok && long.errors).toEqual({
      name: 'Name can be at most 100 characters; this one has 101',
      requirements: 'Requirements can be at most 2000 characters; this one has 2001',
    });
    expect(checkLead({ ...good, requirements: 'line one\nline two' }).ok).toBe(true);
    expect(checkLead({ ...good, name: 'a\nb' }).ok).toBe(false);
  });

  it("takes the form's timeline choices and the advertiser's own words, one line of at most 100 characters", () => {
    for (const t of LEAD_TIMELINES) expect(checkLead({ ...good, adTimeLine: t }).ok).toBe(true);
    expect(checkLead({ ...good, adTimeLine: '' }).ok).toBe(true);
    const own = checkLead({ ...good, adTimeLine: '  Before Diwali ' });
    expect(own.ok && own.value.adTimeLine).toBe('Before Diwali');
    const long = checkLead({ ...good, adTimeLine: 'x'.repeat(101) });
    expect(!long.ok && long.errors.adTimeLine).toMatch(/^When to start can be at most 100 characters/);
    expect(checkLead({ ...good, adTimeLine: 'a\nb' }).ok).toBe(false);
  });

  it('takes a page path or a popup name as source, or none (unknown)', () => {
    const none = checkLead({ ...good, source: undefined });
    expect(none.ok && none.value.source).toBe('');
    expect(checkLead({ ...good, source: 'lead-magnet:radio' }).ok).toBe(true);
    expect(checkLead({ ...good, source: 'exit-intent:/influencer-marketing' }).ok).toBe(true);
    expect(checkLead({ ...good, source: 'javascript alert(1)' }).ok).toBe(false);
  });

  it('refuses wrong types instead of throwing', () => {
    const r = checkLead({ ...good, name: 42 as unknown as string, requirements: {} as unknown as string });
    expect(!r.ok && r.errors).toEqual({ name: 'Name must be text', requirements: 'Requirements must be text' });
  });
});

describe('budgetFromText', () => {
  it.each([['', null], ['  ', null], ['2,50,000', 250000], ['₹ 5000', 5000], ['Rs. 700', 700]])('reads %p', (text, value) => {
    expect(budgetFromText(text)).toBe(value);
  });
  it.each([
    ['5 lakh', 500000], ['5 Lakhs', 500000], ['₹2 crore', 20000000], ['1.5 cr', 15000000], ['50k', 50000],
    ['2.5L', 250000], ['Rs 10 lacs', 1000000], ['5,00,000/-', 500000], ['INR 7000', 7000], ['1.234567 lakh', 123457],
  ])('reads the amount words in %p', (text, value) => {
    expect(budgetFromText(text)).toBe(value);
  });
  it('answers NaN for what is not a number', () => {
    expect(budgetFromText('five lakh')).toBeNaN();
    expect(budgetFromText('-5')).toBeNaN();
    expect(budgetFromText('5 lakh crore')).toBeNaN();
    expect(budgetFromText('5 bananas')).toBeNaN();
    expect(budgetFromText('lakh')).toBeNaN();
  });
});

describe('leadDedupeText', () => {
  const value = (input: LeadInput) => {
    const r = checkLead(input);
    if (!r.ok) throw new Error('bad');
    return r.value;
  };
  it('is the same for the same person and content from another page', () => {
    expect(leadDedupeText(value(good))).toBe(leadDedupeText(value({ ...good, source: '/lp/radio-advertising', phone: '+919876543210', utm_source: '' })));
  });
  it('differs when the content differs', () => {
    expect(leadDedupeText(value(good))).not.toBe(leadDedupeText(value({ ...good, requirements: 'TV too' })));
    expect(leadDedupeText(value(good))).not.toBe(leadDedupeText(value({ ...good, email: 'other@example.com' })));
  });
});
