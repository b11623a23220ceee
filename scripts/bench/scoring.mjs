// The profile quality score (SCORING.md, shared-domain's scoreProfile / scoreListing), for
// `npm run bench`: the seed's catalog generator makes profiles of every quality (some without a
// logo at 300 × 125, a long about text, few artworks, charts out of order…); 1,000 of them are
// scored in this process, the way the server scores a profile a seller saves, and the total time
// per 1,000 is timed over repeated runs. The spread of the scores is printed beside it (a catalog
// where every profile scores 100 would mean the checks see nothing).
//
// Alone: `node scripts/bench/scoring.mjs` (needs `npm run build -w shared-domain -w server`).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const PROFILES = 1000;

/** What scoreProfile takes for a digital or television profile; null for a category scored by its options alone. */
function profileOf(media, asScored) {
  const kind = media.category === 'digital' || media.category === 'television' ? media.category : null;
  const mediaOptions = media.mediaOptions.map(asScored);
  if (!kind) return { listing: mediaOptions };
  return {
    profile: {
      kind, logo: media.logo, attributes: media.attributes, sections: media.sections, mediaKitUrl: media.mediaKitUrl,
      demographics: media.demographics, mediaOptions,
    },
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Scores 1,000 generated profiles again and again for about `seconds`; answers the timing per 1,000 and the scores. */
export function benchScoring({ seconds = 3 } = {}) {
  const { scoreProfile, scoreListing } = require('shared-domain');
  const { generateCatalog } = require(path.join(root, 'server/dist/seed/generator.js'));
  const { asScored } = require(path.join(root, 'server/dist/seed/build/profile-details.js'));
  const { media } = generateCatalog();
  const profiles = Array.from({ length: PROFILES }, (_, i) => profileOf(media[i % media.length], asScored));
  const scoreOne = (p) => (p.profile ? scoreProfile(p.profile).score : scoreListing(p.listing));
  const scores = profiles.map(scoreOne);
  const times = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || times.length < 20) {
    const start = performance.now();
    for (const p of profiles) scoreOne(p);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const sortedScores = [...scores].sort((a, b) => a - b);
  const full = profiles.filter((p) => p.profile).length;
  return {
    runs: times.length, median: quantile(times, 0.5), p95: quantile(times, 0.95),
    profiles: PROFILES, distinctProfiles: Math.min(media.length, PROFILES), fullProfiles: full,
    scores: { min: sortedScores[0], median: quantile(sortedScores, 0.5), max: sortedScores.at(-1), perfect: scores.filter((s) => s >= 100).length },
  };
}

/** Times `work` over about `seconds` (at least 50 runs): median and p95 in ms. */
function timeIt(work, seconds) {
  const times = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || times.length < 50) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { runs: times.length, median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/**
 * The seller studio's work on the largest draft it allows (SELLER_LIMITS.options options, each
 * with specs, artworks and rate rows): the live score it recomputes on every keystroke
 * (`scoreSellerProfile`) and the check plus score the server runs on every autosave.
 */
export function benchStudio({ seconds = 2 } = {}) {
  const { emptyDraft, emptyOption, scoreSellerProfile, checkSellerDraft, SELLER_LIMITS, GUIDELINES_KEY, SOP_FIELDS } = require('shared-domain');
  const file = (n) => `/api/seller/files/${String(n).padStart(24, '0')}/f${n}.png`;
  const draft = {
    ...emptyDraft('digital'), name: 'Bench Media', city: 'Mumbai',
    mediaOptions: Array.from({ length: SELLER_LIMITS.options }, (_, i) => ({
      ...emptyOption(`o${i}`, `Option ${i}`),
      _template: i === 0 ? 'Popular Media' : i === 1 ? 'Premium Media' : '',
      descriptions: ['A placement on every page.', 'Another text.'], descriptionId: '0',
      referenceArtworks: [{ url: file(i * 2) }, { url: file(i * 2 + 1) }],
      creativeSpecs: [{ type: 'image', fields: [{ key: 'Unit', value: 'px' }, { key: 'Format', value: 'JPG' }, { key: 'Resolution', value: '300x250' }] }],
      additionalInfo: [{ key: GUIDELINES_KEY, value: 'No tobacco.' }],
      sop: SOP_FIELDS.map((key) => ({ key, value: 'Screenshots' })), _vendors: ['Acme'], unitLabel: 'per week',
      rates: { defaultRates: { cardRate: 12000, discountedRate: 10000, minimumBilling: 5000 }, otherRates: [{ fields: [{ field: 'Position', value: 'Top' }], difference: { type: 'percentage', value: 10 } }] },
    })),
  };
  if (!checkSellerDraft(draft).ok) throw new Error('the bench draft should be valid');
  return {
    options: draft.mediaOptions.length,
    keystroke: timeIt(() => scoreSellerProfile(draft), seconds),
    save: timeIt(() => { const c = checkSellerDraft(draft); if (c.ok) scoreSellerProfile(c.draft); }, seconds),
  };
}

/** Prints the figures. */
export function printScoring(r) {
  console.log('\nProfile quality score (shared-domain, in this process)');
  console.log(`  scoring ${r.profiles.toLocaleString('en-US')} profiles: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms per 1,000  [${r.runs} runs; ${r.distinctProfiles} distinct seed profiles, ${r.fullProfiles} of the 1,000 digital or television (scoreProfile), the rest scored by their options (scoreListing)]`);
  console.log(`  scores: min ${r.scores.min}, median ${r.scores.median}, max ${r.scores.max}; ${r.scores.perfect} of ${r.profiles} at 100`);
  if (r.studio) {
    const { options, keystroke, save } = r.studio;
    console.log(`  seller studio, a ${options}-option digital draft: live score per keystroke median ${keystroke.median.toFixed(2)} ms, p95 ${keystroke.p95.toFixed(2)} ms; server check + score per autosave median ${save.median.toFixed(2)} ms, p95 ${save.p95.toFixed(2)} ms`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printScoring({ ...benchScoring(), studio: benchStudio() });
