const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3005,
  title: 'Landing pages (standalone)',
  page: { style: '' },
  exposes: { './routes': './src/routes.tsx', './popups': './src/popups/popups.tsx' },
  server: { exposes: { './routes': './src/routes.tsx' } },
});
