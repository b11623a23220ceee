/** `shared-domain/organizations`: white-label organisations' hostnames, origins and validation. */
export * from './hostname';
export * from './organization-rules';
export * from './hostname-claims';
export * from './mail-brand';
