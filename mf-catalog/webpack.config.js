const HtmlWebpackPlugin = require('html-webpack-plugin');
const createConfig = require('../scripts/webpack/create-config.cjs');

const base = createConfig({
  dir: __dirname,
  name: 'mf_catalog',
  port: 3001,
  title: 'Catalog (standalone)',
  exposes: { './routes': './src/routes.tsx' },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  if (argv.mode !== 'production') {
    // The factory's `publicPath: 'auto'` makes the standalone page load `main.js` relative to
    // the URL, so a deep link like /radio/some-station 404s its script in `npm run dev`.
    for (const plugin of config.plugins) {
      if (plugin instanceof HtmlWebpackPlugin) plugin.options.publicPath = '/';
    }
  }
  return config;
};
