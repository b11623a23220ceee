/**
 * The one TypeScript rule of every webpack build (browser and server): ts-loader transpiles
 * (types are checked by `npm run typecheck`), and each styled component gets a component id
 * from its package, file and name, so the class names the server renders are the ones the
 * browser computes, whatever order the modules load in.
 */
const path = require('node:path');
const createStyledComponentsTransformer = require('typescript-plugin-styled-components').default;

/** @param {string} dir the package directory; @param {string} prefix its folder name (ids stay unique across packages) */
function tsRule(dir, prefix) {
  const styled = createStyledComponentsTransformer({ ssr: true, displayName: false, componentIdPrefix: prefix });
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(dir, 'tsconfig.json'),
        getCustomTransformers: () => ({ before: [styled] }),
      },
    },
  };
}

module.exports = { tsRule };
