const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { htmlPage } = require('./html-page.cjs');
const { remoteNameOf } = require('../remote-list.cjs');

/** The demo agency's page around an embed: its own header and colours, the embed mounted in `#<mountId>`. */
function demoPage({ title, mountId }) {
  return htmlPage({
    title: `Acme Media Agency — ${title}`,
    icon: 'data:,',
    style: `
body { margin: 0; font-family: Georgia, serif; background: #fafaf7; }
.agency { display: flex; align-items: center; justify-content: space-between; padding: 14px 20px; background: #0b5d55; color: #fff; }
.agency strong { font-size: 20px; }
.agency a { color: #fff; }
#${mountId} { max-width: 1100px; padding: 0 16px; margin: 0 auto; background: #fff; }`,
    header: '<header class="agency">\n<strong>Acme Media Agency</strong>\n<a href="tel:+911140000000">Call us: +91 11 4000 0000</a>\n</header>',
    rootId: mountId,
    // After the embed bundle (injected in <head>, deferred): a file, so the page works under a
    // Content-Security-Policy without inline scripts.
    script: 'embed-demo.js',
  });
}

/**
 * An agency embed: a plain, non-federated single file (`dist/embed/<file>.js`) that carries its
 * own React and sets a `window` global, for pages with no Module Federation host (the federated
 * build expects the host's federation runtime, `externalRuntime`). Its lazy chunks sit beside it
 * in `embed/chunks/` and load from the script's own folder (`publicPath: 'auto'`); the demo page
 * (`demoPage`, the embed mounted in `#<demo.mountId>`) is built to `dist/embed-demo.html`, and
 * its script `public/embed-demo.js` is copied as it is beside it (a file, not an inline script,
 * so the page works under the site's Content-Security-Policy, and agencies read it as written).
 *
 * The build is named after the remote in `dir` (`mf_bag_embed`, after `mf_bag`'s federated build).
 *
 * @param {{ dir: string; file: string; entry: string; demo: { title: string; mountId: string }; alias?: Record<string, string | false> }} options
 */
function createEmbedConfig({ dir, file, entry, demo, alias = {} }) {
  const federatedName = remoteNameOf(path.basename(dir));
  if (!federatedName) throw new Error(`${dir} holds no remote of shared-domain/src/remotes/remote-list.ts: only a remote has an embed`);
  return (production) => ({
    name: `${federatedName}_embed`,
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
      new HtmlWebpackPlugin({ templateContent: demoPage(demo), filename: '../embed-demo.html', publicPath: 'auto' }),
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
