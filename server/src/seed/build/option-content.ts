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

const artworkCache = new Map<string, { url: string; sample?: boolean }[]>();
/** The sample reference artworks of a category. */
export const artworksFor = (category: CategoryKey) => {
  let art = artworkCache.get(category);
  if (!art) {
    // Drawn layouts, not artworks that ran: marked so pages say so.
    art = shared([1, 2].map((i) => ({ url: `/assets/artworks/${category}-${i}.jpg`, sample: true })));
    artworkCache.set(category, art);
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
