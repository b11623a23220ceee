// Proof of execution (issue 38), for `npm run bench`, in this process on the built server (server/dist):
//  - inspection and hashing of a 1600×1200 street photo JPEG with EXIF (capture time, GPS):
//    `inspectProofFile` (type check, EXIF, decode, perceptual hash, SHA-256) p50/p95 over
//    BENCH_PROOF_RUNS runs (default 50), after 3 warm-up runs;
//  - duplicate lookup against BENCH_PROOFS stored proofs (default 100,000, random hashes, inserted in
//    batches into a fresh store): the first sync of the process's hash index (reading every hash),
//    then per lookup a sync (the rows stored since) and `findReuse` (its own sync, nearest within the
//    threshold, the matched row's read): p50/p95/p99 over 200 lookups, one new proof stored before each (as uploads arrive),
//    half of them a near copy (3 bits flipped) of a stored hash, half a random probe; on SQLite and on
//    PostgreSQL (BENCH_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432 when it answers).
//
// Alone: `node scripts/bench/proofs.mjs` (needs `npm run build -w shared-domain -w server`).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { latencyFigures, onEachStore } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverRequire = createRequire(path.join(root, 'server/package.json'));
const dist = (file) => {
  const full = path.join(root, 'server/dist', file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: build the server first (npm run build -w shared-domain -w server)`);
  return serverRequire(full);
};

/** A seeded random number generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 1600×1200 JPEG of a made-up street (sky, buildings with windows, a billboard, a road, sensor grain) with EXIF. */
async function streetJpeg(sharp, width = 1600, height = 1200) {
  const random = rng(38);
  const pixels = Buffer.alloc(width * height * 3);
  const buildings = [];
  for (let x = 0; x < width;) {
    const w = 80 + Math.floor(random() * 220);
    buildings.push({ x0: x, x1: x + w, top: height * (0.15 + random() * 0.45), rgb: [90 + random() * 120, 80 + random() * 110, 70 + random() * 100] });
    x += w;
  }
  const horizon = height * 0.78;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb;
      const b = buildings.find((s) => x >= s.x0 && x < s.x1);
      if (y >= horizon) rgb = [70, 70, 75];
      else if (b && y >= b.top) {
        const window = (x - b.x0) % 40 < 22 && (y - b.top) % 50 < 28;
        rgb = window ? [200, 210, 170] : b.rgb;
      } else rgb = [120 + (y / horizon) * 80, 160 + (y / horizon) * 60, 230];
      if (x > 500 && x < 1100 && y > 200 && y < 480) rgb = [220, 40 + ((x >> 5) % 2) * 120, 60];
      const grain = (random() - 0.5) * 16;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[o + c] = Math.max(0, Math.min(255, Math.round(rgb[c] + grain)));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'Bench', Model: 'Street camera' },
      IFD2: { DateTimeOriginal: '2026:11:02 10:15:00', OffsetTimeOriginal: '+05:30' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 3360/100', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 3972/100' },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Inspection and hashing of the photo, in this process. */
async function benchInspection(log, runs) {
  const sharp = serverRequire('sharp');
  const { inspectProofFile } = dist('proofs/image/inspect-proof.js');
  const jpeg = await streetJpeg(sharp);
  const now = new Date('2026-11-30T00:00:00Z');
  log(`proofs bench: inspecting a 1600×1200 street JPEG (${(jpeg.length / 1024).toFixed(0)} KiB) ${runs} times…`);
  let inspected;
  for (let i = 0; i < 3; i++) inspected = await inspectProofFile(jpeg, 'board.jpg', 'photo', 10 * 1024 * 1024, now);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await inspectProofFile(jpeg, 'board.jpg', 'photo', 10 * 1024 * 1024, now);
    times.push(performance.now() - t0);
  }
  const f = latencyFigures(times);
  console.log('\nProof inspection (in this process)');
  console.log(`  inspectProofFile, 1600×1200 JPEG ${(jpeg.length / 1024).toFixed(0)} KiB with EXIF: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms [${runs} runs; read ${inspected.capturedAt}, ${inspected.location ? `${inspected.location.lat.toFixed(4)}, ${inspected.location.lng.toFixed(4)}` : 'no place'}, pHash ${inspected.phash}]`);
}

const hex16 = (random) => Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('');
/** The hash with `bits` of its 64 bits flipped (distinct positions). */
function flip(hash, bits, random) {
  let value = BigInt(`0x${hash}`);
  const done = new Set();
  while (done.size < bits) {
    const bit = Math.floor(random() * 64);
    if (done.has(bit)) continue;
    done.add(bit);
    value ^= 1n << BigInt(bit);
  }
  return value.toString(16).padStart(16, '0');
}

function proofRow(i, campaignId, phash, at) {
  return {
    id: `bench${String(i).padStart(19, '0')}`, campaign_id: campaignId, line_id: `line-${i % 997}`, option_id: 'bench-option', media_id: 'bench-media',
    seller_id: null, day: at.slice(0, 10), units: 1, kind: 'photo', file_name: 'board.jpg', content_type: 'image/jpeg', size: 400_000,
    sha256: '0'.repeat(64), note: '', captured_at: at, lat: 19.07, lng: 72.87, distance_m: 40, phash, flags_json: '[]', risk: 0,
    state: 'submitted', state_by: null, state_at: null, reject_reason: null, uploaded_by: 'bench-user', uploaded_at: at,
  };
}

/** The duplicate lookup against `count` stored proofs on one store. */
async function benchLookup({ label, env, log, count }) {
  const { createDatabase } = dist('db/database.js');
  const { migrateToLatest } = dist('db/migrations/migrator.js');
  const { findReuse, syncHashIndex } = dist('proofs/files/proof-duplicates.repository.js');
  const { sql } = serverRequire('kysely');
  const db = createDatabase({ dataDir: env.DATA_DIR ?? '', databaseUrl: env.DATABASE_URL || null });
  try {
    await migrateToLatest(db);
    const at = new Date().toISOString();
    await db.insertInto('users').values({ id: 'bench-user', name: 'Bench', email: 'bench@example.com', phone: null, agency_details_json: null, created_at: at }).execute();
    await db.insertInto('campaigns').values({ id: 'bench-campaign', owner_id: 'bench-user', name: 'Bench', status: 'Draft', data_json: '{}', created_at: at, updated_at: at, start_date: null, end_date: null }).execute();
    const random = rng(7);
    const hashes = [];
    const start = Date.now() - count * 300_000;
    log(`proofs bench (${label}): storing ${count.toLocaleString('en-US')} proofs…`);
    const t0 = performance.now();
    const BATCH = 500;
    await db.transaction().execute(async (tx) => {
      for (let i = 0; i < count; i += BATCH) {
        const rows = [];
        for (let j = i; j < Math.min(count, i + BATCH); j++) {
          const phash = hex16(random);
          hashes.push(phash);
          rows.push(proofRow(j, 'bench-campaign', phash, new Date(start + j * 300_000).toISOString()));
        }
        await tx.insertInto('proofs').values(rows).execute();
      }
    });
    const stored = (performance.now() - t0) / 1000;
    // Fresh statistics after the bulk write, as autovacuum keeps them on a live PostgreSQL (and the seed does after its own).
    if (env.DATABASE_URL) await sql`analyze proofs`.execute(db);

    const t1 = performance.now();
    const size = await syncHashIndex(db);
    const firstSync = performance.now() - t1;

    const LOOKUPS = 200;
    const times = [];
    const syncTimes = [];
    let hits = 0;
    for (let k = 0; k < LOOKUPS; k++) {
      // Another upload arrived since the last lookup (possibly on another process).
      await db.insertInto('proofs').values(proofRow(count + k, 'bench-campaign', hex16(random), new Date().toISOString())).execute();
      const near = k % 2 === 0;
      const probe = near ? flip(hashes[Math.floor(random() * hashes.length)], 3, random) : hex16(random);
      const t = performance.now();
      await syncHashIndex(db);
      const synced = performance.now();
      // Syncs again (nothing new by now), then the nearest hash and the matched row.
      const match = await findReuse(db, probe, { campaignId: 'other-campaign', lineId: 'line-x', day: '2026-11-30' });
      times.push(performance.now() - t);
      syncTimes.push(synced - t);
      if (match) hits += 1;
    }
    const f = latencyFigures(times);
    const sync = latencyFigures(syncTimes);
    console.log(`\nProof duplicate lookup (${label}, ${count.toLocaleString('en-US')} stored proofs)`);
    console.log(`  stored in ${stored.toFixed(1)} s (batches of ${BATCH}); first sync of the hash index: ${firstSync.toFixed(0)} ms for ${size.toLocaleString('en-US')} hashes`);
    console.log(`  sync + findReuse (nearest + matched row), ${LOOKUPS} lookups, one new proof stored before each: p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms, max ${f.max.toFixed(2)} ms; ${hits} matches of ${LOOKUPS / 2} near copies (+ ${LOOKUPS / 2} random probes)`);
    console.log(`    of which reading the new rows: p50 ${sync.p50.toFixed(2)} ms, p95 ${sync.p95.toFixed(2)} ms`);
  } finally {
    await db.destroy();
  }
}

/** Runs the proofs bench: inspection in this process, then the lookup on SQLite and PostgreSQL. */
export async function benchProofs({ log }) {
  await benchInspection(log, Number(process.env.BENCH_PROOF_RUNS ?? 50));
  const count = Number(process.env.BENCH_PROOFS ?? 100_000);
  await onEachStore('proofs', log, ({ label, env }) => benchLookup({ label, env, log, count }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (msg) => process.stdout.write(`[proofs bench] ${msg}\n`);
  await benchProofs({ log });
}
