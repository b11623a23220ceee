/**
 * The server build of a federated package, beside its browser build (create-config.cjs): the
 * same source for Node, so the server renders the public pages with the very components the
 * browser hydrates.
 *
 * - A remote's server build is `dist/server/remoteEntry.js`, a `commonjs-module` container in
 *   one file (no chunk to load from disk or network). Its browser manifest names it as
 *   `metaData.ssrRemoteEntry`, which the Module Federation runtime loads when it runs in Node:
 *   the server finds it through the same `remotes.json` and manifest as the browser, so a
 *   redeployed remote changes the server-rendered page without rebuilding the host.
 * - The host's server build is `dist/server/render.js` (CommonJS), the page renderer the
 *   server requires: the shell's components and the federation runtime that loads the remotes.
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig, facadeAliases } = require('./federation.cjs');
const { tsRule } = require('./ts-rule.cjs');

/** Where the server build lands inside `dist`, and the name of a remote's server container. */
const SERVER_DIR = 'server';
const SSR_ENTRY = 'remoteEntry.js';

/**
 * Names the remote's server container in its browser manifest (`metaData.ssrRemoteEntry`),
 * after the manifest is written.
 */
class SsrManifestEntryPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SsrManifestEntryPlugin', () => {
      const file = path.join(compiler.options.output.path, 'mf-manifest.json');
      if (!fs.existsSync(file)) return;
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      manifest.metaData.ssrRemoteEntry = { name: SSR_ENTRY, path: SERVER_DIR, type: 'commonjs-module' };
      fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir      package directory
 * @param {string} o.name     container name (`mf_catalog`, `host_shell`)
 * @param {string} o.folder   the folder the package is served from (`mf-catalog`)
 * @param {Record<string,string>} [o.exposes] the modules the server renders (remotes)
 * @param {string} [o.entry]  the renderer module (the host)
 */
function createServerConfig(o) {
  const isHost = !o.exposes;
  const publicPath = isHost ? '/' : `/mf/${o.folder}/`;
  return {
    name: `${o.name}-server`,
    mode: 'production',
    target: 'async-node',
    context: o.dir,
    entry: isHost ? { render: o.entry } : {},
    devtool: false,
    output: {
      path: path.join(o.dir, 'dist', SERVER_DIR),
      // Images keep the browser build's addresses, so the server's markup is the browser's.
      publicPath,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${o.name}_server`,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: facadeAliases() },
    module: {
      // `createRequire(...)` stays Node's own (remote-files.ts gives a container its require).
      parser: { javascript: { createRequire: false } },
      rules: [
        tsRule(o.dir, o.folder),
        // Same file names as the browser build (same content hash), not emitted twice.
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: o.name,
        ...(isHost ? {} : { filename: SSR_ENTRY, exposes: o.exposes, library: { type: 'commonjs-module', name: o.name } }),
        shared: createSharedConfig(),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        ...(isHost ? { runtimePlugins: [path.join(o.dir, 'src/server/remote-files.ts')] } : {}),
      }),
      // A remote's server container is one file: nothing to fetch for its exposed modules.
      ...(isHost ? [] : [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, SsrManifestEntryPlugin, SERVER_DIR, SSR_ENTRY };
