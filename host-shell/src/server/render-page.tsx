/**
 * The host's server build (scripts/webpack/server-config.cjs): what the server requires to
 * render a public page. The shell's components render here as in the browser; the page's
 * remote comes through the federation runtime from remotes.json (its server container).
 * Shared modules (react, styled-components, shared-domain…) are the federation's, so this
 * module only loads the renderer behind an asynchronous import, once they are ready.
 */
import type { Inject } from './inject-adapter';
import type { LocalFiles } from './remote-files';
import type { RenderRequest, RenderResult } from './render-app';

export type { RenderRequest, RenderResult } from './render-app';
export type { ServerRemote } from './server-remotes';
export type { Inject, InjectRequest, InjectResponse } from './inject-adapter';
export type { LocalFiles } from './remote-files';

export type RendererOptions = {
  /** Answers the pages' API calls in process (the server's own routes). */
  inject: Inject;
  /** Remote files the server has on disk (remotes.json's own `/mf/…` entries). */
  files: LocalFiles | null;
};

/** Sets up the renderer once per process. */
export async function configureRenderer(options: RendererOptions): Promise<void> {
  const [{ setServerTransport }, { serveRemoteFilesLocally }, { installInjectAdapter }] = await Promise.all([
    import('shared-domain'),
    import('./remote-files'),
    import('./inject-adapter'),
  ]);
  setServerTransport(installInjectAdapter(options.inject));
  serveRemoteFilesLocally(options.files);
}

/**
 * The page at `request.url` rendered to HTML, with its styles and the data it used; null for a
 * page that renders in the browser only; rejects when the page's remote cannot render here.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult | null> {
  const { renderApp } = await import('./render-app');
  return renderApp(request);
}
