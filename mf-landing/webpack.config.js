const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_landing',
  port: 3005,
  title: 'Landing pages (standalone)',
  exposes: { './routes': './src/routes.tsx', './popups': './src/popups/popups.tsx' },
});
