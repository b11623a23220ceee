/** shared-domain/chat: the brief assistant's rules (issue 18), a pure walk through the brief that the server runs per message. */
export * from './brief-walker';
export * from './chat-limit';
export * from './date-answer';
export * from './small-talk';
