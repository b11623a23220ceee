const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_catalog',
  port: 3001,
  title: 'Catalog (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});
