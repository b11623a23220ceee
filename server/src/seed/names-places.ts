/**
 * Places for the seed catalog: the cities and languages of SEED-FACTS.md, and the airports,
 * cinemas, outdoor sites and BTL inventory found in them. Data only.
 */

/** Metro cities carry metro rates and audiences; the rest are priced as tier-2. */
export type CityTier = 'metro' | 'tier2';
/**
 * A city of the seed, with the landmark roads and junctions where its outdoor sites stand, and
 * its population: the urban agglomeration's (or city's) persons in the Census of India 2011,
 * Provisional Population Totals, Paper 2 Vol. II, "Urban Agglomerations/Cities having population
 * 1 lakh and above" (Office of the Registrar General & Census Commissioner, India). The media
 * recommender counts a plan's reach against it (shared-domain plan-reach.ts).
 */
export type City = {
  name: string; state: string; language: string; tier: CityTier; outdoorSites: readonly string[];
  population: number;
  /** Other spellings of the city's name (the catalog may hold either). */
  alsoCalled?: readonly string[];
};

/** Where `City.population` and `INDIA_POPULATION` come from, as the recommender cites it. */
export const POPULATION_SOURCE = 'Census of India 2011 (provisional totals)';
/** Persons in India, Census of India 2011, Provisional Population Totals, Paper 1. */
export const INDIA_POPULATION = 1_210_193_422;

/** The cities of SEED-FACTS.md, metros first. */
export const CITIES: readonly City[] = [
  { name: 'Mumbai', state: 'Maharashtra', language: 'Marathi', tier: 'metro', outdoorSites: ['Western Express Highway, Andheri', 'Bandra Kurla Complex', 'Marine Drive', 'Worli Sea Face', 'Dadar TT Circle', 'Linking Road, Bandra', 'Eastern Express Highway, Ghatkopar'], population: 18_414_288, alsoCalled: ['Bombay'] },
  { name: 'Delhi', state: 'Delhi', language: 'Hindi', tier: 'metro', outdoorSites: ['ITO Crossing', 'Connaught Place Outer Circle', 'AIIMS Flyover', 'Nehru Place', 'Dhaula Kuan', 'Ring Road, Lajpat Nagar', 'Moolchand Flyover'], population: 16_314_838, alsoCalled: ['New Delhi'] },
  { name: 'Bangalore', state: 'Karnataka', language: 'Kannada', tier: 'metro', outdoorSites: ['MG Road', 'Silk Board Junction', 'Outer Ring Road, Marathahalli', 'Hebbal Flyover', 'Koramangala 80 ft Road', 'Old Airport Road'], population: 8_499_399, alsoCalled: ['Bengaluru'] },
  { name: 'Chennai', state: 'Tamil Nadu', language: 'Tamil', tier: 'metro', outdoorSites: ['Anna Salai', 'OMR, Sholinganallur', 'Kathipara Junction', 'T Nagar, Usman Road', 'ECR, Thiruvanmiyur'], population: 8_696_010, alsoCalled: ['Madras'] },
  { name: 'Hyderabad', state: 'Telangana', language: 'Telugu', tier: 'metro', outdoorSites: ['HITEC City', 'Banjara Hills Road No 1', 'Jubilee Hills Check Post', 'Begumpet', 'Gachibowli Flyover'], population: 7_749_334 },
  { name: 'Kolkata', state: 'West Bengal', language: 'Bengali', tier: 'metro', outdoorSites: ['Park Street', 'EM Bypass, Ruby', 'Salt Lake Sector V', 'Gariahat', 'VIP Road, Kaikhali'], population: 14_112_536, alsoCalled: ['Calcutta'] },
  { name: 'Pune', state: 'Maharashtra', language: 'Marathi', tier: 'tier2', outdoorSites: ['FC Road', 'Hinjewadi Phase 1', 'Koregaon Park', 'Baner Road', 'University Circle'], population: 5_049_968, alsoCalled: ['Poona'] },
  { name: 'Ahmedabad', state: 'Gujarat', language: 'Gujarati', tier: 'tier2', outdoorSites: ['SG Highway', 'CG Road', 'Ashram Road', 'Iskcon Cross Road'], population: 6_352_254 },
  { name: 'Kochi', state: 'Kerala', language: 'Malayalam', tier: 'tier2', outdoorSites: ['MG Road, Ernakulam', 'Edappally Junction', 'Vyttila Hub'], population: 2_117_990, alsoCalled: ['Cochin'] },
  { name: 'Jaipur', state: 'Rajasthan', language: 'Hindi', tier: 'tier2', outdoorSites: ['MI Road', 'Tonk Road', 'JLN Marg'], population: 3_073_350 },
  { name: 'Lucknow', state: 'Uttar Pradesh', language: 'Hindi', tier: 'tier2', outdoorSites: ['Hazratganj', 'Gomti Nagar', 'Shaheed Path'], population: 2_901_474 },
  { name: 'Chandigarh', state: 'Chandigarh', language: 'Punjabi', tier: 'tier2', outdoorSites: ['Sector 17 Plaza', 'Madhya Marg', 'Tribune Chowk'], population: 1_025_682 },
  { name: 'Indore', state: 'Madhya Pradesh', language: 'Hindi', tier: 'tier2', outdoorSites: ['Vijay Nagar Square', 'AB Road', 'Palasia Square'], population: 2_167_447 },
  { name: 'Bhopal', state: 'Madhya Pradesh', language: 'Hindi', tier: 'tier2', outdoorSites: ['MP Nagar Zone 1', 'New Market', 'Hoshangabad Road'], population: 1_883_381 },
  { name: 'Nagpur', state: 'Maharashtra', language: 'Marathi', tier: 'tier2', outdoorSites: ['Sitabuldi', 'Wardha Road', 'Dharampeth'], population: 2_497_777 },
  { name: 'Surat', state: 'Gujarat', language: 'Gujarati', tier: 'tier2', outdoorSites: ['Ring Road, Surat', 'Athwa Lines', 'Vesu Main Road'], population: 4_585_367 },
  { name: 'Coimbatore', state: 'Tamil Nadu', language: 'Tamil', tier: 'tier2', outdoorSites: ['Avinashi Road', 'Gandhipuram', 'Trichy Road'], population: 2_151_466 },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', language: 'Telugu', tier: 'tier2', outdoorSites: ['Beach Road', 'Dwaraka Nagar', 'NH 16, Maddilapalem'], population: 1_730_320, alsoCalled: ['Vizag'] },
  { name: 'Patna', state: 'Bihar', language: 'Hindi', tier: 'tier2', outdoorSites: ['Fraser Road', 'Boring Road', 'Bailey Road'], population: 2_046_652 },
  { name: 'Bhubaneswar', state: 'Odisha', language: 'Odia', tier: 'tier2', outdoorSites: ['Janpath', 'Jaydev Vihar Square', 'Nandankanan Road'], population: 881_988 },
];

export const LANGUAGES = [
  'Hindi', 'English', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Bengali', 'Gujarati', 'Punjabi', 'Odia',
] as const;

/** The states and cities the digital/TV demographic charts may name (SCORING.md). */
export const CHART_STATES = ['Gujarat', 'Karnataka', 'Kerala', 'Maharashtra', 'Tamil Nadu', 'Telangana', 'West Bengal'] as const;
export const CHART_CITIES = ['Bangalore', 'Chennai', 'Delhi', 'Hyderabad', 'Kochi', 'Kolkata', 'Mumbai'] as const;

/** Airports with monthly passengers (approximate, recent years) and the rate band per site, lakh ₹/month. */
export type Airport = { name: string; city: string; monthlyPassengers: number; rateLakh: [number, number]; zones: string[] };

export const AIRPORTS: readonly Airport[] = [
  { name: 'Delhi IGI Airport', city: 'Delhi', monthlyPassengers: 6_100_000, rateLakh: [15, 20], zones: ['T3 Departures', 'T3 Arrivals', 'T1 Departures', 'T2 Departures', 'T3 Baggage Reclaim'] },
  { name: 'Mumbai CSMIA', city: 'Mumbai', monthlyPassengers: 4_400_000, rateLakh: [12, 18], zones: ['T2 Departures', 'T2 Arrivals', 'T1 Departures', 'T2 Baggage Reclaim'] },
  { name: 'Bengaluru KIA', city: 'Bangalore', monthlyPassengers: 3_100_000, rateLakh: [8, 14], zones: ['T1 Departures', 'T2 Departures', 'Arrivals Hall', 'Baggage Reclaim'] },
  { name: 'Hyderabad RGIA', city: 'Hyderabad', monthlyPassengers: 2_100_000, rateLakh: [7, 12], zones: ['Departures', 'Arrivals', 'Baggage Reclaim'] },
  { name: 'Chennai International Airport', city: 'Chennai', monthlyPassengers: 1_800_000, rateLakh: [4, 11], zones: ['Domestic Departures', 'International Departures', 'Arrivals'] },
  { name: 'Kolkata NSCBI Airport', city: 'Kolkata', monthlyPassengers: 1_600_000, rateLakh: [5, 9], zones: ['Departures', 'Arrivals', 'Baggage Reclaim'] },
  { name: 'Ahmedabad SVPI Airport', city: 'Ahmedabad', monthlyPassengers: 1_000_000, rateLakh: [4, 8], zones: ['T1 Departures', 'T2 Departures', 'Arrivals'] },
  { name: 'Pune International Airport', city: 'Pune', monthlyPassengers: 800_000, rateLakh: [4, 7], zones: ['Departures', 'Arrivals'] },
  { name: 'Cochin International Airport', city: 'Kochi', monthlyPassengers: 900_000, rateLakh: [4, 7], zones: ['T1 Departures', 'T3 Departures', 'Arrivals'] },
  { name: 'Jaipur International Airport', city: 'Jaipur', monthlyPassengers: 450_000, rateLakh: [4, 6], zones: ['T2 Departures', 'Arrivals'] },
  { name: 'Lucknow CCS Airport', city: 'Lucknow', monthlyPassengers: 450_000, rateLakh: [4, 6], zones: ['Departures', 'Arrivals'] },
  { name: 'Chandigarh International Airport', city: 'Chandigarh', monthlyPassengers: 300_000, rateLakh: [4, 5], zones: ['Departures', 'Arrivals'] },
  { name: 'Patna Jay Prakash Narayan Airport', city: 'Patna', monthlyPassengers: 300_000, rateLakh: [4, 5], zones: ['Departures', 'Arrivals'] },
  { name: 'Bhubaneswar Biju Patnaik Airport', city: 'Bhubaneswar', monthlyPassengers: 400_000, rateLakh: [4, 5], zones: ['Departures', 'Arrivals'] },
];

/** Cinema properties: chain, mall or venue, city, seats across its screens. */
export type Cinema = { chain: string; venue: string; city: string; screens: number };

export const CINEMAS: readonly Cinema[] = [
  { chain: 'PVR INOX', venue: 'Phoenix Palladium', city: 'Mumbai', screens: 7 },
  { chain: 'PVR INOX', venue: 'Infiniti Mall Andheri', city: 'Mumbai', screens: 6 },
  { chain: 'Cinepolis', venue: 'Fun Republic Andheri', city: 'Mumbai', screens: 5 },
  { chain: 'Carnival', venue: 'IMAX Wadala', city: 'Mumbai', screens: 6 },
  { chain: 'Movietime', venue: 'Hub Mall Goregaon', city: 'Mumbai', screens: 4 },
  { chain: 'PVR INOX', venue: 'Select Citywalk Saket', city: 'Delhi', screens: 6 },
  { chain: 'PVR INOX', venue: 'DLF Promenade Vasant Kunj', city: 'Delhi', screens: 7 },
  { chain: 'PVR INOX', venue: 'Pacific Mall Tagore Garden', city: 'Delhi', screens: 6 },
  { chain: 'Cinepolis', venue: 'DLF Place Saket', city: 'Delhi', screens: 5 },
  { chain: 'Miraj', venue: 'Vikaspuri', city: 'Delhi', screens: 4 },
  { chain: 'PVR INOX', venue: 'Orion Mall', city: 'Bangalore', screens: 11 },
  { chain: 'PVR INOX', venue: 'Forum Mall Koramangala', city: 'Bangalore', screens: 11 },
  { chain: 'Cinepolis', venue: 'Nexus Shantiniketan', city: 'Bangalore', screens: 6 },
  { chain: 'PVR INOX', venue: 'Phoenix Marketcity Whitefield', city: 'Bangalore', screens: 6 },
  { chain: 'PVR INOX', venue: 'Express Avenue', city: 'Chennai', screens: 8 },
  { chain: 'PVR INOX', venue: 'Phoenix Marketcity Velachery', city: 'Chennai', screens: 9 },
  { chain: 'PVR INOX', venue: 'VR Chennai', city: 'Chennai', screens: 10 },
  { chain: 'Carnival', venue: 'Vijaya Forum Mall', city: 'Chennai', screens: 5 },
  { chain: 'PVR INOX', venue: 'Inorbit Mall Cyberabad', city: 'Hyderabad', screens: 6 },
  { chain: 'PVR INOX', venue: 'GVK One', city: 'Hyderabad', screens: 6 },
  { chain: 'Cinepolis', venue: 'Mantra Mall Attapur', city: 'Hyderabad', screens: 5 },
  { chain: 'PVR INOX', venue: 'Sarath City Capital Mall', city: 'Hyderabad', screens: 7 },
  { chain: 'PVR INOX', venue: 'South City Mall', city: 'Kolkata', screens: 5 },
  { chain: 'PVR INOX', venue: 'Quest Mall', city: 'Kolkata', screens: 4 },
  { chain: 'Cinepolis', venue: 'Acropolis Mall', city: 'Kolkata', screens: 5 },
  { chain: 'Carnival', venue: 'Diamond Plaza', city: 'Kolkata', screens: 4 },
  { chain: 'PVR INOX', venue: 'Phoenix Marketcity Viman Nagar', city: 'Pune', screens: 7 },
  { chain: 'Cinepolis', venue: 'Seasons Mall Hadapsar', city: 'Pune', screens: 8 },
  { chain: 'PVR INOX', venue: 'Amanora Mall', city: 'Pune', screens: 6 },
  { chain: 'PVR INOX', venue: 'Alpha One', city: 'Ahmedabad', screens: 5 },
  { chain: 'Cinepolis', venue: 'Ahmedabad One', city: 'Ahmedabad', screens: 6 },
  { chain: 'Rajhans', venue: 'Rajhans Cinemas Nikol', city: 'Ahmedabad', screens: 4 },
  { chain: 'PVR INOX', venue: 'Lulu Mall', city: 'Kochi', screens: 9 },
  { chain: 'Cinepolis', venue: 'Centre Square Mall', city: 'Kochi', screens: 6 },
  { chain: 'PVR INOX', venue: 'World Trade Park', city: 'Jaipur', screens: 5 },
  { chain: 'Miraj', venue: 'Miraj Cinemas Vaishali Nagar', city: 'Jaipur', screens: 4 },
  { chain: 'PVR INOX', venue: 'Phoenix Palassio', city: 'Lucknow', screens: 7 },
  { chain: 'Cinepolis', venue: 'Lulu Mall Lucknow', city: 'Lucknow', screens: 11 },
  { chain: 'PVR INOX', venue: 'Elante Mall', city: 'Chandigarh', screens: 8 },
  { chain: 'Cinepolis', venue: 'Nexus Elante Zirakpur', city: 'Chandigarh', screens: 5 },
  { chain: 'PVR INOX', venue: 'Phoenix Citadel', city: 'Indore', screens: 6 },
  { chain: 'Carnival', venue: 'C21 Mall', city: 'Indore', screens: 5 },
  { chain: 'PVR INOX', venue: 'DB City Mall', city: 'Bhopal', screens: 6 },
  { chain: 'Movietime', venue: 'Aura Mall', city: 'Bhopal', screens: 3 },
  { chain: 'PVR INOX', venue: 'Empress Mall', city: 'Nagpur', screens: 5 },
  { chain: 'Carnival', venue: 'Eternity Mall', city: 'Nagpur', screens: 4 },
  { chain: 'Rajhans', venue: 'Rajhans Cinemas Adajan', city: 'Surat', screens: 5 },
  { chain: 'PVR INOX', venue: 'VR Surat', city: 'Surat', screens: 6 },
  { chain: 'PVR INOX', venue: 'Brookefields Mall', city: 'Coimbatore', screens: 7 },
  { chain: 'Miraj', venue: 'Fun Republic Mall', city: 'Coimbatore', screens: 4 },
  { chain: 'PVR INOX', venue: 'CMR Central', city: 'Visakhapatnam', screens: 5 },
  { chain: 'Movietime', venue: 'Chitralaya Mall', city: 'Visakhapatnam', screens: 3 },
  { chain: 'PVR INOX', venue: 'P&M Mall', city: 'Patna', screens: 5 },
  { chain: 'Cinepolis', venue: 'Patliputra Mall', city: 'Patna', screens: 4 },
  { chain: 'PVR INOX', venue: 'Esplanade One', city: 'Bhubaneswar', screens: 6 },
  { chain: 'Miraj', venue: 'BMC Bhawani Mall', city: 'Bhubaneswar', screens: 3 },
  { chain: 'Movietime', venue: 'Raghuleela Mall Vashi', city: 'Mumbai', screens: 4 },
  { chain: 'Miraj', venue: 'Miraj Cinemas Dadar', city: 'Mumbai', screens: 3 },
  { chain: 'Carnival', venue: 'Sangam Big Cinemas Andheri', city: 'Mumbai', screens: 3 },
  { chain: 'Cinepolis', venue: 'Viviana Mall Thane', city: 'Mumbai', screens: 8 },
  { chain: 'PVR INOX', venue: 'Nehru Place', city: 'Delhi', screens: 4 },
  { chain: 'Movietime', venue: 'Cross River Mall', city: 'Delhi', screens: 4 },
];

/** Outdoor formats and the sizes their options are sold in. */
export const OUTDOOR_FORMATS = ['Hoarding', 'Unipole', 'Gantry', 'Bus Shelter'] as const;
export type OutdoorFormat = (typeof OUTDOOR_FORMATS)[number];

/** BTL (nontraditional) inventory: transit, malls and tech parks (SPEC.md section 9). */
export type BtlFormat = 'Metro' | 'Bus' | 'Auto Rickshaw' | 'Local Train' | 'Mall' | 'Tech Park';
export type BtlSite = { format: BtlFormat; name: string; city: string; dailyFootfall: [number, number] };

export const BTL_SITES: readonly BtlSite[] = [
  { format: 'Metro', name: 'Delhi Metro – Rajiv Chowk Station', city: 'Delhi', dailyFootfall: [400_000, 600_000] },
  { format: 'Metro', name: 'Delhi Metro – Kashmere Gate Station', city: 'Delhi', dailyFootfall: [250_000, 400_000] },
  { format: 'Metro', name: 'Delhi Metro – Yellow Line Trains', city: 'Delhi', dailyFootfall: [800_000, 1_200_000] },
  { format: 'Metro', name: 'Mumbai Metro Line 1 – Ghatkopar Station', city: 'Mumbai', dailyFootfall: [150_000, 250_000] },
  { format: 'Metro', name: 'Mumbai Metro Line 3 – Aqua Line Trains', city: 'Mumbai', dailyFootfall: [150_000, 300_000] },
  { format: 'Metro', name: 'Namma Metro – MG Road Station', city: 'Bangalore', dailyFootfall: [60_000, 120_000] },
  { format: 'Metro', name: 'Namma Metro – Purple Line Trains', city: 'Bangalore', dailyFootfall: [300_000, 500_000] },
  { format: 'Metro', name: 'Chennai Metro – Central Station', city: 'Chennai', dailyFootfall: [40_000, 90_000] },
  { format: 'Metro', name: 'Hyderabad Metro – Ameerpet Station', city: 'Hyderabad', dailyFootfall: [80_000, 150_000] },
  { format: 'Metro', name: 'Kolkata Metro – Esplanade Station', city: 'Kolkata', dailyFootfall: [70_000, 130_000] },
  { format: 'Metro', name: 'Pune Metro – Civil Court Station', city: 'Pune', dailyFootfall: [20_000, 50_000] },
  { format: 'Metro', name: 'Ahmedabad Metro – Blue Line Trains', city: 'Ahmedabad', dailyFootfall: [30_000, 70_000] },
  { format: 'Metro', name: 'Kochi Metro – Edappally Station', city: 'Kochi', dailyFootfall: [15_000, 40_000] },
  { format: 'Metro', name: 'Jaipur Metro – Chandpole Station', city: 'Jaipur', dailyFootfall: [10_000, 30_000] },
  { format: 'Metro', name: 'Lucknow Metro – Charbagh Station', city: 'Lucknow', dailyFootfall: [15_000, 40_000] },
  { format: 'Metro', name: 'Nagpur Metro – Sitabuldi Interchange', city: 'Nagpur', dailyFootfall: [15_000, 35_000] },
  { format: 'Bus', name: 'BEST Buses – South Mumbai Routes', city: 'Mumbai', dailyFootfall: [300_000, 600_000] },
  { format: 'Bus', name: 'DTC Buses – Ring Road Routes', city: 'Delhi', dailyFootfall: [300_000, 500_000] },
  { format: 'Bus', name: 'BMTC Vajra Buses', city: 'Bangalore', dailyFootfall: [100_000, 250_000] },
  { format: 'Bus', name: 'MTC Buses – Anna Salai Routes', city: 'Chennai', dailyFootfall: [150_000, 300_000] },
  { format: 'Bus', name: 'TSRTC City Buses', city: 'Hyderabad', dailyFootfall: [150_000, 300_000] },
  { format: 'Bus', name: 'PMPML Buses', city: 'Pune', dailyFootfall: [80_000, 200_000] },
  { format: 'Bus', name: 'AMTS and BRTS Buses', city: 'Ahmedabad', dailyFootfall: [80_000, 200_000] },
  { format: 'Bus', name: 'Jaipur City Buses', city: 'Jaipur', dailyFootfall: [30_000, 80_000] },
  { format: 'Bus', name: 'Indore iBus BRTS', city: 'Indore', dailyFootfall: [30_000, 70_000] },
  { format: 'Bus', name: 'Chandigarh CTU Buses', city: 'Chandigarh', dailyFootfall: [25_000, 60_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Mumbai Suburbs', city: 'Mumbai', dailyFootfall: [50_000, 150_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Delhi NCR', city: 'Delhi', dailyFootfall: [50_000, 150_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Bangalore', city: 'Bangalore', dailyFootfall: [40_000, 120_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Chennai', city: 'Chennai', dailyFootfall: [40_000, 100_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Hyderabad', city: 'Hyderabad', dailyFootfall: [40_000, 100_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Pune', city: 'Pune', dailyFootfall: [30_000, 80_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Lucknow', city: 'Lucknow', dailyFootfall: [20_000, 60_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Patna', city: 'Patna', dailyFootfall: [20_000, 50_000] },
  { format: 'Auto Rickshaw', name: 'Auto Rickshaw Branding – Surat', city: 'Surat', dailyFootfall: [20_000, 50_000] },
  { format: 'Local Train', name: 'Mumbai Local – Western Line', city: 'Mumbai', dailyFootfall: [3_000_000, 3_500_000] },
  { format: 'Local Train', name: 'Mumbai Local – Central Line', city: 'Mumbai', dailyFootfall: [3_500_000, 4_000_000] },
  { format: 'Local Train', name: 'Mumbai Local – Harbour Line', city: 'Mumbai', dailyFootfall: [1_000_000, 1_300_000] },
  { format: 'Local Train', name: 'Chennai Suburban – Beach–Tambaram Line', city: 'Chennai', dailyFootfall: [500_000, 800_000] },
  { format: 'Local Train', name: 'Kolkata Suburban – Sealdah Division', city: 'Kolkata', dailyFootfall: [1_000_000, 1_500_000] },
  { format: 'Local Train', name: 'Hyderabad MMTS Trains', city: 'Hyderabad', dailyFootfall: [80_000, 150_000] },
  { format: 'Mall', name: 'Phoenix Marketcity Kurla', city: 'Mumbai', dailyFootfall: [40_000, 80_000] },
  { format: 'Mall', name: 'Select Citywalk Saket', city: 'Delhi', dailyFootfall: [40_000, 70_000] },
  { format: 'Mall', name: 'Phoenix Marketcity Whitefield', city: 'Bangalore', dailyFootfall: [30_000, 60_000] },
  { format: 'Mall', name: 'Express Avenue', city: 'Chennai', dailyFootfall: [30_000, 60_000] },
  { format: 'Mall', name: 'Inorbit Mall Cyberabad', city: 'Hyderabad', dailyFootfall: [25_000, 50_000] },
  { format: 'Mall', name: 'South City Mall', city: 'Kolkata', dailyFootfall: [30_000, 55_000] },
  { format: 'Mall', name: 'Lulu Mall', city: 'Kochi', dailyFootfall: [40_000, 80_000] },
  { format: 'Mall', name: 'Phoenix Palassio', city: 'Lucknow', dailyFootfall: [25_000, 50_000] },
  { format: 'Mall', name: 'Elante Mall', city: 'Chandigarh', dailyFootfall: [30_000, 60_000] },
  { format: 'Mall', name: 'World Trade Park', city: 'Jaipur', dailyFootfall: [20_000, 40_000] },
  { format: 'Mall', name: 'Phoenix Citadel', city: 'Indore', dailyFootfall: [20_000, 40_000] },
  { format: 'Mall', name: 'Alpha One', city: 'Ahmedabad', dailyFootfall: [25_000, 50_000] },
  { format: 'Tech Park', name: 'Manyata Tech Park', city: 'Bangalore', dailyFootfall: [100_000, 150_000] },
  { format: 'Tech Park', name: 'Embassy Tech Village', city: 'Bangalore', dailyFootfall: [60_000, 90_000] },
  { format: 'Tech Park', name: 'RMZ Ecoworld', city: 'Bangalore', dailyFootfall: [50_000, 80_000] },
  { format: 'Tech Park', name: 'Mindspace Malad', city: 'Mumbai', dailyFootfall: [30_000, 60_000] },
  { format: 'Tech Park', name: 'DLF Cyber City', city: 'Delhi', dailyFootfall: [100_000, 150_000] },
  { format: 'Tech Park', name: 'Mindspace HITEC City', city: 'Hyderabad', dailyFootfall: [80_000, 120_000] },
  { format: 'Tech Park', name: 'DLF IT Park Ramapuram', city: 'Chennai', dailyFootfall: [40_000, 70_000] },
  { format: 'Tech Park', name: 'Tidel Park', city: 'Chennai', dailyFootfall: [30_000, 50_000] },
  { format: 'Tech Park', name: 'Magarpatta City', city: 'Pune', dailyFootfall: [50_000, 80_000] },
  { format: 'Tech Park', name: 'Rajiv Gandhi Infotech Park, Hinjewadi', city: 'Pune', dailyFootfall: [100_000, 200_000] },
  { format: 'Tech Park', name: 'Infopark Kakkanad', city: 'Kochi', dailyFootfall: [40_000, 70_000] },
  { format: 'Tech Park', name: 'Salt Lake Sector V IT Hub', city: 'Kolkata', dailyFootfall: [80_000, 150_000] },
  { format: 'Tech Park', name: 'GIFT City', city: 'Ahmedabad', dailyFootfall: [15_000, 30_000] },
];
