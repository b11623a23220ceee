import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage();
p.on('console', m => console.log('console:', m.type(), m.text()));
p.on('pageerror', e => console.log('pageerror:', e.message));
await p.goto(process.argv[2] ?? 'http://127.0.0.1:8099/x');
await p.waitForTimeout(1500);
console.log('BODY:', (await p.textContent('body')).slice(0,300));
await b.close();
