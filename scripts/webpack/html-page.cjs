const { PAGE_SCRIPTS_ID } = require('shared-domain/page-data');

/**
 * The one HTML page every package builds (HtmlWebpackPlugin's `templateContent`): the
 * composed site's page (host-shell), each remote's standalone page and the embed demos differ
 * only in the options below. The bundle's script tags are injected into <head>, deferred.
 *
 * @param {object} p
 * @param {string} p.title
 * @param {string} [p.description]  meta description
 * @param {string} [p.themeColor]   meta theme-color
 * @param {string} [p.icon]         the icon link's href (an SVG data URL, or `data:,` for none)
 * @param {string} [p.style]        CSS inlined in <head>
 * @param {string} [p.noscript]     what a browser without JavaScript shows
 * @param {string} [p.header]       HTML before the mount element
 * @param {string} [p.rootId]       the mount element's id (default `root`)
 * @param {string} [p.script]       a deferred script after the mount element (runs after the bundle)
 * @param {{ scripts: string[], inline: string }} [p.boot] the page fetches nothing before its
 *   first paint: the bundle's scripts are listed as JSON (PAGE_SCRIPTS_ID) and `inline`, the
 *   page's first script (host-shell/src/boot), asks for them once the page is painted. Without
 *   it, the bundle's script tags are injected into <head>, deferred.
 */
function htmlPage(p) {
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    p.description && `<meta name="description" content="${p.description}" />`,
    p.themeColor && `<meta name="theme-color" content="${p.themeColor}" />`,
    p.icon && `<link rel="icon"${p.icon.startsWith('data:image/svg') ? ' type="image/svg+xml"' : ''} href="${p.icon}" />`,
    `<title>${p.title}</title>`,
    p.style && `<style>\n${p.style.trim()}\n</style>`,
  ];
  const body = [
    p.noscript && `<noscript><p>${p.noscript}</p></noscript>`,
    p.header,
    `<div id="${p.rootId ?? 'root'}"></div>`,
    p.script && `<script defer src="${p.script}"></script>`,
    p.boot && `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(p.boot.scripts).replace(/</g, '\\u003c')}</script>`,
    p.boot && `<script>${inlineScript(p.boot.inline)}</script>`,
  ];
  const lines = (parts) => parts.filter(Boolean).join('\n');
  return `<!doctype html>\n<html lang="en-IN">\n<head>\n${lines(head)}\n</head>\n<body>\n${lines(body)}\n</body>\n</html>\n`;
}

/** A script's source as the body of an inline <script>: nothing in it may close the element. */
function inlineScript(source) {
  const code = source.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error('an inline script must not contain </script or <!--');
  return code;
}

module.exports = { htmlPage };
