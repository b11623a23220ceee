/**
 * `shared-ui/test`: the front ends' test kit, for their tests only (never built: the package
 * exports it from its sources, jest maps it to them): a page rendered under a router in a page
 * runtime made as the host makes it (renderWithProviders), and a real service-A client whose
 * transport is a function (createMockApi), and the check that a remote recorded the page's one
 * React and one bus (expectOneReactAndBus).
 */
export * from './render';
export * from './mock-api';
export * from './singletons';
