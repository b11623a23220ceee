import { chatGreeting, chatTurn, type ChatTurn } from './brief-walker';
import { chatLimitText, waitWords } from './chat-limit';
import { readSmallTalk } from './small-talk';

const TODAY = '2026-11-26';
const open = chatGreeting(TODAY);
const say = (text: string, from: ChatTurn = open) => chatTurn(from.state, text, TODAY);

describe('greetings and small talk', () => {
  it.each([
    'Hi, I want to advertise', 'hi', 'Hello!', 'Hey there', 'Good morning', 'Namaste', 'hi I want to advertise',
    "I'd like to run an ad campaign", 'We want to advertise with you', 'Looking for advertising', 'thanks', 'ok',
    'How are you?', 'who are you', 'Can you help me?', 'My name is Rahul',
  ])('"%s" is answered and stores nothing', (text) => {
    const t = say(text);
    expect(t.state).toEqual(open.state);
    expect(t.fieldName).toBe('brand.name');
    expect(t.reply).toMatch(/What is your brand's name\?$/);
    expect(t.reply).not.toBe(open.reply);
  });

  it('answers a greeting with a hello and the open question again', () => {
    expect(say('Hi, I want to advertise').reply).toBe("Hello! Happy to help you advertise. I'll put a campaign brief together with you, one question at a time. What is your brand's name?");
    expect(say('My name is Rahul').reply).toMatch(/^Nice to meet you, Rahul\./);
  });

  it('takes what follows a greeting as the answer', () => {
    const t = say('Hi! Acme Foods');
    expect(t.state.answers['brand.name']).toBe('Acme Foods');
    expect(t.reply).toMatch(/^Hello! /);
  });

  it('keeps brand names that start like a greeting, and wishes that carry an answer', () => {
    expect(say('Hello Fresh').state.answers['brand.name']).toBe('Hello Fresh');
    expect(say('Hey Dude Shoes').state.answers['brand.name']).toBe('Hey Dude Shoes');
    expect(readSmallTalk('I want to advertise on radio')).toEqual({ reply: null, rest: 'I want to advertise on radio' });
  });

  it('answers small talk in the middle of the brief without changing it', () => {
    const t = say('Acme');
    const after = say('thank you', t);
    expect(after.state).toEqual(t.state);
    expect(after.fieldName).toBe('brand.url');
  });
});

describe('the rate limit', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('says how long to wait and until when, from Retry-After', () => {
    const text = chatLimitText(150, now);
    expect(text).toContain('Please try again in 3 minutes (at ');
    expect(text).toContain(new Date(now.getTime() + 150_000).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true }));
    expect(text).toContain('your conversation is kept');
    expect(chatLimitText(20, now)).toContain('in 20 seconds');
  });
  it('without a Retry-After says a few minutes', () => {
    expect(chatLimitText(null, now)).toContain('Please try again in a few minutes');
    expect(chatLimitText(0, now)).toContain('Please try again in a few minutes');
  });
  it('words a wait', () => {
    expect([waitWords(1), waitWords(59), waitWords(60), waitWords(61)]).toEqual(['1 second', '59 seconds', '1 minute', '2 minutes']);
  });
});
