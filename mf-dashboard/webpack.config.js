const createConfig = require('../scripts/webpack/create-config.cjs');
const { createEmbedConfig, KEEP_EMBED } = require('../scripts/webpack/embed-config.cjs');

/** jsPDF's optional HTML and SVG renderers: the media plan (shared-ui/plan-export) never uses doc.html() or SVG. */
const UNUSED_PDF_RENDERERS = { html2canvas: false, canvg: false };

const federated = createConfig({
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx', './mount': './src/mount.tsx' },
});

/** `dist/embed/mediamart-dashboard.js` sets `window.MediaMartDashboard` (charts and panels stay lazy beside it). */
const embed = createEmbedConfig({
  dir: __dirname,
  file: 'mediamart-dashboard',
  entry: './src/embed.ts',
  demo: { title: 'Your campaigns', mountId: 'dashboard' },
  alias: UNUSED_PDF_RENDERERS,
});

module.exports = (env, argv) => {
  const main = federated(env, argv);
  main.output.clean = { keep: KEEP_EMBED };
  main.resolve.alias = { ...main.resolve.alias, ...UNUSED_PDF_RENDERERS };
  return [main, embed(argv.mode === 'production')];
};
