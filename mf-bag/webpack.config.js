const createConfig = require('../scripts/webpack/create-config.cjs');
const { createEmbedConfig, KEEP_EMBED } = require('../scripts/webpack/embed-config.cjs');

/** jsPDF's optional HTML and SVG renderers: the media plan never uses doc.html() or SVG. */
const UNUSED_PDF_RENDERERS = { html2canvas: false, canvg: false, dompurify: false };

const federated = createConfig({
  dir: __dirname,
  page: { style: 'body { margin: 0; font-family: system-ui, sans-serif; }' },
  exposes: {
    './routes': './src/routes.tsx',
    './BagDrawer': './src/bag-drawer.tsx',
    './mount': './src/mount.tsx',
  },
});

/**
 * `dist/embed/mediamart-bag.js` sets `window.MediaMartBag`. Agencies include one file; the
 * media-plan export (exceljs, jsPDF: ~400 KB gzip) stays in lazy chunks beside it, fetched
 * only when someone downloads a plan.
 */
const embed = createEmbedConfig({
  dir: __dirname,
  file: 'mediamart-bag',
  entry: './src/embed.ts',
  demo: { title: 'Your media plan', mountId: 'bag' },
  alias: UNUSED_PDF_RENDERERS,
});

module.exports = (env, argv) => {
  const main = federated(env, argv);
  main.output.clean = { keep: KEEP_EMBED };
  main.resolve.alias = { ...main.resolve.alias, ...UNUSED_PDF_RENDERERS };
  return [main, embed(argv.mode === 'production')];
};
