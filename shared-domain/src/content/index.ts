/** `shared-domain/content`: content pages as data — types, the address and field rules, and the one HTML policy. */
export * from './content-types';
export * from './content-html';
export * from './content-rules';
export * from './content.api';
export * from './site-name-template';
