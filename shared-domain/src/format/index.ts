/**
 * `shared-domain/format`: how dates are shown. Only pages past the first (the bag's dialogs,
 * the dashboard) show dates, so browsers import it from this subpath and the first route does
 * not carry it (rupees, shown everywhere, stay in the shared entry). Also a page's title and
 * description words (page-meta), which webpack takes alone where only they are used; and how
 * an option's unit reads and a media profile's generated logo looks, shown on cards past the
 * first screen (the home page's first screen has no card). And the page copy: a category's,
 * an industry's, the IPL page's and a planning tool's heading, title and description, a media
 * profile's title and description. And how a media profile's facts read on its page and in
 * the staff review of a listing: its attributes, its demographic charts, its creative specs.
 */
export * from './dates';
export * from './date-rules';
export * from './page-meta';
export * from './unit-label';
export * from './attribute-format';
export * from './chart-data';
export * from './creative-specs';
export * from '../catalog/media-monogram';
export * from '../catalog/category-copy';
export * from '../catalog/tool-copy';
export * from '../catalog/media-head';
