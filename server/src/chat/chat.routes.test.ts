import { validateBrief, type Brief } from 'shared-domain';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { makeUser, type Actor } from '../../test/support/campaign.fixtures';
import { nextIp } from '../../test/support/otp-test-helpers';
import { createChatRepository } from './chat.repository';
import { VISITOR_COOKIE } from './chat.routes';

let t: TestApp;
let buyer: Actor;
let other: Actor;

beforeAll(async () => {
  t = await createTestApp({ env: { CHAT_RATE_LIMIT: '30', CHAT_RATE_WINDOW_MINUTES: '10' } });
  buyer = await makeUser(t.db, 'Chat Buyer');
  other = await makeUser(t.db, 'Other Buyer');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // India's 26 November 2026, late morning.
  t.setNow(new Date('2026-11-26T06:00:00.000Z'));
});

type Thread = {
  threadId: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  fieldName: string | null;
  suggestions: string[];
  brief: Brief | null;
};
type Res = { status: number; body: Thread & { error?: string; message?: string }; setCookie: string | undefined; headers: Record<string, unknown> };

/** A browser: keeps the visitor cookie the server gives it, and may be signed in. */
function browser(o: { token?: string; ip?: string } = {}) {
  let cookie: string | null = null;
  const send = async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<Res> => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = `${VISITOR_COOKIE}=${cookie}`;
    if (o.token) headers['x-access-token'] = o.token;
    const res = await t.app.inject({ method, url, headers, remoteAddress: o.ip ?? nextIp(), ...(payload !== undefined ? { payload: payload as object } : {}) });
    const setCookie = res.headers['set-cookie'] as string | undefined;
    const value = setCookie && new RegExp(`^${VISITOR_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
    if (value) cookie = value;
    return { status: res.statusCode, body: res.json(), setCookie, headers: res.headers };
  };
  return {
    send,
    say: (message: string, threadId?: string) => send('POST', '/api/chatbot', { message, ...(threadId ? { threadId } : {}) }),
    read: (threadId: string) => send('GET', `/api/chatbot/${threadId}`),
    get cookie() { return cookie; },
  };
}

const ANSWERS = ['Chai Point', 'chaipoint.com', 'Food & Beverage', 'Brand awareness', '5 lakh', '1 March 2027', '31 March 2027', '25-40', 'Female', 'Mumbai, Pune', 'Radio'];

async function walk(b: ReturnType<typeof browser>, answers: readonly string[] = ANSWERS): Promise<Thread> {
  let last = await b.say('');
  for (const a of answers) {
    const res = await b.say(a, last.body.threadId);
    expect(res.status).toBe(200);
    last = res;
  }
  return last.body;
}

describe('POST /api/chatbot', () => {
  it('opens a thread with the greeting, sets an httpOnly visitor cookie, and walks the brief to its end', async () => {
    const b = browser();
    const first = await b.say('');
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{32}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`));
    expect(first.body).toEqual({
      threadId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      messages: [{ role: 'assistant', content: expect.stringContaining("What is your brand's name?") }],
      fieldName: 'brand.name',
      suggestions: [],
      brief: null,
    });
    const done = await walk(b);
    expect(done.fieldName).toBeNull();
    expect(done.messages).toHaveLength(1 + 2 * ANSWERS.length);
    expect(done.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(ANSWERS);
    const summary = done.messages.at(-1)!.content;
    expect(summary).toContain('Brand: Chai Point');
    expect(summary).toContain('Budget: ₹5,00,000');
    // The assistant asks no income, so the brief it keeps names none.
    expect(done.brief?.targetGroup).not.toHaveProperty('income');
    expect(done.brief).toMatchObject({
      brand: { name: 'Chai Point', url: 'https://chaipoint.com/', category: 'Food & Beverage' },
      targetGroup: { age: { from: 25, to: 40 }, gender: ['Female'], geos: ['Mumbai', 'Pune'] },
      campaignDetails: { objective: 'Brand awareness', budget: 500000, duration: { startDate: '2027-03-01', endDate: '2027-03-31' } },
      mediaPreference: ['radio'],
    });
    expect(validateBrief(done.brief!, '2026-11-26')).toEqual({});

    // Persisted: a reload shows the same thread, and the stored owner is a hash, not the cookie.
    const reloaded = await b.read(done.threadId);
    expect(reloaded.status).toBe(200);
    expect(reloaded.body).toEqual(done);
    const row = await t.db.selectFrom('chat_threads').selectAll().where('id', '=', done.threadId).executeTakeFirstOrThrow();
    expect(row.owner).toMatch(/^visitor:[A-Za-z0-9_-]{43}$/);
    expect(row.owner).not.toContain(b.cookie!);
  });

  it('starts a thread with a first message and answers it', async () => {
    const res = await browser().say('Acme Tea');
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(res.body.fieldName).toBe('brand.url');
  });

  it('takes a correction, and says what is wrong with an invalid budget or date without moving on', async () => {
    const b = browser();
    const atBudget = await walk(b, ANSWERS.slice(0, 4));
    const bad = await b.say('lots of money', atBudget.threadId);
    expect(bad.status).toBe(200);
    expect(bad.body.fieldName).toBe('campaignDetails.budget');
    expect(bad.body.messages.at(-1)!.content).toMatch(/^Please give the budget as an amount in rupees/);
    const ok = await b.say('2 crore', atBudget.threadId);
    expect(ok.body.fieldName).toBe('campaignDetails.startDate');
    const past = await b.say('1 Jan 2026', atBudget.threadId);
    expect(past.body.fieldName).toBe('campaignDetails.startDate');
    expect(past.body.messages.at(-1)!.content).toMatch(/^The start date cannot be in the past/);
    const fixed = await b.say('change budget to 5 lakh', atBudget.threadId);
    expect(fixed.body.fieldName).toBe('campaignDetails.startDate');
    expect(fixed.body.messages.at(-1)!.content).toMatch(/^Updated\. The budget: ₹5,00,000\./);
    const rest = ANSWERS.slice(5);
    let last = fixed;
    for (const a of rest) last = await b.say(a, atBudget.threadId);
    expect(last.body.brief!.campaignDetails.budget).toBe(500000);
    const moved = await b.say('change city to Delhi', atBudget.threadId);
    expect(moved.body.brief!.targetGroup.geos).toEqual(['Delhi']);
  });

  it("answers 404 for another visitor's thread and for an unknown one, and changes nothing", async () => {
    const owner = browser();
    const opened = await owner.say('Acme Tea');
    const stranger = browser();
    const read = await stranger.read(opened.body.threadId);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ error: 'not_found', message: 'There is no conversation with this id' });
    expect((await stranger.say('hijack', opened.body.threadId)).status).toBe(404);
    expect((await stranger.say('hello', 'no-such-thread-000000000')).status).toBe(404);
    expect((await owner.read(opened.body.threadId)).body.messages).toHaveLength(3);
  });

  it("keeps a signed-in user's thread from a guest and from another user; a guest's thread passes to the user who signs in on its browser", async () => {
    const signedIn = browser({ token: buyer.token });
    const theirs = await signedIn.say('Buyer Brand');
    const row = await t.db.selectFrom('chat_threads').select('owner').where('id', '=', theirs.body.threadId).executeTakeFirstOrThrow();
    expect(row.owner).toBe(`user:${buyer.id}`);
    expect((await browser().read(theirs.body.threadId)).status).toBe(404);
    expect((await browser({ token: other.token }).read(theirs.body.threadId)).status).toBe(404);
    expect((await browser({ token: buyer.token }).read(theirs.body.threadId)).status).toBe(200);

    // A guest starts, then signs in on the same browser: the thread is now the user's only.
    const guest = browser();
    const started = await guest.say('Guest Brand');
    const cookie = guest.cookie!;
    const later = await t.app.inject({
      method: 'POST', url: '/api/chatbot', remoteAddress: nextIp(),
      headers: { cookie: `${VISITOR_COOKIE}=${cookie}`, 'x-access-token': buyer.token },
      payload: { message: 'none', threadId: started.body.threadId },
    });
    expect(later.statusCode).toBe(200);
    expect(later.json().fieldName).toBe('brand.category');
    const sameBrowserSignedOut = await t.app.inject({
      method: 'GET', url: `/api/chatbot/${started.body.threadId}`, remoteAddress: nextIp(), headers: { cookie: `${VISITOR_COOKIE}=${cookie}` },
    });
    expect(sameBrowserSignedOut.statusCode).toBe(404);
  });

  it('refuses an over-long message, control characters and unknown fields with a 400, storing nothing', async () => {
    const b = browser();
    const opened = await b.say('');
    const long = await b.say('x'.repeat(1001), opened.body.threadId);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The message can be at most 1000 characters; this one has 1001');
    expect((await b.say('bad\u0000byte', opened.body.threadId)).status).toBe(400);
    expect((await b.send('POST', '/api/chatbot', { message: 'hi', threadId: opened.body.threadId, role: 'assistant' })).status).toBe(400);
    expect((await b.send('POST', '/api/chatbot', { threadId: opened.body.threadId })).status).toBe(400);
    expect((await b.read(opened.body.threadId)).body.messages).toHaveLength(1);
  });

  it('keeps markup as the text it is', async () => {
    const res = await browser().say('<b>Bold</b> & Co');
    expect(res.body.messages[1].content).toBe('<b>Bold</b> & Co');
    expect(res.body.messages[2].content).toContain('<b>Bold</b> & Co');
  });

  it('answers a greeting without storing it: the brand is what the visitor names next', async () => {
    const b = browser();
    const opened = await b.say('Hi, I want to advertise');
    expect(opened.status).toBe(200);
    expect(opened.body.fieldName).toBe('brand.name');
    expect(opened.body.messages.at(-1)!.content).toMatch(/^Hello! .*What is your brand's name\?$/);
    let last = opened;
    for (const a of ANSWERS) last = await b.say(a, opened.body.threadId);
    expect(last.body.brief!.brand.name).toBe('Chai Point');
    expect(last.body.messages.at(-1)!.content).not.toMatch(/income/i);
  });

  it('limits messages per client address with a 429 that says so', async () => {
    const ip = '10.250.0.1';
    const b = browser({ ip });
    const opened = await b.say('');
    let res = opened;
    for (let i = 1; i < 30; i += 1) res = await b.say('', opened.body.threadId);
    expect(res.status).toBe(200);
    const over = await b.say('', opened.body.threadId);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many chat messages from this address\. Try again in \d+ (?:minutes?|seconds?)\.$/);
    // When to try again, for the widget to say: the limit's window is 10 minutes.
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The thread is kept as it was: reading it (not limited) gives every message back.
    const kept = await b.read(opened.body.threadId);
    expect(kept.status).toBe(200);
    expect(kept.body.messages).toEqual(res.body.messages);
    // Another address is not held back.
    expect((await browser().say('')).status).toBe(200);
  });

  it('writes a thread only at the version it was read at, so two messages sent at once cannot lose one another', async () => {
    const threads = createChatRepository(t.db, () => new Date('2026-11-26T06:00:00.000Z'));
    const opened = await browser().say('');
    const a = (await threads.find(opened.body.threadId))!;
    const b = (await threads.find(opened.body.threadId))!;
    expect(await threads.update({ ...a, messages: [...a.messages, { role: 'user', content: 'first' }] })).toBe(true);
    expect(await threads.update({ ...b, messages: [...b.messages, { role: 'user', content: 'second' }] })).toBe(false);
    expect((await threads.find(opened.body.threadId))!.messages.at(-1)).toEqual({ role: 'user', content: 'first' });
  });
});
