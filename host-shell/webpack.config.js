const createConfig = require('../scripts/webpack/create-config.cjs');

/** The site's icon: the white M on the brand's red tile. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%23e8472b'/%3E%3Cpath d='M7 24V8h4l5 7 5-7h4v16h-4V15l-5 6.5-5-6.5v9z' fill='%23fff'/%3E%3C/svg%3E";

/** The page's base styles, there before the script runs. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;line-height:1.5;color:#1b1d24;background:#fff}
img,svg,video{display:block;max-width:100%}
button,input,select,textarea{font:inherit}
h1,h2,h3,p{overflow-wrap:break-word}
/* Reserve the fixed header's height before the script runs, so nothing jumps. */
#root:empty{min-height:100vh;border-top:69px solid #fff;box-shadow:inset 0 1px 0 #e3e5ea}
@media (max-width:959.98px){#root:empty{border-top-width:64.5px}}
noscript p{margin:96px auto;max-width:36em;padding:0 16px;text-align:center}`;

module.exports = createConfig({
  dir: __dirname,
  port: 3000,
  title: 'MediaMart — Advertise in India',
  server: { entry: './src/server/render-page.tsx' },
  page: {
    description: 'Plan and buy newspaper, outdoor, radio, TV, cinema, digital and influencer advertising across India.',
    themeColor: '#e8472b',
    icon: ICON,
    style: STYLE,
    noscript: 'MediaMart needs JavaScript to plan and book your advertising. Please enable JavaScript and reload the page.',
  },
});
