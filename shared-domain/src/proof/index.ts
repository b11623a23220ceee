/** shared-domain/proof: verified proof of execution (issue 38) — the routes' shapes, and the rules as pure functions. */
export * from './types';
export * from './line-days';
export * from './phash';
export * from './geo';
export * from './kinds';
export * from './messages';
export * from './checks';
export * from './ledger';
export * from './make-good';
export * from './place';
