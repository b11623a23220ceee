import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp } from '../../test/support/test-app';
import { nextIp } from '../../test/support/otp-test-helpers';
import { loadChatConfig, type ChatLlmConfig } from './chat-config';
import { acceptableRewording, createRephrase } from './chat-llm';

type Seen = { headers: http.IncomingHttpHeaders; body: { model: string; messages: { role: string; content: string }[] } };
/** What the fake model does with the next requests. */
let behave: (seen: Seen, res: http.ServerResponse) => void;
const seen: Seen[] = [];
let server: http.Server;
let base: string;
/** A port nothing listens on. */
let closedUrl: string;

const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const s = { headers: req.headers, body: JSON.parse(raw) } as Seen;
      seen.push(s);
      behave(s, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const spare = http.createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(spare.address() as AddressInfo).port}/v1/chat/completions`;
  await new Promise((resolve) => spare.close(resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  warnings.length = 0;
});

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const says = (content: unknown) => (_s: Seen, res: http.ServerResponse) => json(res, 200, { choices: [{ message: { role: 'assistant', content } }] });

const config = (over: Partial<ChatLlmConfig> = {}): ChatLlmConfig => ({ url: `${base}/chat/completions`, key: 'sk-test', model: 'test-model', timeoutMs: 1_000, ...over });
const RULE = 'The budget: ₹5,00,000. When should the campaign start? For example 26 Dec 2026.';

describe('loadChatConfig', () => {
  it('is off by default, and reads the endpoint, key, model and timeout', () => {
    expect(loadChatConfig({})).toEqual({ llm: null });
    expect(loadChatConfig({ CHAT_LLM_URL: 'https://llm.example/v1/', CHAT_LLM_KEY: 'k' })).toEqual({
      llm: { url: 'https://llm.example/v1/chat/completions', key: 'k', model: 'gpt-4o-mini', timeoutMs: 4000 },
    });
    expect(loadChatConfig({ CHAT_LLM_URL: 'http://x.test/chat/completions', CHAT_LLM_KEY: 'k', CHAT_LLM_MODEL: 'm', CHAT_LLM_TIMEOUT_MS: '900' }).llm)
      .toEqual({ url: 'http://x.test/chat/completions', key: 'k', model: 'm', timeoutMs: 900 });
  });

  it('stops the start on a wrong setting', () => {
    expect(() => loadChatConfig({ CHAT_LLM_URL: 'ftp://x' , CHAT_LLM_KEY: 'k' })).toThrow(/CHAT_LLM_URL must be an absolute http\(s\) URL/);
    expect(() => loadChatConfig({ CHAT_LLM_URL: 'https://x.test' })).toThrow('CHAT_LLM_KEY must be set when CHAT_LLM_URL is');
    expect(() => loadChatConfig({ CHAT_LLM_URL: 'https://x.test', CHAT_LLM_KEY: 'k', CHAT_LLM_TIMEOUT_MS: '0' })).toThrow(/CHAT_LLM_TIMEOUT_MS must be a positive integer/);
  });
});

describe('acceptableRewording', () => {
  it('takes plain text that keeps every figure and quoted phrase', () => {
    expect(acceptableRewording(RULE, 'Great, ₹5,00,000 it is! When would you like to start — say, 26 Dec 2026?')).toMatch(/^Great/);
    expect(acceptableRewording('Say "none" if not.', 'Just type "none" if you have none.')).not.toBeNull();
  });
  it.each([
    ['loses a figure', 'Great! When would you like to start?'],
    ['changes the amount', 'Great, ₹6,00,000 it is. When would you like to start, say 26 Dec 2026?'],
    ['is markup', '<p>₹5,00,000 and 26 Dec 2026</p>'],
    ['is empty', '   '],
    ['is not text', 42],
    ['is too long', `₹5,00,000 26 Dec 2026 ${'x'.repeat(1000)}`],
  ])('refuses an answer that %s', (_why, answer) => {
    expect(acceptableRewording(RULE, answer)).toBeNull();
  });
});

describe('createRephrase', () => {
  it('without a model answers the rule text', async () => {
    expect(await createRephrase(null, log)(RULE)).toBe(RULE);
  });

  it('asks the model with the key and the rule text, and uses a good rewording', async () => {
    behave = says('Lovely — ₹5,00,000. When shall we start? Something like 26 Dec 2026?');
    expect(await createRephrase(config(), log)(RULE)).toBe('Lovely — ₹5,00,000. When shall we start? Something like 26 Dec 2026?');
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.authorization).toBe('Bearer sk-test');
    expect(seen[0].body.model).toBe('test-model');
    expect(seen[0].body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(seen[0].body.messages[1].content).toBe(RULE);
    expect(warnings).toHaveLength(0);
  });

  it.each([
    ['a server error', (_s: Seen, res: http.ServerResponse) => json(res, 500, { error: 'down' })],
    ['a body that is not JSON', (_s: Seen, res: http.ServerResponse) => { res.writeHead(200); res.end('not json'); }],
    ['no choices', (_s: Seen, res: http.ServerResponse) => json(res, 200, {})],
    ['a rewording that lost the amount', says('Great! When do you start?')],
  ])('falls back to the rule text on %s', async (_why, how) => {
    behave = how;
    expect(await createRephrase(config(), log)(RULE)).toBe(RULE);
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the model is too slow, without waiting for it', async () => {
    behave = (_s, res) => { setTimeout(() => says(RULE)(_s, res), 1_500); };
    const started = Date.now();
    expect(await createRephrase(config({ timeoutMs: 200 }), log)(RULE)).toBe(RULE);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('falls back when the endpoint cannot be reached', async () => {
    expect(await createRephrase(config({ url: closedUrl }), log)(RULE)).toBe(RULE);
    expect(warnings).toHaveLength(1);
  });
});

describe('POST /api/chatbot with CHAT_LLM_URL', () => {
  it('words the questions through the model, keeps the summary as the rules wrote it, and falls back when the model is unreachable', async () => {
    // A generous timeout: on a loaded machine the local model stand-in may answer late, and this test is about its words.
    const t = await createTestApp({ env: { CHAT_LLM_URL: base, CHAT_LLM_KEY: 'sk-app', CHAT_LLM_TIMEOUT_MS: '15000' } });
    const down = await createTestApp({ env: { CHAT_LLM_URL: closedUrl, CHAT_LLM_KEY: 'sk-app' } });
    try {
      behave = (s, res) => says(`Friendly: ${s.body.messages[1].content}`)(s, res);
      let cookie = '';
      const post = async (app: typeof t, body: object) => {
        const res = await app.app.inject({ method: 'POST', url: '/api/chatbot', remoteAddress: nextIp(), headers: { cookie }, payload: body });
        cookie = String(res.headers['set-cookie'] ?? cookie).split(';')[0];
        return res;
      };
      const opened = (await post(t, { message: '' })).json();
      expect(opened.messages[0].content).toMatch(/^Friendly: Hi!/);
      expect(seen[0].headers.authorization).toBe('Bearer sk-app');
      expect(opened.fieldName).toBe('brand.name');
      let last = opened;
      for (const answer of ['Acme', 'none', 'Retail', 'Sales', '5 lakh', 'skip', 'skip', 'skip', 'All', 'Pune', 'Radio']) {
        last = (await post(t, { message: answer, threadId: opened.threadId })).json();
      }
      expect(last.fieldName).toBeNull();
      expect(last.messages.at(-3).content).toMatch(/^Friendly: /);
      expect(last.messages.at(-1).content).toMatch(/^The media preference: Radio\. Here is your brief:/);

      const plain = (await post(down, { message: 'Acme' })).json();
      expect(plain.messages[0].content).toMatch(/^Hi!/);
      expect(plain.messages[2].content).toMatch(/^The brand name: Acme\. What is Acme's website\?/);
      expect(plain.fieldName).toBe('brand.url');
    } finally {
      await t.close();
      await down.close();
    }
  });
});
