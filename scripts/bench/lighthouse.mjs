// Page speed, for `npm run bench`: Lighthouse (the `lighthouse` package, its default config:
// mobile, simulated throttling; categories performance, SEO and accessibility) in Debian's
// Chromium (chrome-launcher) against the built site, on `/`, `/newspaper`, a newspaper's detail
// page (the first the catalog lists), a landing page (shared-domain's LANDING_ROUTES) and `/about`.
// Each page runs BENCH_LIGHTHOUSE_RUNS times (default 3); the table holds the median of each
// figure with its target (met/MISSED), and the SEO and accessibility audits that failed in any run
// are listed under it.
//
// Alone: `node scripts/bench/lighthouse.mjs` (needs the site built: `npm run build`).
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { standaloneServerStarter } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'seo', 'accessibility'];
/** The categories whose failing audits are listed (what to fix). */
const LISTED = ['seo', 'accessibility'];

const score = (v) => (v === null ? 'n/a' : v.toFixed(0));
/** The figures printed, how each is read from a Lighthouse result, and its target. */
const FIGURES = [
  { label: 'Performance', read: (lhr) => categoryScore(lhr, 'performance'), show: score, target: '≥ 98', ok: (v) => v >= 98 },
  { label: 'FCP', read: (lhr) => auditValue(lhr, 'first-contentful-paint'), show: (v) => `${(v / 1000).toFixed(2)} s`, target: '(no target)', ok: () => true, info: true },
  { label: 'LCP', read: (lhr) => auditValue(lhr, 'largest-contentful-paint'), show: (v) => `${(v / 1000).toFixed(2)} s`, target: '≤ 1.0 s', ok: (v) => v <= 1000 },
  { label: 'CLS', read: (lhr) => auditValue(lhr, 'cumulative-layout-shift'), show: (v) => v.toFixed(3), target: '≤ 0.02', ok: (v) => v <= 0.02 },
  { label: 'TBT', read: (lhr) => auditValue(lhr, 'total-blocking-time'), show: (v) => `${v.toFixed(0)} ms`, target: '≤ 100 ms', ok: (v) => v <= 100 },
  { label: 'SEO', read: (lhr) => categoryScore(lhr, 'seo'), show: score, target: '100', ok: (v) => v >= 100 },
  { label: 'Accessibility', read: (lhr) => categoryScore(lhr, 'accessibility'), show: score, target: '100', ok: (v) => v >= 100 },
];

function categoryScore(lhr, id) {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
}

function auditValue(lhr, id) {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? v : null;
}

/** The median of the numbers in a list (null when a run gave none). */
function median(values) {
  const known = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

/** A path the server answers 200 with HTML; else a clear error. */
async function checkedPage(url, pagePath) {
  const res = await fetch(`${url}${pagePath}`, { headers: { accept: 'text/html' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${pagePath} answered ${res.status}, expected 200`);
  return pagePath;
}

/** The pages measured: fixed routes, the first newspaper the catalog lists, a landing page. */
async function pagesToMeasure(url) {
  const { CATEGORIES: categories, LANDING_ROUTES, matchRoute } = require('shared-domain');
  const listed = await (await fetch(`${url}/api/catalog/media?category=newspaper&pageSize=1`)).json();
  const media = listed.items?.[0];
  if (!media) throw new Error('the catalog lists no newspaper: no detail page to measure');
  const detail = `${categories.find((c) => c.key === media.category).path}/${media.slug}`;
  if (matchRoute(detail)?.entry.check !== 'media') throw new Error(`${detail} is not a media detail route`);
  const landing = (LANDING_ROUTES.find((r) => r.category === 'newspaper') ?? LANDING_ROUTES[0]).path;
  const paths = ['/', '/newspaper', detail, landing, '/about'];
  for (const p of paths) await checkedPage(url, p);
  return paths;
}

/** The ids (with titles and a few elements) of the listed categories' weighted audits that failed. */
function failedAudits(lhr) {
  const out = [];
  for (const category of LISTED) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const where = (audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? item.source?.url).filter(Boolean);
        out.push({ category, id: ref.id, title: audit.title, where });
      }
    }
  }
  return out;
}

/** Runs Lighthouse `runs` times on one page; the per-figure medians and the failed audits. */
async function measurePage(lighthouse, port, pageUrl, runs) {
  const values = FIGURES.map(() => []);
  const failed = new Map();
  const errors = [];
  let environment = null;
  const benchmarkIndex = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(pageUrl, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { lhr } = result;
    environment = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`;
    benchmarkIndex.push(lhr.environment.benchmarkIndex ?? null);
    if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    FIGURES.forEach((f, j) => values[j].push(f.read(lhr)));
    for (const a of failedAudits(lhr)) {
      const seen = failed.get(a.id) ?? { ...a, runs: 0 };
      seen.runs += 1;
      failed.set(a.id, seen);
    }
  }
  return { medians: values.map(median), failed: [...failed.values()], errors, environment, benchmarkIndex };
}

const COLUMN = 17;

function printTable(rows, runs, environment, met) {
  const pathWidth = Math.max(...rows.map((r) => r.path.length), 10) + 4;
  // Lighthouse's own CPU measure: simulated throttling scales with it, so a busy machine shows here.
  const cpu = median(rows.flatMap((r) => r.benchmarkIndex));
  console.log(`\nLighthouse (${environment}; mobile defaults, simulated throttling; median of ${runs} runs per page; CPU benchmark index ${cpu === null ? 'n/a' : cpu.toFixed(0)}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`);
  console.log(`  ${'page'.padEnd(pathWidth)}${FIGURES.map((f) => f.label.padStart(COLUMN)).join('')}`);
  console.log(`  ${'target'.padEnd(pathWidth)}${FIGURES.map((f) => f.target.padStart(COLUMN)).join('')}`);
  for (const r of rows) {
    const cells = FIGURES.map((f, j) => {
      const v = r.medians[j];
      if (v === null) return 'n/a MISSED'.padStart(COLUMN);
      return (f.info ? f.show(v) : `${f.show(v)} ${met(f.ok(v))}`).padStart(COLUMN);
    });
    console.log(`  ${r.path.padEnd(pathWidth)}${cells.join('')}`);
  }
  const judged = FIGURES.filter((f) => !f.info).length;
  const missed = rows.reduce((n, r) => n + FIGURES.filter((f, j) => !f.info && (r.medians[j] === null || !f.ok(r.medians[j]))).length, 0);
  console.log(`  ${missed ? `${missed} of ${rows.length * judged} figures MISSED` : 'every figure met'}`);
  for (const r of rows) {
    for (const e of r.errors) console.log(`  ${r.path}: Lighthouse runtime error ${e}`);
    if (!r.failed.length) continue;
    console.log(`  ${r.path}: failing SEO/accessibility audits`);
    for (const a of r.failed) {
      console.log(`    ${a.category} ${a.id} — ${a.title} [${a.runs}/${runs} runs]${a.where.length ? `: ${a.where.join(' | ')}` : ''}`);
    }
  }
}

/** Serves the built site, runs Lighthouse on each page and prints the table. */
export async function benchLighthouse({ startServer, log, met }) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  // Imported here: bench.mjs imports this file before it installs the dependencies.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer();
  let chrome = null;
  try {
    const paths = await pagesToMeasure(server.url);
    chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const rows = [];
    let environment = 'Lighthouse';
    for (const p of paths) {
      log(`lighthouse: ${p}, ${runs} runs…`);
      const r = await measurePage(lighthouse, chrome.port, `${server.url}${p}`, runs);
      environment = r.environment ?? environment;
      rows.push({ path: p, ...r });
    }
    printTable(rows, runs, environment, met);
  } finally {
    if (chrome) await chrome.kill();
    await server.stop();
  }
}

// Standalone: the shared minimal server starter (bench.mjs passes its own).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[lighthouse bench] ${msg}\n`);
  await benchLighthouse({ startServer: standaloneServerStarter(root), log, met: (ok) => (ok ? 'met' : 'MISSED') });
}
