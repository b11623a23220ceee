/**
 * Digital publishers, influencer name parts and sports properties for the seed catalog.
 * Data only; monthly users are rough orders of magnitude.
 */

export type DigitalMedium = 'Website' | 'App' | 'Website & App' | 'OTT' | 'Audio Streaming';
export type DigitalPublisher = {
  name: string; language: string; city: string; medium: DigitalMedium; genre: string;
  /** Monthly users, millions. */
  monthlyUsersM: number;
  /** Video inventory (pre-roll / mid-roll) as well as display. */
  video: boolean;
};

export const DIGITAL_PUBLISHERS: readonly DigitalPublisher[] = [
  { name: 'Disney+ Hotstar', language: 'Hindi', city: 'Mumbai', medium: 'OTT', genre: 'Entertainment & Sports', monthlyUsersM: 300, video: true },
  { name: 'JioCinema', language: 'Hindi', city: 'Mumbai', medium: 'OTT', genre: 'Entertainment & Sports', monthlyUsersM: 220, video: true },
  { name: 'MX Player', language: 'Hindi', city: 'Mumbai', medium: 'OTT', genre: 'Entertainment', monthlyUsersM: 180, video: true },
  { name: 'SonyLIV', language: 'Hindi', city: 'Mumbai', medium: 'OTT', genre: 'Entertainment & Sports', monthlyUsersM: 90, video: true },
  { name: 'ZEE5', language: 'Hindi', city: 'Mumbai', medium: 'OTT', genre: 'Entertainment', monthlyUsersM: 110, video: true },
  { name: 'Voot', language: 'Hindi', city: 'Mumbai', medium: 'OTT', genre: 'Entertainment', monthlyUsersM: 40, video: true },
  { name: 'Sun NXT', language: 'Tamil', city: 'Chennai', medium: 'OTT', genre: 'Entertainment', monthlyUsersM: 25, video: true },
  { name: 'aha', language: 'Telugu', city: 'Hyderabad', medium: 'OTT', genre: 'Entertainment', monthlyUsersM: 20, video: true },
  { name: 'Hoichoi', language: 'Bengali', city: 'Kolkata', medium: 'OTT', genre: 'Entertainment', monthlyUsersM: 10, video: true },
  { name: 'Moneycontrol', language: 'English', city: 'Mumbai', medium: 'Website & App', genre: 'Business & Finance', monthlyUsersM: 90, video: false },
  { name: 'Economic Times Online', language: 'English', city: 'Mumbai', medium: 'Website & App', genre: 'Business & Finance', monthlyUsersM: 80, video: true },
  { name: 'Livemint', language: 'English', city: 'Delhi', medium: 'Website & App', genre: 'Business & Finance', monthlyUsersM: 60, video: false },
  { name: 'Cricbuzz', language: 'English', city: 'Bangalore', medium: 'Website & App', genre: 'Sports', monthlyUsersM: 120, video: true },
  { name: 'ESPNcricinfo', language: 'English', city: 'Bangalore', medium: 'Website & App', genre: 'Sports', monthlyUsersM: 70, video: true },
  { name: 'Inshorts', language: 'English', city: 'Delhi', medium: 'App', genre: 'News', monthlyUsersM: 40, video: false },
  { name: 'ShareChat', language: 'Hindi', city: 'Bangalore', medium: 'App', genre: 'Social', monthlyUsersM: 180, video: true },
  { name: 'Moj', language: 'Hindi', city: 'Bangalore', medium: 'App', genre: 'Short Video', monthlyUsersM: 160, video: true },
  { name: 'Josh', language: 'Hindi', city: 'Bangalore', medium: 'App', genre: 'Short Video', monthlyUsersM: 120, video: true },
  { name: 'Dailyhunt', language: 'Hindi', city: 'Bangalore', medium: 'App', genre: 'News', monthlyUsersM: 300, video: true },
  { name: 'Times of India Online', language: 'English', city: 'Delhi', medium: 'Website & App', genre: 'News', monthlyUsersM: 200, video: true },
  { name: 'Hindustan Times Online', language: 'English', city: 'Delhi', medium: 'Website & App', genre: 'News', monthlyUsersM: 120, video: true },
  { name: 'NDTV.com', language: 'English', city: 'Delhi', medium: 'Website & App', genre: 'News', monthlyUsersM: 110, video: true },
  { name: 'Aaj Tak Digital', language: 'Hindi', city: 'Delhi', medium: 'Website & App', genre: 'News', monthlyUsersM: 150, video: true },
  { name: 'Dainik Bhaskar Digital', language: 'Hindi', city: 'Bhopal', medium: 'Website & App', genre: 'News', monthlyUsersM: 100, video: true },
  { name: 'Jagran.com', language: 'Hindi', city: 'Delhi', medium: 'Website', genre: 'News', monthlyUsersM: 90, video: false },
  { name: 'Amar Ujala Digital', language: 'Hindi', city: 'Delhi', medium: 'Website & App', genre: 'News', monthlyUsersM: 70, video: false },
  { name: 'Lokmat.com', language: 'Marathi', city: 'Pune', medium: 'Website', genre: 'News', monthlyUsersM: 30, video: false },
  { name: 'Manorama Online', language: 'Malayalam', city: 'Kochi', medium: 'Website & App', genre: 'News', monthlyUsersM: 35, video: true },
  { name: 'Eenadu.net', language: 'Telugu', city: 'Hyderabad', medium: 'Website', genre: 'News', monthlyUsersM: 30, video: false },
  { name: 'Dinamalar.com', language: 'Tamil', city: 'Chennai', medium: 'Website', genre: 'News', monthlyUsersM: 25, video: false },
  { name: 'Anandabazar.com', language: 'Bengali', city: 'Kolkata', medium: 'Website', genre: 'News', monthlyUsersM: 25, video: false },
  { name: 'Divya Bhaskar Online', language: 'Gujarati', city: 'Ahmedabad', medium: 'Website', genre: 'News', monthlyUsersM: 20, video: false },
  { name: 'Gaana', language: 'Hindi', city: 'Delhi', medium: 'Audio Streaming', genre: 'Music', monthlyUsersM: 80, video: false },
  { name: 'JioSaavn', language: 'Hindi', city: 'Mumbai', medium: 'Audio Streaming', genre: 'Music', monthlyUsersM: 100, video: false },
  { name: 'Spotify India', language: 'English', city: 'Mumbai', medium: 'Audio Streaming', genre: 'Music', monthlyUsersM: 70, video: false },
  { name: 'Pocket FM', language: 'Hindi', city: 'Bangalore', medium: 'App', genre: 'Audio Series', monthlyUsersM: 30, video: false },
  { name: 'Zomato', language: 'English', city: 'Delhi', medium: 'App', genre: 'Food', monthlyUsersM: 80, video: false },
  { name: 'Swiggy', language: 'English', city: 'Bangalore', medium: 'App', genre: 'Food', monthlyUsersM: 90, video: false },
  { name: 'BookMyShow', language: 'English', city: 'Mumbai', medium: 'Website & App', genre: 'Entertainment Ticketing', monthlyUsersM: 40, video: true },
  { name: 'MakeMyTrip', language: 'English', city: 'Delhi', medium: 'Website & App', genre: 'Travel', monthlyUsersM: 45, video: false },
  { name: 'Truecaller', language: 'English', city: 'Bangalore', medium: 'App', genre: 'Utility', monthlyUsersM: 250, video: false },
  { name: 'PhonePe', language: 'English', city: 'Bangalore', medium: 'App', genre: 'Payments', monthlyUsersM: 450, video: false },
  { name: 'Paytm', language: 'English', city: 'Delhi', medium: 'App', genre: 'Payments', monthlyUsersM: 90, video: false },
  { name: 'Flipkart Ads', language: 'English', city: 'Bangalore', medium: 'Website & App', genre: 'E-commerce', monthlyUsersM: 250, video: true },
  { name: 'Myntra', language: 'English', city: 'Bangalore', medium: 'App', genre: 'Fashion E-commerce', monthlyUsersM: 60, video: true },
  { name: 'Nykaa', language: 'English', city: 'Mumbai', medium: 'Website & App', genre: 'Beauty E-commerce', monthlyUsersM: 30, video: true },
  { name: 'Ola', language: 'English', city: 'Bangalore', medium: 'App', genre: 'Mobility', monthlyUsersM: 35, video: false },
  { name: 'Dream11', language: 'English', city: 'Mumbai', medium: 'App', genre: 'Fantasy Sports', monthlyUsersM: 60, video: false },
  { name: 'Pratilipi', language: 'Hindi', city: 'Bangalore', medium: 'App', genre: 'Literature', monthlyUsersM: 25, video: false },
  { name: 'BYJU\'S', language: 'English', city: 'Bangalore', medium: 'App', genre: 'Education', monthlyUsersM: 20, video: true },
  { name: 'Naukri.com', language: 'English', city: 'Delhi', medium: 'Website & App', genre: 'Jobs', monthlyUsersM: 40, video: false },
  { name: '99acres', language: 'English', city: 'Delhi', medium: 'Website & App', genre: 'Real Estate', monthlyUsersM: 15, video: false },
  { name: 'CarDekho', language: 'English', city: 'Jaipur', medium: 'Website & App', genre: 'Automobile', monthlyUsersM: 40, video: true },
  { name: 'Pinkvilla', language: 'English', city: 'Mumbai', medium: 'Website', genre: 'Entertainment', monthlyUsersM: 50, video: true },
];

/** Brands shown in the "Top Advertisers" chart of digital profiles. */
export const ADVERTISERS = [
  'Amazon', 'Flipkart', 'HDFC Bank', 'ICICI Bank', 'Maruti Suzuki', 'Tata Motors', 'Hindustan Unilever', 'Samsung',
  'Reliance Jio', 'Airtel', 'Swiggy', 'Zomato', 'Myntra', 'Nykaa', 'Asian Paints', 'Britannia', 'ITC', 'LIC', 'Hero MotoCorp', 'Dabur',
] as const;

/** Influencer name parts; handles are built from them so they look plausible, not real. */
export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Anjali', 'Arjun', 'Ayesha', 'Deepika', 'Dev', 'Divya', 'Gaurav', 'Isha', 'Ishaan',
  'Kabir', 'Kavya', 'Kiran', 'Krishna', 'Meera', 'Mohit', 'Naina', 'Neha', 'Nikhil', 'Pooja', 'Pranav', 'Priya', 'Rahul',
  'Riya', 'Rohan', 'Sahil', 'Sakshi', 'Sanjana', 'Shreya', 'Siddharth', 'Simran', 'Sneha', 'Tanvi', 'Varun', 'Vikram',
  'Zoya', 'Lakshmi', 'Harpreet', 'Arnav', 'Fatima', 'Joseph', 'Anusha', 'Karthik', 'Meghna', 'Tanya', 'Yash', 'Parth',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Shah', 'Mehta', 'Gupta', 'Singh', 'Kapoor', 'Malhotra', 'Chopra',
  'Banerjee', 'Chatterjee', 'Das', 'Mukherjee', 'Menon', 'Pillai', 'Rao', 'Naidu', 'Kulkarni', 'Deshpande', 'Joshi',
  'Bhatt', 'Agarwal', 'Jain', 'Khan', 'Siddiqui', 'Fernandes', 'D\'Souza', 'Gill', 'Sandhu', 'Mishra', 'Tiwari', 'Pandey',
] as const;

export type InfluencerNiche = {
  name: string;
  /** Words handles are made of, e.g. "@priya.styles", "@techwithrohan". */
  handleWords: readonly string[];
};

export const INFLUENCER_NICHES: readonly InfluencerNiche[] = [
  { name: 'Fashion', handleWords: ['styles', 'wardrobe', 'lookbook', 'ootd'] },
  { name: 'Beauty', handleWords: ['glow', 'makeup', 'skincare', 'beautyedit'] },
  { name: 'Tech', handleWords: ['tech', 'gadgets', 'unboxed', 'techtalks'] },
  { name: 'Food', handleWords: ['foodie', 'eats', 'kitchen', 'tadka'] },
  { name: 'Travel', handleWords: ['wanders', 'travels', 'ontheroad', 'yatra'] },
  { name: 'Finance', handleWords: ['money', 'finance', 'investing', 'paisa'] },
  { name: 'Fitness', handleWords: ['fit', 'strong', 'yoga', 'workouts'] },
  { name: 'Parenting', handleWords: ['mom', 'dad', 'parenting', 'littleones'] },
  { name: 'Gaming', handleWords: ['gaming', 'plays', 'esports', 'gg'] },
  { name: 'Comedy', handleWords: ['comedy', 'laughs', 'memes', 'sketches'] },
];

/** Influencer tiers with followers and per-post rates of SEED-FACTS.md. */
export type InfluencerTier = { name: 'Nano' | 'Micro' | 'Macro' | 'Mega'; followers: [number, number]; ratePerPost: [number, number]; share: number };

export const INFLUENCER_TIERS: readonly InfluencerTier[] = [
  { name: 'Nano', followers: [1_000, 10_000], ratePerPost: [1_000, 10_000], share: 0.35 },
  { name: 'Micro', followers: [10_000, 100_000], ratePerPost: [10_000, 50_000], share: 0.35 },
  { name: 'Macro', followers: [100_000, 1_000_000], ratePerPost: [50_000, 500_000], share: 0.22 },
  { name: 'Mega', followers: [1_000_000, 15_000_000], ratePerPost: [500_000, 2_500_000], share: 0.08 },
];

/**
 * Sports marketing properties. `kind` picks the option set; `viewershipM` is a season's
 * broadcast plus streaming viewership, millions (rough).
 */
export type SportsKind = 'team' | 'stadium' | 'broadcast';
export type SportsProperty = { name: string; league: string; kind: SportsKind; city: string; language: string; viewershipM: number; weight: number };

export const SPORTS_PROPERTIES: readonly SportsProperty[] = [
  { name: 'Mumbai Indians', league: 'IPL', kind: 'team', city: 'Mumbai', language: 'English', viewershipM: 250, weight: 1 },
  { name: 'Chennai Super Kings', league: 'IPL', kind: 'team', city: 'Chennai', language: 'English', viewershipM: 260, weight: 1 },
  { name: 'Royal Challengers Bengaluru', league: 'IPL', kind: 'team', city: 'Bangalore', language: 'English', viewershipM: 240, weight: 0.95 },
  { name: 'Kolkata Knight Riders', league: 'IPL', kind: 'team', city: 'Kolkata', language: 'English', viewershipM: 220, weight: 0.9 },
  { name: 'Delhi Capitals', league: 'IPL', kind: 'team', city: 'Delhi', language: 'English', viewershipM: 180, weight: 0.75 },
  { name: 'Rajasthan Royals', league: 'IPL', kind: 'team', city: 'Jaipur', language: 'English', viewershipM: 170, weight: 0.7 },
  { name: 'Sunrisers Hyderabad', league: 'IPL', kind: 'team', city: 'Hyderabad', language: 'English', viewershipM: 180, weight: 0.75 },
  { name: 'Punjab Kings', league: 'IPL', kind: 'team', city: 'Chandigarh', language: 'English', viewershipM: 160, weight: 0.65 },
  { name: 'Lucknow Super Giants', league: 'IPL', kind: 'team', city: 'Lucknow', language: 'English', viewershipM: 160, weight: 0.7 },
  { name: 'Gujarat Titans', league: 'IPL', kind: 'team', city: 'Ahmedabad', language: 'English', viewershipM: 170, weight: 0.75 },
  { name: 'Wankhede Stadium', league: 'IPL', kind: 'stadium', city: 'Mumbai', language: 'English', viewershipM: 120, weight: 0.9 },
  { name: 'M. A. Chidambaram Stadium', league: 'IPL', kind: 'stadium', city: 'Chennai', language: 'English', viewershipM: 120, weight: 0.9 },
  { name: 'M. Chinnaswamy Stadium', league: 'IPL', kind: 'stadium', city: 'Bangalore', language: 'English', viewershipM: 110, weight: 0.85 },
  { name: 'Eden Gardens', league: 'IPL', kind: 'stadium', city: 'Kolkata', language: 'English', viewershipM: 110, weight: 0.85 },
  { name: 'Arun Jaitley Stadium', league: 'IPL', kind: 'stadium', city: 'Delhi', language: 'English', viewershipM: 90, weight: 0.7 },
  { name: 'Narendra Modi Stadium', league: 'IPL', kind: 'stadium', city: 'Ahmedabad', language: 'English', viewershipM: 120, weight: 0.9 },
  { name: 'Rajiv Gandhi International Stadium', league: 'IPL', kind: 'stadium', city: 'Hyderabad', language: 'English', viewershipM: 90, weight: 0.7 },
  { name: 'Sawai Mansingh Stadium', league: 'IPL', kind: 'stadium', city: 'Jaipur', language: 'English', viewershipM: 70, weight: 0.6 },
  { name: 'Ekana Cricket Stadium', league: 'IPL', kind: 'stadium', city: 'Lucknow', language: 'English', viewershipM: 70, weight: 0.6 },
  { name: 'IPL on Star Sports', league: 'IPL', kind: 'broadcast', city: 'Mumbai', language: 'Hindi', viewershipM: 500, weight: 1 },
  { name: 'IPL on JioCinema', league: 'IPL', kind: 'broadcast', city: 'Mumbai', language: 'Hindi', viewershipM: 450, weight: 0.8 },
  { name: 'Pro Kabaddi League on Star Sports', league: 'Pro Kabaddi', kind: 'broadcast', city: 'Mumbai', language: 'Hindi', viewershipM: 220, weight: 0.3 },
  { name: 'ISL on Sports18', league: 'ISL', kind: 'broadcast', city: 'Mumbai', language: 'English', viewershipM: 60, weight: 0.15 },
  { name: 'U Mumba', league: 'Pro Kabaddi', kind: 'team', city: 'Mumbai', language: 'Hindi', viewershipM: 40, weight: 0.12 },
  { name: 'Bengal Warriorz', league: 'Pro Kabaddi', kind: 'team', city: 'Kolkata', language: 'Bengali', viewershipM: 30, weight: 0.1 },
  { name: 'Bengaluru Bulls', league: 'Pro Kabaddi', kind: 'team', city: 'Bangalore', language: 'Kannada', viewershipM: 35, weight: 0.1 },
  { name: 'Dabang Delhi K.C.', league: 'Pro Kabaddi', kind: 'team', city: 'Delhi', language: 'Hindi', viewershipM: 35, weight: 0.1 },
  { name: 'Gujarat Giants', league: 'Pro Kabaddi', kind: 'team', city: 'Ahmedabad', language: 'Gujarati', viewershipM: 25, weight: 0.08 },
  { name: 'Jaipur Pink Panthers', league: 'Pro Kabaddi', kind: 'team', city: 'Jaipur', language: 'Hindi', viewershipM: 35, weight: 0.1 },
  { name: 'Patna Pirates', league: 'Pro Kabaddi', kind: 'team', city: 'Patna', language: 'Hindi', viewershipM: 35, weight: 0.1 },
  { name: 'Puneri Paltan', league: 'Pro Kabaddi', kind: 'team', city: 'Pune', language: 'Marathi', viewershipM: 30, weight: 0.1 },
  { name: 'Tamil Thalaivas', league: 'Pro Kabaddi', kind: 'team', city: 'Chennai', language: 'Tamil', viewershipM: 30, weight: 0.1 },
  { name: 'Telugu Titans', league: 'Pro Kabaddi', kind: 'team', city: 'Hyderabad', language: 'Telugu', viewershipM: 30, weight: 0.1 },
  { name: 'Mumbai City FC', league: 'ISL', kind: 'team', city: 'Mumbai', language: 'English', viewershipM: 20, weight: 0.12 },
  { name: 'Mohun Bagan Super Giant', league: 'ISL', kind: 'team', city: 'Kolkata', language: 'Bengali', viewershipM: 30, weight: 0.15 },
  { name: 'East Bengal FC', league: 'ISL', kind: 'team', city: 'Kolkata', language: 'Bengali', viewershipM: 25, weight: 0.13 },
  { name: 'Bengaluru FC', league: 'ISL', kind: 'team', city: 'Bangalore', language: 'English', viewershipM: 20, weight: 0.12 },
  { name: 'Chennaiyin FC', league: 'ISL', kind: 'team', city: 'Chennai', language: 'Tamil', viewershipM: 15, weight: 0.1 },
  { name: 'Kerala Blasters FC', league: 'ISL', kind: 'team', city: 'Kochi', language: 'Malayalam', viewershipM: 30, weight: 0.15 },
  { name: 'Hyderabad FC', league: 'ISL', kind: 'team', city: 'Hyderabad', language: 'Telugu', viewershipM: 12, weight: 0.08 },
  { name: 'Odisha FC', league: 'ISL', kind: 'team', city: 'Bhubaneswar', language: 'Odia', viewershipM: 10, weight: 0.08 },
  { name: 'Punjab FC', league: 'ISL', kind: 'team', city: 'Chandigarh', language: 'Punjabi', viewershipM: 8, weight: 0.07 },
  { name: 'Jawaharlal Nehru Stadium, Kochi', league: 'ISL', kind: 'stadium', city: 'Kochi', language: 'Malayalam', viewershipM: 15, weight: 0.1 },
  { name: 'Salt Lake Stadium', league: 'ISL', kind: 'stadium', city: 'Kolkata', language: 'Bengali', viewershipM: 20, weight: 0.12 },
];
