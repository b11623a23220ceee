import { chromium } from 'playwright-core';
import fs from 'node:fs'; import zlib from 'node:zlib'; import path from 'node:path';
const root='/work/main'; const base=process.argv[2]; const route=process.argv[3]??'/';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage(); const js=new Set();
p.on('response', r => { const u=new URL(r.url()); if (u.pathname.endsWith('.js')) js.add(u.pathname); });
p.on('pageerror', e => console.log('pageerror:', e.message));
await p.goto(base+route, { waitUntil: 'networkidle' });
let total=0;
for (const u of js) { const m=u.match(/^\/mf\/([^/]+)\/(.+)$/); const f=m?path.join(root,m[1],'dist',m[2]):path.join(root,'host-shell/dist',u.slice(1)); const g=zlib.gzipSync(fs.readFileSync(f),{level:9}).length; total+=g; console.log(String(g).padStart(7), u); }
console.log('TOTAL', total, (total/1024).toFixed(1)+' KB');
await b.close();
