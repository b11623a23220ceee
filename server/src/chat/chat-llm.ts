import type { FastifyBaseLogger } from 'fastify';
import type { ChatLlmConfig } from './chat-config';

/** Rewords one reply of the rules; answers the rule text itself whenever the model cannot. */
export type Rephrase = (ruleText: string) => Promise<string>;

const SYSTEM_PROMPT = [
  'You reword messages of a media-buying assistant that collects an advertising campaign brief in India.',
  'Rewrite the message the user gives you so it reads friendly and natural, in at most three short sentences.',
  'Keep its meaning and its question. Keep every number, amount, date, web address and quoted text exactly as written.',
  'Do not add facts, prices or advice. Answer with the reworded message only, as plain text without markup.',
].join(' ');

/** Longest reworded reply taken; a longer one is a model rambling. */
const MAX_REPLY = 1_000;

/** The parts of the rule text a rewording must keep word for word: numbers and quoted phrases. */
function mustKeep(text: string): string[] {
  const numbers = text.match(/\d[\d,.]*\d|\d/g) ?? [];
  const quoted = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return [...numbers, ...quoted];
}

/** The model's reply when it is usable: plain text of a sensible length that keeps every figure. */
export function acceptableRewording(ruleText: string, answer: unknown): string | null {
  if (typeof answer !== 'string') return null;
  const text = answer.trim();
  if (!text || text.length > MAX_REPLY) return null;
  // Markup is not what was asked for (the widget shows text only, so it would show as tags).
  if (/<\/?[a-z][^>]*>/i.test(text) || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return null;
  return mustKeep(ruleText).every((part) => text.includes(part)) ? text : null;
}

/**
 * The rewording step: none without CHAT_LLM_URL; otherwise one chat/completions POST per
 * reply, given `timeoutMs`. Every failure (network, timeout, status, shape, a rewording that
 * lost a figure) is logged and the rule text is used: the rules decide, the model only words.
 */
export function createRephrase(config: ChatLlmConfig | null, log: FastifyBaseLogger): Rephrase {
  if (!config) return async (ruleText) => ruleText;
  return async (ruleText) => {
    try {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.3,
          max_tokens: 300,
          messages: [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: ruleText }],
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const reworded = acceptableRewording(ruleText, body?.choices?.[0]?.message?.content);
      if (reworded === null) throw new Error('the answer was empty, too long, marked up or lost a figure');
      return reworded;
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'the chat model could not reword a reply; the rule text is used');
      return ruleText;
    }
  };
}
