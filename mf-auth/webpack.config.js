const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  exposes: { './AuthRoot': './src/auth-root.tsx', './UserMenu': './src/user-menu.tsx' },
});
