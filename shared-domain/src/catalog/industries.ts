/** Industries whose advertisers a media profile is popular with (`/industry/{key}`). */
export type IndustryInfo = {
  /** URL name: `/industry/real-estate`. */
  key: string;
  label: string;
  /** One sentence for the industry page and its meta description. */
  description: string;
};

export const INDUSTRIES: readonly IndustryInfo[] = [
  { key: 'fmcg', label: 'FMCG', description: 'Media that packaged-goods brands use for launches, sampling and festive pushes: television, radio, cinema, outdoor and below-the-line.' },
  { key: 'real-estate', label: 'Real Estate', description: 'Newspaper jackets, hoardings and radio that property developers use for project launches, site visits and bookings.' },
  { key: 'education', label: 'Education', description: 'Admissions and coaching campaigns in newspapers, radio, transit media and digital, timed to exam and enrolment seasons.' },
  { key: 'healthcare', label: 'Healthcare', description: 'Hospitals, clinics, pharmacies and wellness brands reach patients and families through print, radio, outdoor and digital.' },
  { key: 'banking-finance', label: 'Banking & Finance', description: 'Banks, insurers, fintechs and mutual funds build trust with premium print, television, airport and digital media.' },
  { key: 'automobile', label: 'Automobile', description: 'Car and two-wheeler makers and dealers use launches in print, television, outdoor and cinema to drive test rides.' },
  { key: 'retail', label: 'Retail', description: 'Store openings, sales and offers announced in local newspapers, radio, malls and outdoor around the catchment.' },
  { key: 'ecommerce', label: 'E-commerce', description: 'Sale events and app installs pushed through digital, influencers, outdoor and transit media across cities.' },
  { key: 'technology', label: 'Technology', description: 'Consumer electronics, software and start-ups reach urban, English-speaking audiences on digital, airport and business print.' },
  { key: 'telecom', label: 'Telecom', description: 'Mobile and broadband brands run national reach campaigns on television, outdoor, radio and cinema.' },
  { key: 'travel-tourism', label: 'Travel & Tourism', description: 'Airlines, hotels, tourism boards and travel apps reach travellers at airports, in magazines and on digital.' },
  { key: 'fashion-lifestyle', label: 'Fashion & Lifestyle', description: 'Apparel, beauty and lifestyle brands use influencers, magazines, malls and cinema to reach style-conscious buyers.' },
  { key: 'food-beverage', label: 'Food & Beverage', description: 'Restaurants, QSR chains and beverage brands drive trial with cinema, outdoor, radio, influencers and sampling.' },
  { key: 'entertainment', label: 'Media & Entertainment', description: 'Film releases, OTT shows and music launches promoted on television, radio, outdoor and digital.' },
  { key: 'jewellery', label: 'Jewellery', description: 'Jewellers advertise festive and wedding-season collections in regional newspapers, magazines, television and airports.' },
  { key: 'gaming', label: 'Gaming', description: 'Gaming and fantasy-sports apps reach young audiences through sports properties, influencers and digital video.' },
  { key: 'government', label: 'Government & PSU', description: 'Public-sector undertakings and government schemes reach citizens through newspapers, radio, television and outdoor.' },
];

/** The industry for a URL name (any case), or undefined. */
export function industryInfo(key: string): IndustryInfo | undefined {
  const k = key.trim().toLowerCase();
  return INDUSTRIES.find((i) => i.key === k);
}

/** The display name of an industry key; the key itself when unknown. */
export function industryLabel(key: string): string {
  return industryInfo(key)?.label ?? key;
}
