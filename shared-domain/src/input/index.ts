/** Bounds and normalisation of what people type, shared by the forms and the server. */
export * from './numbers';
export * from './text';
export * from './dates';
export * from './gstin';
