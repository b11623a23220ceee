/** `shared-ui/media-mark`: a media's logo, or its generated mark when it has none that loads. */
export * from './media-mark';
