/**
 * What every option carries besides its rates: creative specs, additional info, SOP,
 * reference artworks and descriptions. Shared between options and frozen.
 */
import type { CategoryKey, CreativeSpec, KeyValue } from 'shared-domain';
import type { CreativeKind, OptionTemplate } from '../names-options';
import { shared } from './helpers';

const kv = (key: string, value: string | number): KeyValue => ({ key, value });
const IMAGE_PRINT: CreativeSpec = { type: 'image', fields: [kv('Unit', 'cm'), kv('Format', 'PDF (CMYK), JPG'), kv('Resolution', '300 dpi')] };
const IMAGE_OUTDOOR: CreativeSpec = { type: 'image', fields: [kv('Unit', 'ft'), kv('Format', 'PDF, CDR, TIFF'), kv('Resolution', '72 dpi at full size')] };
const IMAGE_DISPLAY: CreativeSpec = { type: 'image', fields: [kv('Unit', 'px'), kv('Format', 'JPG, PNG, GIF, HTML5'), kv('Resolution', 'As per ad size, max 150 KB')] };
const VIDEO_BROADCAST: CreativeSpec = { type: 'video', fields: [kv('Bit rate type', 'CBR'), kv('Video bit rate', '50 Mbps'), kv('Aspect Ratio', '16:9'), kv('Format', 'MXF, MOV (ProRes)')] };
const VIDEO_DIGITAL: CreativeSpec = { type: 'video', fields: [kv('Bit rate type', 'VBR'), kv('Video bit rate', '8 Mbps'), kv('Aspect Ratio', '16:9'), kv('Format', 'MP4 (H.264)')] };
const VIDEO_SOCIAL: CreativeSpec = { type: 'video', fields: [kv('Bit rate type', 'VBR'), kv('Video bit rate', '6 Mbps'), kv('Aspect Ratio', '9:16'), kv('Format', 'MP4')] };
const AUDIO: CreativeSpec = { type: 'audio', fields: [kv('Format', 'MP3, WAV (44.1 kHz)'), kv('Min File Size', '100 KB'), kv('Max File Size', '10 MB')] };
const TEXT_SHORT: CreativeSpec = { type: 'text', fields: [kv('Max Character Length', 250)] };
const TEXT_SCRIPT: CreativeSpec = { type: 'text', fields: [kv('Max Character Length', 600)] };
const CTA: CreativeSpec = { type: 'cta', fields: [kv('Ad click URL', 'https://advertiser.example.in/landing'), kv('Max Characters', 25)] };

/** The creative specs of each kind of creative. */
export const CREATIVE_SPECS: Readonly<Record<CreativeKind, CreativeSpec[]>> = shared({
  print: [IMAGE_PRINT],
  classified: [IMAGE_PRINT, TEXT_SHORT],
  audio: [AUDIO, TEXT_SCRIPT],
  video: [VIDEO_BROADCAST],
  display: [IMAGE_DISPLAY, CTA],
  outdoor: [IMAGE_OUTDOOR],
  social: [VIDEO_SOCIAL, TEXT_SHORT, CTA],
  activation: [IMAGE_OUTDOOR, TEXT_SCRIPT],
});
/** Digital video inventory takes web files, not broadcast masters. */
export const DIGITAL_VIDEO_SPECS: CreativeSpec[] = shared([VIDEO_DIGITAL, CTA]);

/**
 * The image sizes an option asks for, where the medium fixes them (the ad creative maker reads
 * them with shared-domain's creativeSizesOf): IAB display units for web inventory, the feed and
 * story sizes of Instagram and link posts, and the face of a hoarding, unipole or gantry as its
 * name states it. Other image options (print ads sized by the buyer in cm, bus shelters,
 * flex production, a TV aston, a push notification) list none rather than a guess.
 */
const IMAGE_SIZES: Readonly<Record<string, string>> = {
  'Banner 300x250 – CPM': '300 x 250',
  'Leaderboard 728x90 – CPM': '728 x 90',
  'Mobile Banner 320x50 – CPM': '320 x 50',
  'Interstitial – CPM': '320 x 480, 480 x 320',
  'Native Article – per post': '1200 x 628',
  'Homepage Takeover – per day': '970 x 250, 728 x 90, 300 x 250, 160 x 600, 320 x 50',
  'Instagram Static Post': '1080 x 1080, 1080 x 1350',
  'Instagram Story (set of 3)': '1080 x 1920',
  'Social media integration – per post': '1080 x 1080, 1200 x 628',
};
const IMAGE_SOCIAL: CreativeSpec = { type: 'image', fields: [kv('Unit', 'px'), kv('Format', 'JPG, PNG'), kv('Resolution', 'As per post size, max 30 MB')] };
/** '28 x 10 ft hoarding – monthly' → '28 x 10 ft'. */
const FACE_IN_NAME = /^(\d+ x \d+ ft) (?:hoarding|unipole|gantry)\b/;

const specsCache = new Map<string, CreativeSpec[]>();
/** The creative specs of an option of template `t`: its kind's, with the sizes its medium fixes on the image spec. */
export function creativeSpecsFor(t: OptionTemplate, webVideo: boolean): CreativeSpec[] {
  if (webVideo) return DIGITAL_VIDEO_SPECS;
  const sizes = IMAGE_SIZES[t.name] ?? FACE_IN_NAME.exec(t.name)?.[1];
  if (!sizes) return CREATIVE_SPECS[t.creative];
  const key = `${t.creative}|${t.name}`;
  let specs = specsCache.get(key);
  if (!specs) {
    const kindSpecs = CREATIVE_SPECS[t.creative];
    const withSizes = (spec: CreativeSpec): CreativeSpec => ({ type: 'image', fields: [...spec.fields, kv('Sizes', sizes)] });
    // A social post without an image spec (its kind's is video) gets one: a static post is a picture, a story either.
    specs = kindSpecs.some((s) => s.type === 'image')
      ? kindSpecs.map((s) => (s.type === 'image' ? withSizes(s) : s))
      : t.name === 'Instagram Static Post'
        ? [withSizes(IMAGE_SOCIAL), ...kindSpecs.filter((s) => s.type !== 'video')]
        : [...kindSpecs, withSizes(IMAGE_SOCIAL)];
    specs = shared(specs);
    specsCache.set(key, specs);
  }
  return specs;
}

const GUIDELINES = 'Campaign Guidlines and Restrictions';
/** Guidelines, material deadline and cancellation policy of a complete option. */
export const ADDITIONAL_INFO: KeyValue[] = shared([
  kv(GUIDELINES, 'No tobacco, surrogate liquor, betting or political advertising. Creatives must follow ASCI guidelines and reach us 3 working days before the start date.'),
  kv('Material Deadline', '3 working days before release'),
  kv('Cancellation Policy', 'Cancellations less than 7 days before release are charged at 50%.'),
]);
/** Proof-of-execution settings of a complete option. */
export const SOP: KeyValue[] = shared([
  kv('Proof Of Execution', 'Photographs, screenshots or logs with date and time stamp'),
  kv('First Proof Of Execution(In Days)', 2),
  kv('Proof Of Execution Frequency', 'Weekly'),
]);
// Deliberately incomplete variants, used for the few profiles that should not score 100.
export const ADDITIONAL_INFO_INCOMPLETE: KeyValue[] = shared([kv('Material Deadline', '3 working days before release')]);
export const SOP_INCOMPLETE: KeyValue[] = shared([kv('Proof Of Execution', 'Photographs')]);
/** Empty lists for options missing that part. */
export const NO_SPECS: CreativeSpec[] = shared([]);
export const NO_STRINGS: string[] = shared([]);
export const NO_ARTWORKS: { url: string; sample?: boolean }[] = shared([]);

const ARTWORKS_PER_CATEGORY = 2;
const artworkCache = new Map<string, { url: string; sample?: boolean }[]>();
/** The sample reference artworks of a category, all of them or the first `count`. */
export const artworksFor = (category: CategoryKey, count = ARTWORKS_PER_CATEGORY) => {
  const key = `${category}:${count}`;
  let art = artworkCache.get(key);
  if (!art) {
    // Drawn layouts, not artworks that ran: marked so pages say so.
    art = shared(Array.from({ length: count }, (_, i) => ({ url: `/assets/artworks/${category}-${i + 1}.jpg`, sample: true })));
    artworkCache.set(key, art);
  }
  return art;
};

const descriptionCache = new Map<OptionTemplate, string[]>();
/** The descriptions of options of one template. */
export const descriptionsFor = (t: OptionTemplate) => {
  let d = descriptionCache.get(t);
  if (!d) {
    d = shared([
      `${t.name}, priced ${t.unitLabel}. Rates exclude GST and production unless stated.`,
      `Booking is confirmed on release order and creative approval; dates may shift by a few days at the media owner's discretion.`,
    ]);
    descriptionCache.set(t, d);
  }
  return d;
};
