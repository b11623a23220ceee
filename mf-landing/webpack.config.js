const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  page: { style: '' },
  exposes: { './routes': './src/routes.tsx', './popups': './src/popups/popups.tsx', './ChatWidget': './src/chat/chat-widget.tsx' },
});
