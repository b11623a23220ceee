const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_dashboard',
  port: 3003,
  title: 'Dashboard (standalone)',
  exposes: { './routes': './src/routes.tsx', './mount': './src/mount.tsx' },
});
