const createConfig = require('../scripts/webpack/create-config.cjs');
const { BRAND_ICON_SVG, BRAND_MARK, themeVar } = require('shared-domain/theme');

/** The site's icon: the product's mark (shared-domain's BRAND_ICON_SVG). */
const ICON = `data:image/svg+xml,${encodeURIComponent(BRAND_ICON_SVG)}`;

/**
 * The page's base styles, there before the script runs. Colours are the theme's custom
 * properties with their defaults, so a white-label host's first HTML (which sets them) is in
 * the organisation's colours from the first paint.
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;line-height:1.5;color:${themeVar('ink')};background:${themeVar('surface')}}
img,svg,video{display:block;max-width:100%}
button,input,select,textarea{font:inherit}
h1,h2,h3,p{overflow-wrap:break-word}
/* Reserve the fixed header's height before the script runs, so nothing jumps. */
#root:empty{min-height:100vh;border-top:69px solid ${themeVar('surface')};box-shadow:inset 0 1px 0 ${themeVar('line')}}
@media (max-width:959.98px){#root:empty{border-top-width:64.5px}}
noscript p{margin:96px auto;max-width:36em;padding:0 16px;text-align:center}`;

module.exports = createConfig({
  dir: __dirname,
  port: 3000,
  title: 'MediaMart — Advertise in India',
  server: { entry: './src/server/render-page.tsx' },
  boot: './src/boot/index.ts',
  page: {
    description: 'Plan and buy newspaper, outdoor, radio, TV, cinema, digital and influencer advertising across India.',
    themeColor: BRAND_MARK.tile,
    icon: ICON,
    style: STYLE,
    noscript: 'MediaMart needs JavaScript to plan and book your advertising. Please enable JavaScript and reload the page.',
  },
});
