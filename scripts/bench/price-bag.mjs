// `priceBag` on a bag of 1,000 realistic options (PRICING.md shapes), timed in this process.
// The options are made by a seeded generator so every run prices the same bag.
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';

// Seeded random numbers: shared-domain's createRng, required when first used (the bench builds shared-domain first).
const createRng = (seed) => createRequire(import.meta.url)('shared-domain').createRng(seed);


/*
 * Option templates modelled on the seed catalog (server/src/seed/generator.ts): pricing units
 * [name, value, min], select units { name, values, premiums (% per value) }, number units
 * [name, defaultValue, min], volume slabs [min volume, % difference], card rate band, GST.
 */
const TEMPLATES = [
  {
    kind: 'newspaper', gst: 5, band: [40_000, 900_000],
    units: [['Insertions', 1, 1]],
    selects: [
      { name: 'Edition', values: ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata'], premiums: [0, 10, 5, 4, 3] },
      { name: 'Ad Size', values: ['Half Page', 'Full Page', 'Quarter Page'], premiums: [0, 80, -45] },
      { name: 'Colour', values: ['Colour', 'B/W'], premiums: [0, -30] },
    ],
    numbers: [['Area (sq cm)', 100, 50]],
    volume: [[2, -5], [5, -10], [10, -15]],
  },
  {
    kind: 'radio', gst: 18, band: [400, 6_000],
    units: [['Spots per day', 8, 4], ['Days', 10, 7]],
    selects: [
      { name: 'Time Band', values: ['Prime', 'Non-prime', 'Night'], premiums: [0, -25, -50] },
      { name: 'Day Type', values: ['Weekday', 'Weekend'], premiums: [0, 15] },
    ],
    numbers: [['Duration (sec)', 10, 10]],
    volume: [[100, -5], [300, -12], [600, -20]],
  },
  {
    kind: 'cinema', gst: 18, band: [1_500, 25_000],
    units: [['Weeks', 2, 1], ['Screens', 5, 1]],
    selects: [
      { name: 'Slot', values: ['Interval', 'Pre-show', 'Post-show'], premiums: [0, -10, -40] },
      { name: 'Show', values: ['All shows', 'Evening shows'], premiums: [0, 20] },
    ],
    numbers: [['Duration (sec)', 30, 10]],
    volume: [[10, -8], [40, -15]],
  },
  {
    kind: 'outdoor', gst: 18, band: [60_000, 1_500_000],
    units: [['Months', 1, 1]],
    selects: [{ name: 'Size', values: ['40x20 ft', '30x15 ft', '20x10 ft'], premiums: [0, -30, -55] }],
    numbers: [],
    volume: [[3, -7], [6, -12], [12, -20]],
  },
  {
    kind: 'digital', gst: 18, band: [80, 450],
    units: [['Impressions (000s)', 500, 100]],
    selects: [
      { name: 'Platform', values: ['Web', 'App', 'Both'], premiums: [0, 10, 25] },
      { name: 'Format', values: ['Banner', 'Video', 'Native'], premiums: [0, 60, 15] },
    ],
    numbers: [],
    volume: [[1_000, -5], [5_000, -10], [20_000, -18]],
  },
  {
    kind: 'television', gst: 18, band: [2_000, 250_000],
    units: [['Spots', 20, 10]],
    selects: [
      { name: 'Programme', values: ['Prime time', 'Daytime', 'Late night'], premiums: [0, -40, -60] },
      { name: 'Language feed', values: ['Hindi', 'English', 'Regional'], premiums: [0, 12, -10] },
      { name: 'Position', values: ['Any', 'First in break', 'Last in break'], premiums: [0, 20, 10] },
    ],
    numbers: [['Duration (sec)', 10, 10]],
    volume: [[50, -6], [150, -14]],
  },
  {
    kind: 'influencer', gst: 18, band: [5_000, 300_000],
    units: [['Posts', 1, 1]],
    selects: [{ name: 'Content', values: ['Reel', 'Story', 'Static post'], premiums: [0, -50, -30] }],
    numbers: [],
    volume: [],
  },
];

const hex24 = (rng) => Array.from({ length: 24 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
const nice = (x) => (x >= 1000 ? Math.round(x / 100) * 100 : Math.round(x));

/**
 * Variant rows: one per non-default select value, one per pair across the first two selects
 * (as the seed does), sometimes a flat row, and for some options a restricted combination
 * (a row naming two units, so the cascade of PRICING.md rule 1 narrows the enabled values).
 */
function variantRows(t, rng) {
  const rows = [];
  const [a, b] = t.selects;
  if (a && b && rng.chance(0.25)) {
    // Only some combinations are sold (like the worked example of PRICING.md): each other
    // value of the first unit allows a few values of the second; the rest fall back.
    a.values.forEach((va, i) => {
      if (i === 0) return;
      for (const [j, vb] of b.values.entries()) {
        if (j === 0 || rng.chance(0.5)) rows.push({ fields: [{ field: a.name, value: va }, { field: b.name, value: vb }], difference: { type: 'percentage', value: a.premiums[i] + b.premiums[j] } });
      }
    });
    return rows;
  }
  for (const s of t.selects) {
    s.values.forEach((value, i) => {
      if (i > 0) rows.push({ fields: [{ field: s.name, value }], difference: { type: 'percentage', value: s.premiums[i] } });
    });
  }
  if (a && b) {
    a.values.forEach((va, i) => b.values.forEach((vb, j) => {
      if (i > 0 && j > 0) {
        rows.push({ fields: [{ field: a.name, value: va }, { field: b.name, value: vb }], difference: { type: 'percentage', value: a.premiums[i] + b.premiums[j] } });
      }
    }));
  }
  if (t.selects.length && rng.chance(0.2)) {
    const s = rng.pick(t.selects);
    rows.push({ fields: [{ field: s.name, value: rng.pick(s.values) }], difference: { type: 'flat', value: rng.int(-2, 10) * 100 } });
  }
  return rows;
}

/** Volume slabs as half-open ranges [min, next min), on the running total for some options. */
function volumeRows(t, running) {
  return t.volume.map(([min, pct], i) => {
    const next = t.volume[i + 1];
    return {
      fields: [next ? { field: 'volume', min, max: next[0] } : { field: 'volume', min }],
      difference: running ? { type: 'percentage', value: pct, onRunningTotal: true } : { type: 'percentage', value: pct },
    };
  });
}

function makeOption(rng, i) {
  const t = TEMPLATES[i % TEMPLATES.length];
  const [lo, hi] = t.band;
  const cardRate = nice(lo + (hi - lo) * rng.next());
  const discountedRate = Math.min(cardRate, nice(cardRate * (1 - (0.1 + rng.next() * 0.35))));
  const vendorRate = Math.min(discountedRate, nice(discountedRate * (0.8 + rng.next() * 0.12)));

  const pricingUnits = t.units.map(([name, value, min]) => ({
    name,
    // Mostly above the minimum, so volume slabs come into play.
    value: rng.chance(0.6) ? value * rng.int(1, 20) : value,
    min,
    ...(rng.chance(0.03) ? { inUse: false } : {}),
  }));
  const selects = t.selects.map((s) => ({
    name: s.name,
    type: 'select',
    values: s.values,
    defaultValue: s.values[0],
    // Half at the default; the rest at any value (some fall back under the cascade).
    ...(rng.chance(0.5) ? { value: rng.pick(s.values) } : {}),
  }));
  const numbers = t.numbers.map(([name, defaultValue, min]) => ({
    name,
    type: 'number',
    defaultValue,
    min,
    ...(rng.chance(0.5) ? { value: defaultValue * rng.int(1, 4) } : {}),
  }));
  const otherRates = [...variantRows(t, rng), ...volumeRows(t, rng.chance(0.4))];

  const option = {
    _id: hex24(rng),
    _mediaOption: hex24(rng),
    _media: hex24(rng),
    select: rng.chance(0.5),
    pricingUnits,
    variablePricingUnits: [...selects, ...numbers],
    rates: {
      defaultRates: { cardRate, discountedRate, vendorRate, ...(rng.chance(0.7) ? { minimumBilling: discountedRate } : {}) },
      otherRates,
    },
    serviceTaxPercentage: t.gst,
  };
  if (rng.chance(0.15)) option.agencyRate = nice(discountedRate * (0.85 + rng.next() * 0.1));
  if (rng.chance(0.3)) option.discount = rng.chance(0.5) ? `${rng.int(1, 25) / 2}%` : rng.int(1, 50) * 100;
  if (rng.chance(0.1)) option.minBilling = nice(discountedRate * rng.int(1, 5));
  if (rng.chance(0.25)) {
    const start = Date.UTC(2025, rng.int(0, 11), rng.int(1, 28));
    option.schedule = Array.from({ length: rng.int(1, 12) }, (_, d) => ({
      date: new Date(start + d * 86_400_000).toISOString().slice(0, 10),
      units: rng.int(1, 5),
      ...(rng.chance(0.2) ? { po: { id: `PO-${rng.int(1000, 9999)}` } } : {}),
    }));
  }
  return option;
}

/** 1,000 (or `count`) options, the same on every run. */
export function makeBagOptions(count = 1000, seed = 20240601) {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => makeOption(rng, i));
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * Times `priceBag(options, { discountOnTotal })`: warms up, then runs at least `minRuns`
 * times and for at least `minMs`, capped at `maxRuns`. Answers median and p95 in ms.
 */
export function timePriceBag(priceBag, options, { discountOnTotal = '5%', warmup = 30, minRuns = 100, maxRuns = 1000, minMs = 3000 } = {}) {
  const result = priceBag(options, { discountOnTotal });
  // A bag that does not price is a broken bench, not a fast one.
  if (result.options.length !== options.length || !Number.isFinite(result.totals.totalPrice) || result.totals.totalPrice <= 0) {
    throw new Error(`priceBag answered an unexpected bag: ${result.options.length} options, total ${result.totals.totalPrice}`);
  }
  for (let i = 0; i < warmup; i += 1) priceBag(options, { discountOnTotal });
  const times = [];
  const started = performance.now();
  let sink = 0;
  while (times.length < maxRuns && (times.length < minRuns || performance.now() - started < minMs)) {
    const t0 = performance.now();
    sink += priceBag(options, { discountOnTotal }).totals.count;
    times.push(performance.now() - t0);
  }
  if (sink !== times.length * options.length) throw new Error('priceBag answered a different bag on some run');
  times.sort((a, b) => a - b);
  return {
    runs: times.length,
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    totals: result.totals,
    selectedCount: result.selectedTotals.count,
  };
}
