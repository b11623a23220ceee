const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'host_shell',
  port: 3000,
  title: 'MediaMart — Advertise in India',
});
