/** What tells a route or a service the time: `() => new Date()` in the server, a fixed or stepped one in tests. */
export type Clock = { now: () => Date };
