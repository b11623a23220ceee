/**
 * `shared-ui/runtime`: what a remote builds on the page's runtime (whose object and context are
 * in the root entry): the one declaration of its pages against the route table, the access gate
 * with its signed-out and forbidden states, the gated page's load, `mount()`'s body and the
 * standalone page's start; the site's one brief submission (useBriefSubmission); and a page's
 * frame (Page, PageTitle, Lead, TextLink) and its title and description while it is shown (usePageMeta).
 */
export * from './access-gate';
export * from './define-pages';
export * from './use-page-resource';
export * from './mount-remote';
export * from './embed-page';
export * from './embed-frame';
export * from './site-link';
export * from './standalone';
export * from './page-frame';
export * from './use-page-meta';
export * from './use-brief-submission';
export * from './card-checkout';
