const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createConfig = require('../scripts/webpack/create-config.cjs');

/** jsPDF's optional HTML and SVG renderers: the media plan never uses doc.html() or SVG. */
const UNUSED_PDF_RENDERERS = { html2canvas: false, canvg: false, dompurify: false };

const federated = createConfig({
  dir: __dirname,
  name: 'mf_bag',
  port: 3002,
  title: 'Bag (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './BagDrawer': './src/bag-drawer.tsx',
    './mount': './src/mount.tsx',
  },
});

/**
 * The agency embed: a plain, non-federated single file (`dist/embed/mediamart-bag.js`) that
 * carries its own React and sets `window.MediaMartBag`. It cannot be an entry of the federated
 * build: in production that build expects the host's federation runtime (`externalRuntime`),
 * which a page with no host does not have.
 */
function embedConfig(production) {
  return {
    name: 'mf_bag_embed',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: UNUSED_PDF_RENDERERS },
    dependencies: ['mf_bag'], // build after the federated one, whose `clean` empties dist/
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { 'mediamart-bag': './src/embed.ts' },
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
      // Agencies include one file. The media-plan export (exceljs, jsPDF: ~400 KB gzip) stays
      // in lazy chunks beside it, fetched from the script's own folder (`publicPath: 'auto'`)
      // only when someone downloads a plan.
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
  main.name = 'mf_bag';
  main.output.clean = { keep: /^(embed[\\/]|embed-demo\.html)/ };
  main.resolve.alias = { ...main.resolve.alias, ...UNUSED_PDF_RENDERERS };
  return [main, embedConfig(argv.mode === 'production')];
};
