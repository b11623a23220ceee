/** The seller studio's rules and shapes (`shared-domain/seller`). */
export * from './seller-types';
export * from './seller-score';
export * from './seller-draft';
export * from './seller-rules';
export * from './seller-api';
export * from './seller-invitations';
// What an uploaded file is, from its own bytes: the studio checks before it uploads, the server again.
export * from '../files/file-checks';
