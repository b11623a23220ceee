/** `shared-domain/content`: content pages as data (types now; rules join them). */
export * from './content-types';
