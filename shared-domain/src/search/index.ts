export * from './search-query';
export * from './search.api';
export * from './typo';
