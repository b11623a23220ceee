/**
 * `shared-ui/proof`: the pieces of verified proof of execution (issue 38) that the seller
 * studio, the staff queue and the buyer's campaign page all show: a proof's state and flags in
 * words and its preview fetched with the session's token (kinds' names and files are shared-domain/proof's).
 */
export * from './proof-text';
export * from './proof-parts';
export * from './use-proof-preview';
