const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createConfig = require('../scripts/webpack/create-config.cjs');

const federated = createConfig({
  dir: __dirname,
  name: 'mf_dashboard',
  port: 3003,
  title: 'Dashboard (standalone)',
  exposes: { './routes': './src/routes.tsx', './mount': './src/mount.tsx' },
});

/**
 * The agency embed: a plain, non-federated single file (`dist/embed/mediamart-dashboard.js`)
 * that carries its own React and sets `window.MediaMartDashboard`, for pages with no Module
 * Federation host (the federated build expects the host's runtime). Its charts and panels
 * stay in lazy chunks beside it.
 */
function embedConfig(production) {
  return {
    name: 'mf_dashboard_embed',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    dependencies: ['mf_dashboard'], // build after the federated one, whose `clean` empties dist/
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { 'mediamart-dashboard': './src/embed.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: { path: path.join(__dirname, 'dist/embed'), publicPath: 'auto', filename: '[name].js', chunkFilename: 'chunks/[name].[contenthash:8].js', clean: true },
    module: {
      rules: [{
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
      }],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'public/embed-demo.html'),
        filename: '../embed-demo.html',
        publicPath: 'auto',
      }),
    ],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

module.exports = (env, argv) => {
  const main = federated(env, argv);
  main.name = 'mf_dashboard';
  main.output.clean = { keep: /^(embed[\\/]|embed-demo\.html)/ };
  return [main, embedConfig(argv.mode === 'production')];
};
