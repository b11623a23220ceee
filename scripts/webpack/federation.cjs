/**
 * The one shared-singleton config every federated package uses (host and remotes alike),
 * so react, the router, styled-components, rxjs and shared-domain exist once at run time.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const caret = (pkg) => `^${version(pkg)}`;

/** Packages shared as singletons, with the version each package was built against. */
function createSharedConfig() {
  const singleton = (pkg, importName) => ({
    singleton: true,
    requiredVersion: caret(importName ?? pkg),
    version: version(importName ?? pkg),
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    'styled-components': singleton('styled-components'),
    rxjs: singleton('rxjs'),
    'shared-domain': singleton('shared-domain'),
  };
}

/** Remote container names (valid JS identifiers) and the folders they are served from. */
const REMOTES = {
  mf_catalog: 'mf-catalog',
  mf_bag: 'mf-bag',
  mf_dashboard: 'mf-dashboard',
  mf_auth: 'mf-auth',
  mf_landing: 'mf-landing',
};

module.exports = { createSharedConfig, REMOTES, root };
