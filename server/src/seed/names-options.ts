/**
 * Option templates per medium: the names, units, selects and rate bands the generator turns
 * into priced media options. Data only; rate bands come from SEED-FACTS.md.
 *
 * `band` is the card rate in rupees per `unitLabel` for a stub at level 0 and level 1 of its
 * category; `factor` scales it for a template sold in a bigger or smaller format.
 */

export type CreativeKind = 'print' | 'classified' | 'audio' | 'video' | 'display' | 'outdoor' | 'social' | 'activation';

/** A select unit: `values[0]` is the default; `premiums[i]` is the percent difference of value i. */
export type SelectSpec = { name: string; values: readonly string[]; premiums: readonly number[] };
/** [name, default value, minimum]. */
export type UnitSpec = readonly [name: string, value: number, min: number];
/** A volume slab: from `min` units of volume (the product of pricing units), `pct` percent. */
export type VolumeSlab = readonly [min: number, pct: number];

export type OptionTemplate = {
  name: string;
  type: string;
  unitLabel: string;
  band: readonly [number, number];
  factor?: number;
  /** Offer discount off the card rate, as a fraction range. */
  discount: readonly [number, number];
  units: readonly UnitSpec[];
  selects?: readonly SelectSpec[];
  numbers?: readonly UnitSpec[];
  volume?: readonly VolumeSlab[];
  creative: CreativeKind;
};

// ---------------------------------------------------------------- shared selects

const COLOUR: SelectSpec = { name: 'Colour', values: ['B/W', 'Colour'], premiums: [0, 25] };
// Indian Express 2019: ₹2,200 B/W, ₹3,715 front page — about +70%.
const POSITION: SelectSpec = { name: 'Position', values: ['Any Page', 'Page 3', 'Front Page'], premiums: [0, 30, 70] };
const EDITION: SelectSpec = { name: 'Edition', values: ['Main Edition', 'Main + City Supplement'], premiums: [0, 20] };
// AIR FM Rainbow Delhi: ₹1,100 prime / ₹770 mid-prime / ₹440 non-prime; fixed-time +25%.
const TIME_BAND: SelectSpec = { name: 'Time Band', values: ['Prime', 'Mid-prime', 'Non-prime'], premiums: [0, -30, -60] };
const SPOT_TYPE: SelectSpec = { name: 'Spot Type', values: ['RODP', 'Fixed Time'], premiums: [0, 25] };
const SCREEN_TYPE: SelectSpec = { name: 'Screen Type', values: ['Standard', 'Recliner', 'IMAX'], premiums: [0, 30, 60] };
const ILLUMINATION: SelectSpec = { name: 'Illumination', values: ['Non-lit', 'Front-lit', 'Back-lit'], premiums: [0, 15, 30] };
const DAY_TYPE: SelectSpec = { name: 'Day Type', values: ['Weekday', 'Weekend'], premiums: [0, 35] };
const DEVICE: SelectSpec = { name: 'Device', values: ['All Devices', 'Mobile', 'Desktop'], premiums: [0, 10, 5] };
const TARGETING: SelectSpec = { name: 'Targeting', values: ['Run of Site', 'Geo-targeted', 'Audience-targeted'], premiums: [0, 20, 30] };
const USAGE_RIGHTS: SelectSpec = { name: 'Usage Rights', values: ['Organic only', '3 months paid usage', '6 months paid usage'], premiums: [0, 20, 35] };
const TV_TIME_BAND: SelectSpec = { name: 'Time Band', values: ['Prime Time', 'Non-Prime'], premiums: [0, -60] };
const BREAK_POSITION: SelectSpec = { name: 'Break Position', values: ['Any Position', 'First in Break', 'Last in Break'], premiums: [0, 15, 10] };
const MAG_POSITION: SelectSpec = { name: 'Position', values: ['Run of Magazine', 'Inside Front Cover', 'Inside Back Cover', 'Back Cover'], premiums: [0, 35, 25, 60] };
const MATCH_TYPE: SelectSpec = { name: 'Match Type', values: ['League Match', 'Playoff'], premiums: [0, 50] };
const EXCLUSIVITY: SelectSpec = { name: 'Exclusivity', values: ['Non-exclusive', 'Category exclusive'], premiums: [0, 25] };
const FLIGHT_MIX: SelectSpec = { name: 'Flight Mix', values: ['Domestic', 'International'], premiums: [0, 20] };
const VEHICLE_TYPE: SelectSpec = { name: 'Bus Type', values: ['Non-AC', 'AC'], premiums: [0, 20] };

const MONTH_SLABS: readonly VolumeSlab[] = [[3, -5], [6, -10], [12, -15]];
const INSERTION_SLABS: readonly VolumeSlab[] = [[4, -5], [8, -10], [15, -15]];
const MONTHS: UnitSpec = ['Months', 1, 1];
const INSERTIONS: UnitSpec = ['Insertions', 1, 1];

// ---------------------------------------------------------------- newspaper (₹ per sq cm)

const NEWSPAPER_DISCOUNT = [0.1, 0.4] as const;
export const NEWSPAPER_TEMPLATES: readonly OptionTemplate[] = [
  { name: 'Display Ad – Main Edition', type: 'Display', unitLabel: 'per sq cm per insertion', band: [200, 4000], discount: NEWSPAPER_DISCOUNT,
    units: [INSERTIONS], selects: [COLOUR, POSITION], numbers: [['Width (cm)', 8, 4], ['Height (cm)', 10, 5]], volume: INSERTION_SLABS, creative: 'print' },
  { name: 'Classified', type: 'Classified', unitLabel: 'per sq cm per insertion', band: [150, 600], discount: [0.05, 0.15],
    units: [INSERTIONS], selects: [COLOUR], numbers: [['Width (cm)', 4, 4], ['Height (cm)', 5, 3]], volume: INSERTION_SLABS, creative: 'classified' },
  { name: 'Front Page Jacket', type: 'Jacket', unitLabel: 'per insertion', band: [150_000, 2_500_000], discount: [0.1, 0.3],
    units: [INSERTIONS], selects: [{ name: 'Jacket Type', values: ['Full Jacket', 'Half Jacket'], premiums: [0, -40] }], creative: 'print' },
  { name: 'Advertorial', type: 'Advertorial', unitLabel: 'per sq cm per insertion', band: [300, 4600], discount: [0.05, 0.15],
    units: [INSERTIONS], selects: [COLOUR], numbers: [['Width (cm)', 12, 8], ['Height (cm)', 15, 10]], volume: INSERTION_SLABS, creative: 'print' },
  { name: 'Display Ad – City Supplement', type: 'Display', unitLabel: 'per sq cm per insertion', band: [200, 1500], discount: NEWSPAPER_DISCOUNT,
    units: [INSERTIONS], selects: [COLOUR, EDITION], numbers: [['Width (cm)', 8, 4], ['Height (cm)', 10, 5]], volume: INSERTION_SLABS, creative: 'print' },
  { name: 'Obituary / Remembrance', type: 'Classified', unitLabel: 'per sq cm per insertion', band: [150, 800], discount: [0.05, 0.2],
    units: [INSERTIONS], selects: [COLOUR], numbers: [['Width (cm)', 8, 4], ['Height (cm)', 8, 5]], creative: 'classified' },
];

// ---------------------------------------------------------------- magazine (₹ per insertion)

const MAG_BAND = [40_000, 800_000] as const;
const MAG_SLABS: readonly VolumeSlab[] = [[3, -5], [6, -10], [12, -18]];
export const MAGAZINE_TEMPLATES: readonly OptionTemplate[] = [
  { name: 'Full Page Colour Ad', type: 'Display', unitLabel: 'per insertion', band: MAG_BAND, discount: [0.1, 0.3], units: [INSERTIONS], selects: [MAG_POSITION], volume: MAG_SLABS, creative: 'print' },
  { name: 'Double Spread', type: 'Display', unitLabel: 'per insertion', band: MAG_BAND, factor: 1.8, discount: [0.1, 0.3], units: [INSERTIONS], volume: MAG_SLABS, creative: 'print' },
  { name: 'Half Page Colour Ad', type: 'Display', unitLabel: 'per insertion', band: MAG_BAND, factor: 0.6, discount: [0.1, 0.3], units: [INSERTIONS], volume: MAG_SLABS, creative: 'print' },
  { name: 'Quarter Page Ad', type: 'Display', unitLabel: 'per insertion', band: MAG_BAND, factor: 0.35, discount: [0.1, 0.25], units: [INSERTIONS], creative: 'print' },
  { name: 'Advertorial – Full Page', type: 'Advertorial', unitLabel: 'per insertion', band: MAG_BAND, factor: 1.1, discount: [0.05, 0.2], units: [INSERTIONS], creative: 'print' },
  { name: 'Gatefold – Front Cover', type: 'Innovation', unitLabel: 'per insertion', band: MAG_BAND, factor: 3, discount: [0.05, 0.2], units: [INSERTIONS], creative: 'print' },
  { name: 'Cover Wrap / Belly Band', type: 'Innovation', unitLabel: 'per insertion', band: MAG_BAND, factor: 2, discount: [0.05, 0.2], units: [INSERTIONS], creative: 'print' },
];

// ---------------------------------------------------------------- radio (₹ per 10 s)

const RADIO_BAND = [200, 2500] as const;
const RADIO_UNITS: readonly UnitSpec[] = [['Spots per Day', 6, 4], ['Days', 7, 1]];
const RADIO_SLABS: readonly VolumeSlab[] = [[84, -5], [168, -10]];
export const RADIO_TEMPLATES: readonly OptionTemplate[] = [
  { name: '10 sec spot – Prime Time', type: 'Radio Spot', unitLabel: 'per 10 sec spot', band: RADIO_BAND, discount: [0.1, 0.3],
    units: RADIO_UNITS, selects: [SPOT_TYPE], volume: RADIO_SLABS, creative: 'audio' },
  { name: '10 sec spot – Any Time Band', type: 'Radio Spot', unitLabel: 'per 10 sec spot', band: RADIO_BAND, discount: [0.1, 0.3],
    units: RADIO_UNITS, selects: [TIME_BAND, SPOT_TYPE], volume: RADIO_SLABS, creative: 'audio' },
  // Priced per second so that the number unit multiplies correctly; 10 s costs a 10 s spot.
  { name: 'Custom duration spot', type: 'Radio Spot', unitLabel: 'per second of airtime', band: [20, 250], discount: [0.1, 0.3],
    units: RADIO_UNITS, selects: [TIME_BAND], numbers: [['Spot Duration (sec)', 20, 10]], volume: RADIO_SLABS, creative: 'audio' },
  { name: 'RJ Mention', type: 'RJ Mention', unitLabel: 'per mention', band: [1_500, 15_000], discount: [0.05, 0.2],
    units: [['Mentions', 5, 3]], selects: [TIME_BAND], creative: 'audio' },
  { name: 'Show Sponsorship – Morning Drive', type: 'Sponsorship', unitLabel: 'per week', band: [50_000, 500_000], discount: [0.05, 0.2],
    units: [['Weeks', 1, 1]], volume: [[4, -8]], creative: 'audio' },
  { name: 'On-ground Activation', type: 'Activation', unitLabel: 'per event', band: [50_000, 400_000], discount: [0.05, 0.15],
    units: [['Events', 1, 1]], creative: 'activation' },
];

// ---------------------------------------------------------------- cinema

export const CINEMA_TEMPLATES: readonly OptionTemplate[] = [
  // About ₹400 per show per screen for a 10 s slot.
  { name: '10 sec slot per show', type: 'On-screen', unitLabel: 'per show per screen', band: [150, 600], discount: [0.1, 0.25],
    units: [['Screens', 1, 1], ['Weeks', 1, 1]], selects: [SCREEN_TYPE], numbers: [['Shows per Week', 28, 14]], volume: [[4, -5], [8, -10]], creative: 'video' },
  // ₹30,000 a week for a normal release up to ₹1.5 lakh for a blockbuster.
  { name: '30 sec slot – weekly package', type: 'On-screen', unitLabel: 'per week', band: [30_000, 60_000], discount: [0.1, 0.25],
    units: [['Weeks', 1, 1]], selects: [{ name: 'Release Type', values: ['Normal Release', 'Blockbuster Release'], premiums: [0, 150] }], volume: [[4, -8]], creative: 'video' },
  { name: 'Lobby standee – monthly', type: 'Off-screen', unitLabel: 'per standee per month', band: [15_000, 75_000], discount: [0.1, 0.2],
    units: [MONTHS], numbers: [['Standees', 2, 1]], creative: 'outdoor' },
  { name: 'Foyer activation – per day', type: 'Activation', unitLabel: 'per day', band: [10_000, 60_000], discount: [0.05, 0.2],
    units: [['Days', 2, 1]], selects: [DAY_TYPE], creative: 'activation' },
  { name: 'Ticket jacket branding', type: 'Off-screen', unitLabel: 'per 1,000 tickets', band: [2_000, 6_000], discount: [0.05, 0.2],
    units: [["Tickets ('000)", 10, 5]], creative: 'print' },
];

// ---------------------------------------------------------------- airport (band filled per airport)

export const AIRPORT_TEMPLATES: readonly OptionTemplate[] = [
  { name: 'Digital screen network – 10 sec loop', type: 'Digital Screen', unitLabel: 'per month', band: [0, 0], discount: [0.1, 0.25], units: [MONTHS], selects: [FLIGHT_MIX], volume: MONTH_SLABS, creative: 'video' },
  { name: 'Backlit panel – monthly', type: 'Static', unitLabel: 'per panel per month', band: [0, 0], factor: 0.8, discount: [0.1, 0.25], units: [MONTHS], numbers: [['Panels', 1, 1]], volume: MONTH_SLABS, creative: 'outdoor' },
  { name: 'Baggage trolley branding – 100 trolleys', type: 'Ambient', unitLabel: 'per month', band: [0, 0], factor: 0.7, discount: [0.1, 0.25], units: [MONTHS], volume: MONTH_SLABS, creative: 'outdoor' },
  { name: 'Baggage belt wrap', type: 'Ambient', unitLabel: 'per month', band: [0, 0], factor: 0.8, discount: [0.1, 0.25], units: [MONTHS], creative: 'outdoor' },
  { name: 'Arrival gantry', type: 'Static', unitLabel: 'per month', band: [0, 0], factor: 1.2, discount: [0.1, 0.2], units: [MONTHS], volume: MONTH_SLABS, creative: 'outdoor' },
  { name: 'Aerobridge branding', type: 'Static', unitLabel: 'per aerobridge per month', band: [0, 0], factor: 0.9, discount: [0.1, 0.2], units: [MONTHS], numbers: [['Aerobridges', 1, 1]], selects: [FLIGHT_MIX], creative: 'outdoor' },
];

// ---------------------------------------------------------------- outdoor (₹ per month)

const OUTDOOR_BAND = [20_000, 1_000_000] as const;
const display = (name: string, factor: number): OptionTemplate => ({
  name, type: 'Hoarding', unitLabel: 'per month', band: OUTDOOR_BAND, factor, discount: [0.1, 0.3],
  units: [MONTHS], selects: [ILLUMINATION], volume: MONTH_SLABS, creative: 'outdoor',
});
// Production adds about 20% of media cost; sold per square foot of flex.
const PRODUCTION: OptionTemplate = {
  name: 'Flex printing & mounting', type: 'Production', unitLabel: 'per sq ft', band: [12, 35], discount: [0, 0.1],
  units: [['Prints', 1, 1]], selects: [{ name: 'Material', values: ['Flex', 'Vinyl'], premiums: [0, 40] }], numbers: [['Area (sq ft)', 280, 100]], creative: 'outdoor',
};
export const OUTDOOR_TEMPLATES: Readonly<Record<string, readonly OptionTemplate[]>> = {
  Hoarding: [display('28 x 10 ft hoarding – monthly', 1), display('40 x 20 ft hoarding – monthly', 1.8), display('20 x 10 ft hoarding – monthly', 0.7), display('Hoarding – 15-day display', 0.55), PRODUCTION],
  Unipole: [display('30 x 15 ft unipole – monthly', 1.3), display('40 x 20 ft unipole – monthly', 1.9), display('Unipole – 15-day display', 0.7), PRODUCTION],
  Gantry: [display('60 x 8 ft gantry – monthly', 1.4), display('80 x 10 ft gantry – monthly', 2), display('Gantry – both faces, monthly', 2.5), PRODUCTION],
  'Bus Shelter': [display('Bus shelter backlit panels – set of 5, monthly', 0.6), display('Bus shelter full branding – monthly', 0.4), display('Bus shelter – 15-day display', 0.25), PRODUCTION],
};

// ---------------------------------------------------------------- BTL (nontraditional)

const btl = (name: string, unitLabel: string, band: readonly [number, number], units: readonly UnitSpec[], extra: Partial<OptionTemplate> = {}): OptionTemplate => ({
  name, type: 'BTL', unitLabel, band, discount: [0.05, 0.25], units, creative: 'outdoor', ...extra,
});
export const BTL_TEMPLATES: Readonly<Record<string, readonly OptionTemplate[]>> = {
  Metro: [
    btl('Station pillar branding – monthly', 'per month', [50_000, 500_000], [MONTHS], { volume: MONTH_SLABS }),
    btl('Train wrap – full train, monthly', 'per train per month', [300_000, 1_500_000], [MONTHS], { numbers: [['Trains', 1, 1]] }),
    btl('Inside train panels – 100 panels, monthly', 'per month', [50_000, 300_000], [MONTHS], { volume: MONTH_SLABS }),
    btl('Station LED screen – 10 sec loop, monthly', 'per month', [40_000, 250_000], [MONTHS], { creative: 'video' }),
  ],
  Bus: [
    btl('Full bus wrap – per bus, monthly', 'per bus per month', [15_000, 40_000], [['Buses', 10, 5], MONTHS], { selects: [VEHICLE_TYPE], volume: [[25, -5], [50, -10]] }),
    btl('Bus back panel – per bus, monthly', 'per bus per month', [3_000, 8_000], [['Buses', 25, 10], MONTHS], { volume: [[50, -5], [100, -10]] }),
    btl('Bus interior panels – per bus, monthly', 'per bus per month', [1_000, 3_000], [['Buses', 25, 10], MONTHS]),
  ],
  'Auto Rickshaw': [
    btl('Auto hood branding – per auto, monthly', 'per auto per month', [1_500, 4_000], [['Autos', 50, 25], MONTHS], { volume: [[100, -5], [300, -10]] }),
    btl('Auto back panel – per auto, monthly', 'per auto per month', [700, 1_800], [['Autos', 50, 25], MONTHS], { volume: [[100, -5], [300, -10]] }),
    btl('Auto leaflet dispenser – per auto, monthly', 'per auto per month', [500, 1_200], [['Autos', 50, 25], MONTHS], { creative: 'print' }),
  ],
  'Local Train': [
    btl('Inside panels – per rake, monthly', 'per rake per month', [40_000, 150_000], [['Rakes', 2, 1], MONTHS], { volume: [[6, -5], [12, -10]] }),
    btl('Full train wrap – per rake, monthly', 'per rake per month', [300_000, 800_000], [['Rakes', 1, 1], MONTHS]),
    btl('Station branding – monthly', 'per month', [50_000, 300_000], [MONTHS], { volume: MONTH_SLABS }),
  ],
  Mall: [
    btl('Atrium activation – per day', 'per day', [30_000, 200_000], [['Days', 2, 1]], { selects: [DAY_TYPE], creative: 'activation' }),
    btl('Kiosk – per day', 'per day', [5_000, 25_000], [['Days', 7, 3]], { selects: [DAY_TYPE], creative: 'activation', volume: [[15, -5], [30, -10]] }),
    btl('Standee – monthly', 'per standee per month', [20_000, 80_000], [MONTHS], { numbers: [['Standees', 2, 1]] }),
    btl('Escalator branding – monthly', 'per month', [50_000, 250_000], [MONTHS]),
  ],
  'Tech Park': [
    btl('Cafeteria activation – per day', 'per day', [15_000, 75_000], [['Days', 2, 1]], { creative: 'activation' }),
    btl('Lift branding – monthly', 'per lift per month', [30_000, 150_000], [MONTHS], { numbers: [['Lifts', 4, 2]] }),
    btl('Lobby standee – monthly', 'per standee per month', [15_000, 60_000], [MONTHS], { numbers: [['Standees', 2, 1]] }),
    btl('Sampling activity – per day', 'per day', [10_000, 50_000], [['Days', 3, 1]], { creative: 'activation', volume: [[5, -5], [10, -10]] }),
  ],
};

// ---------------------------------------------------------------- television (₹ per 10 s)

const TV_BAND = [5_000, 200_000] as const;
const TV_SPOTS: UnitSpec = ['Spots', 10, 5];
const TV_SLABS: readonly VolumeSlab[] = [[50, -5], [100, -10]];
export const TELEVISION_TEMPLATES: readonly OptionTemplate[] = [
  { name: '10 sec spot – Prime Time', type: 'TV Spot', unitLabel: 'per 10 sec spot', band: TV_BAND, discount: [0.1, 0.3], units: [TV_SPOTS], selects: [BREAK_POSITION], volume: TV_SLABS, creative: 'video' },
  { name: '10 sec spot – Non-Prime', type: 'TV Spot', unitLabel: 'per 10 sec spot', band: TV_BAND, factor: 0.35, discount: [0.1, 0.3], units: [TV_SPOTS], selects: [BREAK_POSITION], volume: TV_SLABS, creative: 'video' },
  { name: '10 sec spot – Any Time Band', type: 'TV Spot', unitLabel: 'per 10 sec spot', band: TV_BAND, discount: [0.1, 0.3], units: [TV_SPOTS], selects: [TV_TIME_BAND, BREAK_POSITION], volume: TV_SLABS, creative: 'video' },
  { name: 'Custom duration spot – Prime Time', type: 'TV Spot', unitLabel: 'per second of airtime', band: TV_BAND, factor: 0.1, discount: [0.1, 0.3], units: [TV_SPOTS], numbers: [['Spot Duration (sec)', 20, 10]], volume: TV_SLABS, creative: 'video' },
  { name: 'Program sponsorship', type: 'Sponsorship', unitLabel: 'per episode', band: TV_BAND, factor: 6, discount: [0.05, 0.2], units: [['Episodes', 20, 10]],
    selects: [{ name: 'Sponsorship', values: ['Title', 'Co-powered', 'Associate'], premiums: [0, -40, -60] }], creative: 'video' },
  { name: 'Aston band (lower third)', type: 'Aston', unitLabel: 'per 10 sec aston', band: TV_BAND, factor: 0.3, discount: [0.1, 0.25], units: [['Astons', 50, 20]], volume: [[100, -5], [200, -10]], creative: 'display' },
  { name: 'In-show brand integration', type: 'Integration', unitLabel: 'per episode', band: TV_BAND, factor: 4, discount: [0.05, 0.2], units: [['Episodes', 5, 3]], creative: 'video' },
];

// ---------------------------------------------------------------- digital

const CPM_UNITS: readonly UnitSpec[] = [["Impressions ('000)", 500, 100]];
const CPM_SLABS: readonly VolumeSlab[] = [[1_000, -5], [5_000, -12]];
const cpm = (name: string, band: readonly [number, number], creative: CreativeKind, selects: readonly SelectSpec[] = [DEVICE, TARGETING]): OptionTemplate => ({
  name, type: 'CPM', unitLabel: 'per 1,000 impressions', band, discount: [0.1, 0.3], units: CPM_UNITS, selects, volume: CPM_SLABS, creative,
});
export const DIGITAL_DISPLAY_TEMPLATES: readonly OptionTemplate[] = [
  cpm('Banner 300x250 – CPM', [150, 400], 'display'),
  cpm('Leaderboard 728x90 – CPM', [150, 350], 'display'),
  cpm('Mobile Banner 320x50 – CPM', [150, 300], 'display', [TARGETING]),
  cpm('Interstitial – CPM', [250, 400], 'display', [TARGETING]),
  { name: 'Native Article – per post', type: 'Native', unitLabel: 'per article', band: [25_000, 300_000], discount: [0.05, 0.2], units: [['Articles', 1, 1]], volume: [[3, -5], [6, -10]], creative: 'display' },
  { name: 'Homepage Takeover – per day', type: 'Takeover', unitLabel: 'per day', band: [100_000, 1_000_000], discount: [0.05, 0.2], units: [['Days', 1, 1]], selects: [DAY_TYPE], creative: 'display' },
  { name: 'Push Notification – per push', type: 'Push', unitLabel: 'per push', band: [20_000, 200_000], discount: [0.05, 0.2], units: [['Pushes', 2, 1]], creative: 'display' },
];
export const DIGITAL_VIDEO_TEMPLATES: readonly OptionTemplate[] = [
  cpm('Pre-roll Video 15 sec – CPM', [200, 400], 'video'),
  // Streaming mid-roll ₹200–250 CPM.
  cpm('Mid-roll Video 20 sec – CPM', [200, 250], 'video'),
];
export const DIGITAL_AUDIO_TEMPLATES: readonly OptionTemplate[] = [
  cpm('Audio Ad 30 sec – CPM', [150, 400], 'audio', [TARGETING]),
];

// ---------------------------------------------------------------- influencer (band filled per tier)

const post = (name: string, type: string, factor: number, creative: CreativeKind = 'social'): OptionTemplate => ({
  name, type, unitLabel: 'per post', band: [0, 0], factor, discount: [0.05, 0.2], units: [['Posts', 1, 1]], selects: [USAGE_RIGHTS], volume: [[3, -5], [5, -10]], creative,
});
export const INFLUENCER_TEMPLATES: readonly OptionTemplate[] = [
  post('Instagram Reel', 'Instagram', 1),
  post('Instagram Story (set of 3)', 'Instagram', 0.4),
  post('Instagram Static Post', 'Instagram', 0.7),
  post('YouTube Integration (60–90 sec)', 'YouTube', 1.5, 'video'),
  post('YouTube Dedicated Video', 'YouTube', 2.5, 'video'),
  post('YouTube Shorts', 'YouTube', 0.6, 'video'),
  { name: 'Event Appearance', type: 'Appearance', unitLabel: 'per appearance', band: [0, 0], factor: 3, discount: [0.05, 0.15], units: [['Appearances', 1, 1]], creative: 'activation' },
];

// ---------------------------------------------------------------- sports marketing

/** Team rights: ₹50 lakh (a Kabaddi team) to ₹60 crore (an IPL front-of-jersey) a season. */
const TEAM_BAND = [5_000_000, 600_000_000] as const;
export const SPORTS_TEAM_TEMPLATES: readonly OptionTemplate[] = [
  { name: 'Jersey front logo – season', type: 'Team Sponsorship', unitLabel: 'per season', band: TEAM_BAND, discount: [0.05, 0.15], units: [['Seasons', 1, 1]], selects: [EXCLUSIVITY], creative: 'outdoor' },
  { name: 'Jersey sleeve logo – season', type: 'Team Sponsorship', unitLabel: 'per season', band: TEAM_BAND, factor: 0.35, discount: [0.05, 0.15], units: [['Seasons', 1, 1]], selects: [EXCLUSIVITY], creative: 'outdoor' },
  { name: 'Helmet / cap branding – season', type: 'Team Sponsorship', unitLabel: 'per season', band: TEAM_BAND, factor: 0.25, discount: [0.05, 0.15], units: [['Seasons', 1, 1]], creative: 'outdoor' },
  { name: 'Training kit branding – season', type: 'Team Sponsorship', unitLabel: 'per season', band: TEAM_BAND, factor: 0.15, discount: [0.05, 0.15], units: [['Seasons', 1, 1]], creative: 'outdoor' },
  { name: 'Social media integration – per post', type: 'Digital', unitLabel: 'per post', band: TEAM_BAND, factor: 0.001, discount: [0.05, 0.2], units: [['Posts', 3, 1]], volume: [[5, -5], [10, -10]], creative: 'social' },
  { name: 'Fan engagement activation – per match', type: 'Activation', unitLabel: 'per match', band: TEAM_BAND, factor: 0.01, discount: [0.05, 0.2], units: [['Matches', 1, 1]], selects: [MATCH_TYPE], creative: 'activation' },
];
const STADIUM_BAND = [200_000, 4_000_000] as const;
const HOME_MATCHES: UnitSpec = ['Matches', 7, 1];
export const SPORTS_STADIUM_TEMPLATES: readonly OptionTemplate[] = [
  { name: 'LED perimeter boards – 10 sec rotation, per match', type: 'Stadium Branding', unitLabel: 'per match', band: STADIUM_BAND, discount: [0.05, 0.2], units: [HOME_MATCHES], selects: [MATCH_TYPE], volume: [[5, -5], [7, -10]], creative: 'video' },
  { name: 'Boundary rope branding – per match', type: 'Stadium Branding', unitLabel: 'per match', band: STADIUM_BAND, factor: 0.6, discount: [0.05, 0.2], units: [HOME_MATCHES], selects: [MATCH_TYPE], creative: 'outdoor' },
  { name: 'Sightscreen branding – per match', type: 'Stadium Branding', unitLabel: 'per match', band: STADIUM_BAND, factor: 0.8, discount: [0.05, 0.2], units: [HOME_MATCHES], selects: [MATCH_TYPE], creative: 'outdoor' },
  { name: 'Digital scoreboard ad – per match', type: 'Stadium Branding', unitLabel: 'per match', band: STADIUM_BAND, factor: 0.3, discount: [0.05, 0.2], units: [HOME_MATCHES], creative: 'video' },
  { name: 'Stand naming rights – season', type: 'Stadium Branding', unitLabel: 'per season', band: STADIUM_BAND, factor: 5, discount: [0.05, 0.15], units: [['Seasons', 1, 1]], creative: 'outdoor' },
];
// IPL 2024 on TV: ₹12.8 lakh per 10 s (SD), ₹5.45 lakh (HD); ₹6.5 lakh per 10 s on connected TV.
const BROADCAST_BAND = [100_000, 1_300_000] as const;
const PHASE: SelectSpec = { name: 'Match Phase', values: ['League', 'Playoffs', 'Final'], premiums: [0, 30, 60] };
export const SPORTS_BROADCAST_TEMPLATES: readonly OptionTemplate[] = [
  { name: '10 sec spot – Live Match (SD)', type: 'TV Spot', unitLabel: 'per 10 sec spot', band: BROADCAST_BAND, discount: [0.05, 0.15], units: [['Spots', 10, 5]], selects: [PHASE], volume: [[50, -5], [100, -8]], creative: 'video' },
  { name: '10 sec spot – Live Match (HD)', type: 'TV Spot', unitLabel: 'per 10 sec spot', band: BROADCAST_BAND, factor: 0.43, discount: [0.05, 0.15], units: [['Spots', 10, 5]], selects: [PHASE], creative: 'video' },
  { name: 'Connected TV 10 sec spot', type: 'CTV Spot', unitLabel: 'per 10 sec spot', band: BROADCAST_BAND, factor: 0.5, discount: [0.05, 0.15], units: [['Spots', 10, 5]], selects: [PHASE], creative: 'video' },
  cpm('Mid-roll Video (streaming) – CPM', [200, 250], 'video', [DEVICE]),
  { name: 'Co-presenting sponsorship – season', type: 'Sponsorship', unitLabel: 'per season', band: BROADCAST_BAND, factor: 60, discount: [0.05, 0.15], units: [['Seasons', 1, 1]], creative: 'video' },
];
