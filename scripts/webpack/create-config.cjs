/**
 * Builds the webpack config of a federated package. Each package's webpack.config.js is one
 * call to this, so the build rules live once.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig, facadeAliases, root } = require('./federation.cjs');
const { remoteNamed, remoteNameOf } = require('../remote-list.cjs');
const { htmlPage } = require('./html-page.cjs');
const { tsRule } = require('./ts-rule.cjs');
const { themeVar } = require('shared-domain/theme');
const { createServerConfig, SsrManifestEntryPlugin } = require('./server-config.cjs');

/** The standalone page's frame, for a remote that names no style of its own: the theme's ink on its canvas (never a colour of its own). */
const STANDALONE_STYLE = `body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: ${themeVar('ink')}; background: ${themeVar('canvas')}; }`;

/** The remote whose package is in `dir` (its entry in the list of remotes); undefined for the host. */
function remoteIn(dir) {
  const name = remoteNameOf(path.basename(dir));
  return name ? remoteNamed(name) : undefined;
}

/**
 * A remote's container name, dev port, standalone page title and server build come from its
 * entry in the list of remotes (shared-domain/src/remotes/remote-list.ts); the host passes its own.
 *
 * @param {object} o
 * @param {string} o.dir          package directory (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [o.exposes]  a remote's exposed modules → their files (the list names those the host loads)
 * @param {number} [o.port]       the host's dev-server port
 * @param {string} [o.title]      title of the host's page
 * @param {object} [o.page]       more options of its HTML page (see html-page.cjs)
 * @param {Record<string,string>} [o.extraEntries] more plain entries (e.g. an embed bundle)
 * @param {Array<object>} [o.extraHtml] more HtmlWebpackPlugin pages
 * @param {{ entry: string }} [o.server] the host's renderer (server-config.cjs); a remote the
 *   server renders (`serverRendered` in the list) gets a server build of its `./routes`
 * @param {string} [o.boot]       the host's first script (inlined in its page in production, see bootConfig)
 */
module.exports = function createConfig(o) {
  const remote = remoteIn(o.dir);
  const isHost = !remote;
  const name = isHost ? 'host_shell' : remote.name;
  const port = isHost ? o.port : remote.devPort;
  const title = isHost ? o.title ?? name : `${remote.label} (standalone)`;
  const server = isHost ? o.server : remote.serverRendered ? { exposes: { './routes': o.exposes['./routes'] } } : undefined;
  return (env, argv) => {
    const production = argv.mode === 'production';
    const boot = production && o.boot ? bootConfig(o.dir, o.boot) : null;
    const browser = {
      name,
      // The page inlines the boot build's output: built first.
      ...(boot ? { dependencies: [boot.name] } : {}),
      mode: production ? 'production' : 'development',
      context: o.dir,
      // A production remote ships only its container (remoteEntry.js + exposed chunks): its
      // standalone page would need the federation runtime the host lends, so it is a dev tool.
      entry: isHost || !production ? { main: './src/index.ts', ...(o.extraEntries ?? {}) } : { ...(o.extraEntries ?? {}) },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Hashed in development too: federation chunks can share an id, and `[name].js`
        // would then emit two different files under one name.
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        // A page's code that has not arrived in 15 s fails (webpack's default waits 120 s), so
        // the page shows its failure with Retry instead of the old page or a spinner for minutes.
        chunkLoadTimeout: 15_000,
        // The server build (server-config.cjs) writes dist/server at the same time; the boot build wrote dist/boot before.
        clean: { keep: /^(server|boot)[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: facadeAliases() },
      module: {
        rules: [
          tsRule(o.dir, path.basename(o.dir)),
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // Parts of axios the browser never reaches (the fetch adapter: xhr comes first; two helpers): see the stubs.
        new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'stubs/axios-fetch-adapter.mjs')),
        new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/, path.join(__dirname, 'stubs/axios-http-status-code.mjs')),
        new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]helpers[\\/]formDataToJSON\.js$/, path.join(__dirname, 'stubs/axios-formdata-json.mjs')),
        new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]helpers[\\/]cookies\.js$/, path.join(__dirname, 'stubs/axios-cookies.mjs')),
        new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]cancel[\\/]CancelToken\.js$/, path.join(__dirname, 'stubs/axios-cancel-token.mjs')),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: o.exposes }),
          shared: createSharedConfig(),
          // 'version-first' fetches every remote at start-up and blanks the host when one is
          // down; 'loaded-first' loads a remote only when a route needs it.
          shareStrategy: 'loaded-first',
          // The host's manifest names the versions it shares: the server checks a remote's release against them.
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // The host carries the federation runtime once and lends it to every remote.
          ...(isHost ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.mjs')] } : {}),
          experiments: isHost
            ? { optimization: { target: 'web' } }
            : {
                // In production a remote uses the runtime its host provides, which keeps
                // remoteEntry.js at a few KB; `npm run dev` serves it standalone with its own.
                externalRuntime: production,
                // A remote never loads other remotes: drop that part of the runtime.
                optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
              },
        }),
        ...(isHost || !production ? [new HtmlWebpackPlugin({
          templateContent: boot
            // The scripts listed for the inlined first script (read when the page is written, after the boot build).
            ? ({ htmlWebpackPlugin }) => htmlPage({ title, ...o.page, boot: { scripts: htmlWebpackPlugin.files.js, inline: fs.readFileSync(boot.file, 'utf8') } })
            : htmlPage({ title, ...(isHost ? {} : { style: STANDALONE_STYLE }), ...o.page }),
          ...(boot ? { inject: false } : {}),
          chunks: ['main'],
          // The standalone dev page is served from the root, so deep links (/radio/x) must
          // still load /main.js; a built remote's page lives under /mf/<name>/.
          publicPath: '/',
        })] : []),
        ...(o.extraHtml ?? []).map((h) => new HtmlWebpackPlugin(h)),
        ...(server && !isHost ? [new SsrManifestEntryPlugin()] : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/campaign-api', '/remotes.json', '/mf'],
            target: process.env.API_PROXY ?? 'http://localhost:8080',
          },
        ],
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
    const configs = [...(boot ? [boot.config] : []), browser, ...(server && production ? [createServerConfig({ dir: o.dir, name, folder: path.basename(o.dir), ...server })] : [])];
    return configs.length === 1 ? browser : configs;
  };
};

/**
 * The host's first script (host-shell/src/boot): one small file with no runtime to speak of and
 * no federation, written to dist/boot/boot.js, which the page's HTML inlines (html-page.cjs).
 */
function bootConfig(dir, entry) {
  const name = 'host_shell_boot';
  const outDir = path.join(dir, 'dist', 'boot');
  return {
    name,
    file: path.join(outDir, 'boot.js'),
    config: {
      name,
      mode: 'production',
      target: ['web', 'es2020'],
      context: dir,
      entry: { boot: entry },
      devtool: false,
      output: { path: outDir, filename: '[name].js', iife: true, clean: true },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: { rules: [tsRule(dir, path.basename(dir))] },
      optimization: { moduleIds: 'deterministic', runtimeChunk: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    },
  };
}

module.exports.root = root;
