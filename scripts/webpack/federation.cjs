/**
 * The one shared-singleton config every federated package uses (host and remotes alike),
 * so react, the router, styled-components, rxjs, shared-domain and shared-ui exist once at run time.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const version = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const caret = (pkg) => `^${version(pkg)}`;

/**
 * Shared packages whose whole entry is far larger than what we use. Each is provided from a
 * facade that re-exports only the used names from the real package (reached through an
 * alias the share key does not match), so webpack tree-shakes it; it is still one singleton.
 */
const FACADES = {
  'react-router-dom': {
    file: path.join(__dirname, 'facades/react-router-dom.mjs'),
    alias: 'mm-real-react-router',
    // The production build: the package's own export map only offers the development one.
    target: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  },
  rxjs: {
    file: path.join(__dirname, 'facades/rxjs.mjs'),
    alias: 'mm-real-rxjs',
    target: path.join(root, 'node_modules/rxjs/dist/esm5/index.js'),
  },
};

/** resolve.alias entries the facades need. */
function facadeAliases() {
  return Object.fromEntries(Object.values(FACADES).map((f) => [`${f.alias}$`, f.target]));
}

/** Packages shared as singletons, with the version each package was built against. */
function createSharedConfig() {
  const singleton = (pkg, importName) => ({
    singleton: true,
    requiredVersion: caret(importName ?? pkg),
    version: version(importName ?? pkg),
    ...(FACADES[pkg] ? { import: FACADES[pkg].file } : {}),
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
    // shared-ui's root entry (tokens, applyTheme, the snackbar list), and its dialog entry,
    // whose focus trap keeps one stack of open dialogs across remotes (the sign-in dialog over
    // the bag's drawer). Its other subpaths hold no state and are bundled where used.
    'shared-ui': singleton('shared-ui'),
    'shared-ui/dialog': singleton('shared-ui/dialog', 'shared-ui'),
  };
}

module.exports = { createSharedConfig, facadeAliases, FACADES, root };
