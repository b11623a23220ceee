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
  ];
  const lines = (parts) => parts.filter(Boolean).join('\n');
  return `<!doctype html>\n<html lang="en-IN">\n<head>\n${lines(head)}\n</head>\n<body>\n${lines(body)}\n</body>\n</html>\n`;
}

module.exports = { htmlPage };
