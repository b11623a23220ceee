/**
 * Greetings and small talk in the brief assistant (issue 32): answered, never taken as the
 * answer to the open question ("Hi, I want to advertise" is not a brand name).
 */

/** A greeting at the start of a message, with what may follow it ("hi there", "good morning team"). */
const GREETING = /^(?:hi+|hello+|hey+|hiya|namaste|namaskar|greetings|good\s+(?:morning|afternoon|evening|day))(?:\s+(?:there|team|all|everyone|folks|sir|madam|ma'?am))?/i;

/** Small talk, read on the message without its closing punctuation; each with its answer. */
const SMALL_TALK: readonly { pattern: RegExp; reply: string }[] = [
  {
    // "I want to advertise", "we'd like to run an ad campaign", "looking for advertising": the wish, with
    // nothing in it that answers a question ("I want to advertise on radio" does, and is read as an answer).
    pattern: new RegExp(
      "^(?:(?:i|we)(?:'m|'re|'d|\\s+am|\\s+are)?\\s+)?(?:want|wanna|would\\s+like|like|wish|need|looking|plan(?:ning)?|interested)(?:\\s+(?:to|for|in))?\\s+"
      + '(?:advertis\\w*|promote\\s+(?:my|our)\\s+(?:brand|business|company|products?)|(?:run|start|plan|book|create|do)(?:ning)?\\s+(?:an?\\s+|some\\s+)?(?:ads?|adverts?|advertising|campaigns?|ad\\s+campaigns?|marketing)|some\\s+(?:ads|advertising)|ads|an?\\s+(?:ad|campaign|ad\\s+campaign))'
      + '(?:\\s+(?:with\\s+you|here|on\\s+(?:this\\s+site|mediamart)|for\\s+(?:my|our)\\s+(?:brand|business|company|products?|startup)))?$',
      'i',
    ),
    reply: "Happy to help you advertise. I'll put a campaign brief together with you, one question at a time.",
  },
  { pattern: /^(?:can|could|will)\s+you\s+help(?:\s+me|\s+us)?\b|^(?:please\s+)?help(?:\s+me|\s+us)?$|^(?:i|we)\s+need\s+(?:some\s+)?help\b/i, reply: "Of course. I'll ask a few questions and turn your answers into a campaign brief." },
  { pattern: /^(?:who|what)\s+are\s+you$|^what\s+(?:can|do)\s+you\s+do$|^what\s+is\s+this$|^how\s+does\s+(?:this|it)\s+work$/i, reply: 'I am the campaign brief assistant: I ask a few questions and put your answers into a brief you can save as a campaign.' },
  { pattern: /^how\s+are\s+you(?:\s+doing)?(?:\s+today)?$|^how'?s\s+it\s+going$/i, reply: "I'm well, thank you." },
  { pattern: /^(?:thanks|thank\s+you|thank\s+u|thx|ty|many\s+thanks|thanks\s+a\s+lot)(?:\s+(?:so\s+much|very\s+much))?$/i, reply: "You're welcome." },
  { pattern: /^(?:ok|okay|k|sure|cool|great|fine|alright|all\s+right|got\s+it|nice|good|hmm+|right)$/i, reply: 'Great.' },
  { pattern: /^(?:bye|goodbye|see\s+you|see\s+ya)$/i, reply: 'Goodbye! Your answers stay here if you come back.' },
];

/** "My name is Rahul": the visitor introducing themselves, not their brand. */
const INTRODUCTION = /^my\s+name\s+is\s+(\S.{0,40})$/i;

const withoutClosing = (text: string) => text.replace(/[\s!.?,;:)]+$/u, '').trim();

function talkReply(text: string): string | null {
  const bare = withoutClosing(text);
  if (bare === '') return null;
  const intro = INTRODUCTION.exec(bare);
  if (intro) return `Nice to meet you, ${intro[1]}.`;
  return SMALL_TALK.find((t) => t.pattern.test(bare))?.reply ?? null;
}

/**
 * A message read for small talk: the assistant's `reply` to it (null for none) and the `rest`
 * that answers the open question ('' when the message was small talk only). A greeting counts
 * when punctuation or the end follows it, or small talk does: "Hello Fresh" stays a brand name,
 * "Hi! Acme Foods" answers "Acme Foods".
 */
export function readSmallTalk(text: string): { reply: string | null; rest: string } {
  const m = GREETING.exec(text);
  if (m) {
    const after = text.slice(m[0].length);
    const punctuated = after === '' || /^\s*[!,.:;?-]/.test(after);
    const rest = after.replace(/^[\s!,.:;?-]+/, '');
    const talk = talkReply(rest);
    if (punctuated || talk !== null) {
      const hello = 'Hello!';
      if (rest === '' || talk !== null) return { reply: talk ? `${hello} ${talk}` : hello, rest: '' };
      return { reply: hello, rest };
    }
  }
  const talk = talkReply(text);
  return talk === null ? { reply: null, rest: text } : { reply: talk, rest: '' };
}
