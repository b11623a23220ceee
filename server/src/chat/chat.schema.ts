import { Type } from '@sinclair/typebox';
import { CHAT_MESSAGE_MAX, CHAT_STEPS } from 'shared-domain';
import { AnyJson, errorResponses, StringEnum } from '../http/schema-helpers';

const ThreadAnswer = Type.Object({
  threadId: Type.String({ description: 'The thread to send next messages to (keep it for GET /chatbot/{threadId})' }),
  messages: Type.Array(
    Type.Object({ role: StringEnum(['user', 'assistant'] as const), content: Type.String({ description: 'Plain text, never markup' }) }),
    { description: 'The whole conversation so far, oldest first' },
  ),
  fieldName: Type.Union([StringEnum(CHAT_STEPS), Type.Null()], { description: 'The brief field asked for now; null once the brief is complete' }),
  suggestions: Type.Array(Type.String(), { description: 'Answers to offer as buttons; each may be sent back as the message' }),
  brief: Type.Union([AnyJson('The finished brief (SPEC.md section 3), ready for POST /campaigns/brief of the campaign service'), Type.Null()]),
});

export const chatMessageSchema = {
  summary: 'Send a message to the brief assistant (guests welcome): it walks the campaign brief one field at a time',
  description: `An empty message with no thread starts one (the greeting); with a thread it answers the thread as it is. Messages are plain text of at most ${CHAT_MESSAGE_MAX} characters. A thread belongs to the signed-in user or to the browser (an httpOnly visitor cookie, set on the first call) that started it; anyone else's, or an unknown id, is 404. At most CHAT_RATE_LIMIT messages per CHAT_RATE_WINDOW_MINUTES per client address (429).`,
  tags: ['chat'],
  body: Type.Object(
    {
      // More than the cap reaches the handler, which refuses it with words a person reads.
      message: Type.String({ maxLength: CHAT_MESSAGE_MAX * 4, description: `Up to ${CHAT_MESSAGE_MAX} characters; '' asks for the open question again` }),
      threadId: Type.Optional(Type.String({ maxLength: 100, description: 'The thread to continue; absent starts a new one' })),
    },
    { additionalProperties: false },
  ),
  response: { 200: ThreadAnswer, ...errorResponses(400, 404, 409, 429) },
};

export const chatThreadSchema = {
  summary: 'A brief assistant thread as it stands (to restore the widget after a page change)',
  tags: ['chat'],
  params: Type.Object({ threadId: Type.String({ maxLength: 100 }) }),
  response: { 200: ThreadAnswer, ...errorResponses(404) },
};
