import { validateBrief } from '../campaign/brief';
import {
  chatGreeting, chatResume, chatTurn, currentStep, isChatState, newChatState, type ChatBriefState, type ChatTurn,
} from './brief-walker';

const TODAY = '2026-11-26';

/** Sends each message in turn from a new thread; the last turn. */
function walk(messages: readonly string[], today = TODAY): ChatTurn {
  let turn = chatGreeting(today);
  for (const m of messages) turn = chatTurn(turn.state, m, today);
  return turn;
}

const FULL = [
  'Chai Point', 'chaipoint.com', 'Food & Beverage', 'Brand awareness', '5 lakh',
  '1 March 2027', '31 March 2027', '25-40', 'Female', 'Mumbai, Pune', 'Radio, Outdoor',
];

describe('the brief walk', () => {
  it('greets and asks for the brand name first', () => {
    const t = chatGreeting(TODAY);
    expect(t.fieldName).toBe('brand.name');
    expect(t.reply).toMatch(/^Hi!.*What is your brand's name\?$/s);
    expect(t.brief).toBeNull();
    expect(chatTurn(null, 'anything', TODAY)).toEqual(t);
  });

  it('asks each field in order, with suggestions that are valid answers', () => {
    const order: (string | null)[] = [];
    let t = chatGreeting(TODAY);
    for (const m of FULL) {
      order.push(t.fieldName);
      t = chatTurn(t.state, m, TODAY);
    }
    order.push(t.fieldName);
    expect(order).toEqual([
      'brand.name', 'brand.url', 'brand.category', 'campaignDetails.objective', 'campaignDetails.budget',
      'campaignDetails.startDate', 'campaignDetails.endDate', 'targetGroup.age', 'targetGroup.gender',
      'targetGroup.geos', 'mediaPreference', null,
    ]);
  });

  it('ends with the summary and the brief in the SPEC shape, which validateBrief accepts', () => {
    const t = walk(FULL);
    expect(t.fieldName).toBeNull();
    expect(t.brief).toEqual({
      brand: { name: 'Chai Point', url: 'https://chaipoint.com/', salesChannel: [], category: 'Food & Beverage' },
      // No income: the assistant never asks one, so the brief assumes none.
      targetGroup: { age: { from: 25, to: 40 }, gender: ['Female'], geos: ['Mumbai', 'Pune'] },
      campaignDetails: { objective: 'Brand awareness', budget: 500000, duration: { startDate: '2027-03-01', endDate: '2027-03-31' }, expectedOutcome: [] },
      mediaPreference: ['radio', 'outdoor'],
    });
    expect(validateBrief(t.brief!, TODAY)).toEqual({});
    expect(t.reply).toContain('Here is your brief:');
    expect(t.reply).toContain('Brand: Chai Point');
    expect(t.reply).toContain('Budget: ₹5,00,000');
    expect(t.reply).toContain('Dates: 1 Mar 2027 – 31 Mar 2027');
    // It asks no income: the summary names none.
    expect(t.reply).not.toMatch(/income/i);
    expect(t.reply).toContain('Media preference: Radio, Outdoor');
    expect(t.suggestions).toContain('Change budget');
  });

  it('every suggestion offered on the way is accepted as an answer', () => {
    let t = chatGreeting(TODAY);
    t = chatTurn(t.state, 'Acme', TODAY);
    while (t.fieldName !== null) {
      expect(t.suggestions.length).toBeGreaterThan(0);
      for (const s of t.suggestions) {
        const next = chatTurn(t.state, s, TODAY);
        expect([s, currentStep(next.state)]).not.toEqual([s, t.fieldName]);
      }
      t = chatTurn(t.state, t.suggestions[0], TODAY);
    }
    expect(validateBrief(t.brief!, TODAY)).toEqual({});
  });

  it('fills the SPEC defaults for what is skipped', () => {
    const t = walk(['Acme', 'none', 'Retail', 'Sales', 'skip', 'skip', 'skip', 'skip', 'skip', 'Pan India', 'no preference']);
    expect(t.brief).toMatchObject({
      brand: { name: 'Acme', category: 'Retail' },
      targetGroup: { age: { from: 20, to: 35 }, gender: ['Male', 'Female', 'Other'], geos: ['Pan-India'] },
      campaignDetails: { budget: 200000, duration: { startDate: '2027-01-26', endDate: '2027-02-26' } },
      mediaPreference: [],
    });
    expect(t.brief!.targetGroup).not.toHaveProperty('income');
    expect(t.brief!.brand.url).toBeUndefined();
  });

  it('does not let required fields be skipped', () => {
    const t = walk(['Acme', 'none', 'skip']);
    expect(t.fieldName).toBe('brand.category');
    expect(t.reply).toMatch(/^I need the category for the brief\./);
  });

  it('is deterministic: the same messages give the same turns', () => {
    expect(walk(FULL)).toEqual(walk(FULL));
  });
});

describe('checking answers', () => {
  const atBudget = walk(FULL.slice(0, 4));

  it.each(['abc', 'five lakh', '-5', '0', '5 bananas'])('refuses the budget %p and asks again', (answer) => {
    const t = chatTurn(atBudget.state, answer, TODAY);
    expect(t.fieldName).toBe('campaignDetails.budget');
    expect(t.state).toEqual(atBudget.state);
    expect(t.reply).toMatch(/budget/i);
  });

  it('refuses a budget over ₹1,000 crore', () => {
    expect(chatTurn(atBudget.state, '2000 crore', TODAY).reply).toMatch(/^The budget can be at most ₹1,000,00,00,000|^The budget can be at most/);
  });

  it.each([['2 crore', 20000000], ['₹2,00,000', 200000], ['1.5 lakh', 150000], ['75000', 75000]])('reads the budget %p', (answer, rupees) => {
    expect(chatTurn(atBudget.state, answer, TODAY).state.answers['campaignDetails.budget']).toBe(rupees);
  });

  it('refuses a start date in the past or unreadable, and an end before the start', () => {
    const atStart = walk(FULL.slice(0, 5));
    const past = chatTurn(atStart.state, '1 Nov 2026', TODAY);
    expect(past.fieldName).toBe('campaignDetails.startDate');
    expect(past.reply).toMatch(/^The start date cannot be in the past/);
    expect(chatTurn(atStart.state, 'whenever', TODAY).reply).toMatch(/^I could not read that date/);
    const atEnd = chatTurn(atStart.state, '1 March 2027', TODAY);
    const before = chatTurn(atEnd.state, '1 Feb 2027', TODAY);
    expect(before.fieldName).toBe('campaignDetails.endDate');
    expect(before.reply).toMatch(/^The end date must be on or after the start date, 1 Mar 2027\./);
    expect(chatTurn(atEnd.state, '1 month later', TODAY).state.answers['campaignDetails.endDate']).toBe('2027-04-01');
  });

  it('takes both dates in one answer', () => {
    const t = chatTurn(walk(FULL.slice(0, 5)).state, '1 Mar 2027 to 15 Mar 2027', TODAY);
    expect(t.state.answers).toMatchObject({ 'campaignDetails.startDate': '2027-03-01', 'campaignDetails.endDate': '2027-03-15' });
    expect(t.fieldName).toBe('targetGroup.age');
  });

  it('checks the website, ages, gender and media', () => {
    const atUrl = walk(['Acme']);
    expect(chatTurn(atUrl.state, 'not a site', TODAY).reply).toMatch(/^That does not look like a web address/);
    expect(chatTurn(atUrl.state, 'javascript:alert(1)', TODAY).fieldName).toBe('brand.url');
    const atAge = walk(FULL.slice(0, 7));
    expect(chatTurn(atAge.state, '40-25', TODAY).reply).toMatch(/^The upper age must be at least the lower age/);
    expect(chatTurn(atAge.state, '30', TODAY).reply).toMatch(/^Please give an age range/);
    expect(chatTurn(atAge.state, '5-10', TODAY).reply).toMatch(/^Ages must be from 13 to 100/);
    expect(chatTurn(atAge.state, '18+', TODAY).state.answers['targetGroup.age']).toEqual({ from: 18, to: 100 });
    const atGender = chatTurn(atAge.state, '25 to 40', TODAY);
    expect(chatTurn(atGender.state, 'robots', TODAY).reply).toMatch(/^Please answer Male, Female, Other or All/);
    expect(chatTurn(atGender.state, 'men and women', TODAY).state.answers['targetGroup.gender']).toEqual(['Male', 'Female']);
    const atMedia = walk(FULL.slice(0, 10));
    expect(chatTurn(atMedia.state, 'Radio, carrier pigeons', TODAY).reply).toMatch(/^I do not know "carrier pigeons" as a medium/);
    expect(chatTurn(atMedia.state, 'TV and print ads', TODAY).state.answers.mediaPreference).toEqual(['television', 'newspaper']);
  });

  it('refuses a place that is not a name', () => {
    const atGeos = walk(FULL.slice(0, 9));
    expect(chatTurn(atGeos.state, '12345', TODAY).reply).toMatch(/is not a place name/);
    expect(chatTurn(atGeos.state, 'mumbai, Mumbai, Thane', TODAY).state.answers['targetGroup.geos']).toEqual(['Mumbai', 'Thane']);
  });
});

describe('corrections', () => {
  it('changes a field already answered, anywhere in the walk, and keeps asking the open question', () => {
    const atAge = walk(FULL.slice(0, 7));
    const t = chatTurn(atAge.state, 'change budget to 2 crore', TODAY);
    expect(t.state.answers['campaignDetails.budget']).toBe(20000000);
    expect(t.fieldName).toBe('targetGroup.age');
    expect(t.reply).toMatch(/^Updated\. The budget: ₹2,00,00,000\. Which age group/);
  });

  it('reads "budget 5 lakh" once past the budget, and "change city to Delhi" at the end', () => {
    const atGender = walk(FULL.slice(0, 8));
    expect(chatTurn(atGender.state, 'budget 7 lakh', TODAY).state.answers['campaignDetails.budget']).toBe(700000);
    const done = walk(FULL);
    const t = chatTurn(done.state, 'change city to Delhi', TODAY);
    expect(t.brief!.targetGroup.geos).toEqual(['Delhi']);
    expect(t.reply).toContain('Locations: Delhi');
    expect(chatTurn(done.state, 'Actually, the objective is Sales', TODAY).brief!.campaignDetails.objective).toBe('Sales');
  });

  it('says what is wrong with a correction and changes nothing', () => {
    const done = walk(FULL);
    const t = chatTurn(done.state, 'change budget to lots', TODAY);
    expect(t.state).toEqual(done.state);
    expect(t.reply).toMatch(/^I could not change the budget: Please give the budget as an amount/);
    expect(t.fieldName).toBeNull();
  });

  it('"Change dates" asks for them again; a start after the end drops the end', () => {
    const done = walk(FULL);
    const asked = chatTurn(done.state, 'Change dates', TODAY);
    expect(asked.fieldName).toBe('campaignDetails.startDate');
    const moved = chatTurn(asked.state, '1 May 2027', TODAY);
    expect(moved.fieldName).toBe('campaignDetails.endDate');
    expect(moved.reply).toContain('The end date was before it');
    const finished = chatTurn(moved.state, '2 weeks later', TODAY);
    expect(finished.brief!.campaignDetails.duration).toEqual({ startDate: '2027-05-01', endDate: '2027-05-15' });
  });

  it('does not take an answer that only starts with a field word for a correction', () => {
    const atObjective = walk(FULL.slice(0, 3));
    const t = chatTurn(atObjective.state, 'Brand awareness', TODAY);
    expect(t.state.answers['brand.name']).toBe('Chai Point');
    expect(t.state.answers['campaignDetails.objective']).toBe('Brand awareness');
  });

  it('answers the open question given as "budget 5 lakh" at the budget step', () => {
    const t = chatTurn(walk(FULL.slice(0, 4)).state, 'budget 5 lakh', TODAY);
    expect(t.state.answers['campaignDetails.budget']).toBe(500000);
  });

  it('starts over on request', () => {
    expect(chatTurn(walk(FULL).state, 'start over', TODAY)).toEqual(chatGreeting(TODAY));
  });
});

describe('threads picked up later', () => {
  it('re-asks a start date that has passed before showing the brief again', () => {
    const done = walk(FULL);
    const later = chatResume(done.state, '2027-03-05');
    expect(later.fieldName).toBe('campaignDetails.startDate');
    expect(later.reply).toMatch(/^The start date cannot be in the past\./);
  });

  it('an empty message repeats the open question', () => {
    const atBudget = walk(FULL.slice(0, 4));
    const t = chatTurn(atBudget.state, '   ', TODAY);
    expect(t.state).toEqual(atBudget.state);
    expect(t.reply).toBe('What is your budget for the campaign, in rupees? For example 5 lakh or ₹2,00,000.');
  });

  it('knows its stored state', () => {
    expect(isChatState(newChatState())).toBe(true);
    expect(isChatState(walk(FULL).state)).toBe(true);
    expect(isChatState({ v: 2, answers: {}, editing: null })).toBe(false);
    expect(isChatState({ v: 1, answers: {}, editing: 'nonsense' })).toBe(false);
    expect(isChatState(null)).toBe(false);
    const s: ChatBriefState = JSON.parse(JSON.stringify(walk(FULL).state));
    expect(chatResume(s, TODAY).brief).toEqual(walk(FULL).brief);
  });
});
