/** The brief assistant's settings read from the environment (see README.md, "Configuration"). */
import { envValue, httpUrlFrom, positiveIntFrom, type Env } from '../env-values';

/** An OpenAI-compatible chat/completions endpoint that rewords the assistant's replies. */
export type ChatLlmConfig = {
  /** CHAT_LLM_URL: the endpoint (`…/chat/completions`, appended when the URL does not end with it). */
  url: string;
  /** CHAT_LLM_KEY: sent as `Authorization: Bearer …`. */
  key: string;
  /** CHAT_LLM_MODEL: the model named in the request. */
  model: string;
  /** CHAT_LLM_TIMEOUT_MS: after this the rule text is used. */
  timeoutMs: number;
};

export type ChatConfig = {
  /** Null (the default): replies are the rules' own words, with no outside service. */
  llm: ChatLlmConfig | null;
};

export const DEFAULT_CHAT_LLM_MODEL = 'gpt-4o-mini';
/** A reply that takes longer than this is not worth the wait: the rules' text is ready. */
export const DEFAULT_CHAT_LLM_TIMEOUT_MS = 4_000;

export function loadChatConfig(env: Env): ChatConfig {
  const url = httpUrlFrom(env, 'CHAT_LLM_URL', 'such as https://api.openai.com/v1');
  const key = envValue(env, 'CHAT_LLM_KEY');
  if (url === null) return { llm: null };
  if (key === null) throw new Error('CHAT_LLM_KEY must be set when CHAT_LLM_URL is');
  return {
    llm: {
      url: /\/chat\/completions$/.test(url) ? url : `${url}/chat/completions`,
      key,
      model: envValue(env, 'CHAT_LLM_MODEL') ?? DEFAULT_CHAT_LLM_MODEL,
      timeoutMs: positiveIntFrom(env, 'CHAT_LLM_TIMEOUT_MS', DEFAULT_CHAT_LLM_TIMEOUT_MS),
    },
  };
}
