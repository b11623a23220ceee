const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  port: 3004,
  title: 'Sign-in (standalone)',
  exposes: { './AuthRoot': './src/auth-root.tsx', './UserMenu': './src/user-menu.tsx' },
});
