/**
 * `shared-domain/format`: how dates are shown. Only pages past the first (the bag's dialogs,
 * the dashboard) show dates, so browsers import it from this subpath and the first route does
 * not carry it (rupees, shown everywhere, stay in the shared entry). Also a page's title and
 * description words (page-meta), which webpack takes alone where only they are used.
 */
export * from './dates';
export * from './page-meta';
