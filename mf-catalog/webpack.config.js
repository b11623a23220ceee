const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3001,
  title: 'Catalog (standalone)',
  exposes: { './routes': './src/routes.tsx' },
  server: { exposes: { './routes': './src/routes.tsx' } },
});
