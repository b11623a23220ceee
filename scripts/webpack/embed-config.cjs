const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * An agency embed: a plain, non-federated single file (`dist/embed/<file>.js`) that carries its
 * own React and sets a `window` global, for pages with no Module Federation host (the federated
 * build expects the host's federation runtime, `externalRuntime`). Its lazy chunks sit beside it
 * in `embed/chunks/` and load from the script's own folder (`publicPath: 'auto'`); the demo page
 * `public/embed-demo.html` is built to `dist/embed-demo.html`, and its script
 * `public/embed-demo.js` is copied as it is beside it (a file, not an inline script, so the page
 * works under the site's Content-Security-Policy, and agencies read it as written).
 *
 * @param {{ dir: string; name: string; federatedName: string; file: string; entry: string; alias?: Record<string, string | false> }} options
 */
function createEmbedConfig({ dir, name, federatedName, file, entry, alias = {} }) {
  return (production) => ({
    name,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    dependencies: [federatedName], // build after the federated one, whose `clean` empties dist/
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { [file]: entry },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: { path: path.join(dir, 'dist/embed'), publicPath: 'auto', filename: '[name].js', chunkFilename: 'chunks/[name].[contenthash:8].js', clean: true },
    module: {
      rules: [{
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
      }],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new HtmlWebpackPlugin({ template: path.join(dir, 'public/embed-demo.html'), filename: '../embed-demo.html', publicPath: 'auto' }),
      new CopyDemoScript(path.join(dir, 'public/embed-demo.js')),
    ],
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  });
}

/** Emits the demo page's script unchanged as `dist/embed-demo.js` (watched in development). */
class CopyDemoScript {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyDemoScript', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyDemoScript', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        compilation.emitAsset('../embed-demo.js', new webpack.sources.RawSource(fs.readFileSync(this.file)));
      });
    });
  }
}

/** The federated build keeps the embed's output when it cleans `dist/`. */
const KEEP_EMBED = /^(embed[\\/]|embed-demo\.(html|js)$)/;

module.exports = { createEmbedConfig, KEEP_EMBED };
