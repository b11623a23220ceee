/**
 * Print and broadcast titles for the seed catalog (SEED-FACTS.md). Data only; circulation,
 * reach and rate multipliers are rough public orders of magnitude, not anyone's rate card.
 */

/**
 * `weight` scales rates and audience against the category's base range: 1 is a leading
 * metro English title (Times of India Delhi: circulation ~843,000, display ₹4,000/sq cm).
 */
export type Newspaper = { name: string; language: string; weight: number; editions: readonly string[] };

export const NEWSPAPERS: readonly Newspaper[] = [
  { name: 'Times of India', language: 'English', weight: 1, editions: ['Delhi', 'Mumbai', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'Indore', 'Bhopal', 'Nagpur', 'Surat', 'Coimbatore', 'Visakhapatnam', 'Patna', 'Bhubaneswar', 'Kochi'] },
  { name: 'Hindustan Times', language: 'English', weight: 0.75, editions: ['Delhi', 'Mumbai', 'Lucknow', 'Chandigarh', 'Patna', 'Kolkata', 'Jaipur', 'Bhopal'] },
  { name: 'The Hindu', language: 'English', weight: 0.75, editions: ['Chennai', 'Bangalore', 'Hyderabad', 'Coimbatore', 'Kochi', 'Visakhapatnam', 'Delhi', 'Mumbai', 'Kolkata'] },
  { name: 'Indian Express', language: 'English', weight: 0.55, editions: ['Delhi', 'Mumbai', 'Pune', 'Ahmedabad', 'Chandigarh', 'Lucknow', 'Kolkata'] },
  { name: 'Deccan Chronicle', language: 'English', weight: 0.45, editions: ['Hyderabad', 'Chennai', 'Bangalore', 'Visakhapatnam', 'Kochi'] },
  { name: 'Economic Times', language: 'English', weight: 0.6, editions: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata', 'Ahmedabad', 'Pune'] },
  { name: 'Mumbai Mirror', language: 'English', weight: 0.35, editions: ['Mumbai'] },
  { name: 'The Telegraph', language: 'English', weight: 0.5, editions: ['Kolkata', 'Patna', 'Bhubaneswar'] },
  { name: 'Dainik Bhaskar', language: 'Hindi', weight: 0.6, editions: ['Bhopal', 'Indore', 'Jaipur', 'Chandigarh', 'Patna', 'Nagpur', 'Delhi', 'Surat'] },
  { name: 'Dainik Jagran', language: 'Hindi', weight: 0.6, editions: ['Delhi', 'Lucknow', 'Patna', 'Chandigarh', 'Bhopal', 'Indore'] },
  { name: 'Amar Ujala', language: 'Hindi', weight: 0.5, editions: ['Delhi', 'Lucknow', 'Chandigarh', 'Jaipur'] },
  { name: 'Rajasthan Patrika', language: 'Hindi', weight: 0.45, editions: ['Jaipur', 'Indore', 'Bhopal', 'Surat', 'Bangalore', 'Chennai'] },
  { name: 'Punjab Kesari', language: 'Hindi', weight: 0.35, editions: ['Delhi', 'Chandigarh', 'Jaipur'] },
  { name: 'Lokmat', language: 'Marathi', weight: 0.5, editions: ['Mumbai', 'Pune', 'Nagpur'] },
  { name: 'Malayala Manorama', language: 'Malayalam', weight: 0.55, editions: ['Kochi', 'Chennai', 'Bangalore', 'Mumbai', 'Delhi'] },
  { name: 'Mathrubhumi', language: 'Malayalam', weight: 0.45, editions: ['Kochi', 'Chennai', 'Bangalore', 'Mumbai', 'Delhi'] },
  { name: 'Eenadu', language: 'Telugu', weight: 0.55, editions: ['Hyderabad', 'Visakhapatnam', 'Chennai', 'Bangalore'] },
  { name: 'Sakshi', language: 'Telugu', weight: 0.45, editions: ['Hyderabad', 'Visakhapatnam'] },
  { name: 'Anandabazar Patrika', language: 'Bengali', weight: 0.55, editions: ['Kolkata'] },
  { name: 'Dinamalar', language: 'Tamil', weight: 0.45, editions: ['Chennai', 'Coimbatore'] },
  { name: 'Daily Thanthi', language: 'Tamil', weight: 0.5, editions: ['Chennai', 'Coimbatore', 'Bangalore', 'Mumbai'] },
  { name: 'Gujarat Samachar', language: 'Gujarati', weight: 0.45, editions: ['Ahmedabad', 'Surat', 'Mumbai'] },
];

export type Magazine = { name: string; language: string; city: string; frequency: 'Weekly' | 'Fortnightly' | 'Monthly'; genre: string; weight: number };

export const MAGAZINES: readonly Magazine[] = [
  { name: 'India Today', language: 'English', city: 'Delhi', frequency: 'Weekly', genre: 'News & Current Affairs', weight: 1 },
  { name: 'India Today Hindi', language: 'Hindi', city: 'Delhi', frequency: 'Weekly', genre: 'News & Current Affairs', weight: 0.6 },
  { name: 'Outlook', language: 'English', city: 'Delhi', frequency: 'Fortnightly', genre: 'News & Current Affairs', weight: 0.7 },
  { name: 'The Week', language: 'English', city: 'Kochi', frequency: 'Weekly', genre: 'News & Current Affairs', weight: 0.7 },
  { name: 'Frontline', language: 'English', city: 'Chennai', frequency: 'Fortnightly', genre: 'News & Current Affairs', weight: 0.45 },
  { name: 'Open', language: 'English', city: 'Delhi', frequency: 'Weekly', genre: 'News & Current Affairs', weight: 0.45 },
  { name: 'Business Today', language: 'English', city: 'Delhi', frequency: 'Fortnightly', genre: 'Business', weight: 0.7 },
  { name: 'Business World', language: 'English', city: 'Delhi', frequency: 'Fortnightly', genre: 'Business', weight: 0.5 },
  { name: 'Forbes India', language: 'English', city: 'Mumbai', frequency: 'Fortnightly', genre: 'Business', weight: 0.7 },
  { name: 'Fortune India', language: 'English', city: 'Kolkata', frequency: 'Monthly', genre: 'Business', weight: 0.55 },
  { name: 'Femina', language: 'English', city: 'Mumbai', frequency: 'Fortnightly', genre: 'Women & Lifestyle', weight: 0.8 },
  { name: 'Femina Hindi', language: 'Hindi', city: 'Mumbai', frequency: 'Monthly', genre: 'Women & Lifestyle', weight: 0.45 },
  { name: 'Filmfare', language: 'English', city: 'Mumbai', frequency: 'Fortnightly', genre: 'Entertainment', weight: 0.8 },
  { name: 'Vogue India', language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: 'Fashion', weight: 0.9 },
  { name: 'Elle India', language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: 'Fashion', weight: 0.7 },
  { name: 'Cosmopolitan India', language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: 'Women & Lifestyle', weight: 0.7 },
  { name: 'GQ India', language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: "Men's Lifestyle", weight: 0.7 },
  { name: "Reader's Digest India", language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: 'General Interest', weight: 0.6 },
  { name: 'Sportstar', language: 'English', city: 'Chennai', frequency: 'Monthly', genre: 'Sports', weight: 0.5 },
  { name: 'Autocar India', language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: 'Automobile', weight: 0.6 },
  { name: 'Overdrive', language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: 'Automobile', weight: 0.5 },
  { name: 'Digit', language: 'English', city: 'Delhi', frequency: 'Monthly', genre: 'Technology', weight: 0.45 },
  { name: 'Grihshobha', language: 'Hindi', city: 'Delhi', frequency: 'Fortnightly', genre: 'Women & Family', weight: 0.6 },
  { name: 'Grihshobha Marathi', language: 'Marathi', city: 'Pune', frequency: 'Monthly', genre: 'Women & Family', weight: 0.3 },
  { name: 'Grihshobha Gujarati', language: 'Gujarati', city: 'Ahmedabad', frequency: 'Monthly', genre: 'Women & Family', weight: 0.3 },
  { name: 'Grihshobha Kannada', language: 'Kannada', city: 'Bangalore', frequency: 'Monthly', genre: 'Women & Family', weight: 0.3 },
  { name: 'Sarita', language: 'Hindi', city: 'Delhi', frequency: 'Fortnightly', genre: 'Family', weight: 0.4 },
  { name: 'Saras Salil', language: 'Hindi', city: 'Delhi', frequency: 'Fortnightly', genre: 'General Interest', weight: 0.35 },
  { name: 'Vanitha', language: 'Malayalam', city: 'Kochi', frequency: 'Fortnightly', genre: 'Women & Family', weight: 0.55 },
  { name: 'Manorama Weekly', language: 'Malayalam', city: 'Kochi', frequency: 'Weekly', genre: 'Family', weight: 0.4 },
  { name: 'Kumudam', language: 'Tamil', city: 'Chennai', frequency: 'Weekly', genre: 'General Interest', weight: 0.45 },
  { name: 'Ananda Vikatan', language: 'Tamil', city: 'Chennai', frequency: 'Weekly', genre: 'General Interest', weight: 0.45 },
  { name: 'Chitralekha', language: 'Gujarati', city: 'Mumbai', frequency: 'Weekly', genre: 'News & Current Affairs', weight: 0.4 },
  { name: 'Chitralekha Marathi', language: 'Marathi', city: 'Mumbai', frequency: 'Weekly', genre: 'News & Current Affairs', weight: 0.3 },
  { name: 'Sudha', language: 'Kannada', city: 'Bangalore', frequency: 'Weekly', genre: 'Family', weight: 0.3 },
  { name: 'Desh', language: 'Bengali', city: 'Kolkata', frequency: 'Fortnightly', genre: 'Literature', weight: 0.35 },
  { name: 'Sananda', language: 'Bengali', city: 'Kolkata', frequency: 'Fortnightly', genre: 'Women & Lifestyle', weight: 0.35 },
  { name: 'Champak', language: 'Hindi', city: 'Delhi', frequency: 'Fortnightly', genre: 'Children', weight: 0.3 },
  { name: 'Tinkle', language: 'English', city: 'Mumbai', frequency: 'Monthly', genre: 'Children', weight: 0.3 },
  { name: 'Swagat (Air India inflight)', language: 'English', city: 'Delhi', frequency: 'Monthly', genre: 'Inflight', weight: 0.6 },
  { name: 'Sakal Saptahik', language: 'Marathi', city: 'Pune', frequency: 'Weekly', genre: 'General Interest', weight: 0.3 },
  { name: 'Punjabi Tribune Magazine', language: 'Punjabi', city: 'Chandigarh', frequency: 'Weekly', genre: 'General Interest', weight: 0.25 },
  { name: 'Sambad Sunday', language: 'Odia', city: 'Bhubaneswar', frequency: 'Weekly', genre: 'General Interest', weight: 0.25 },
  { name: 'Swathi Weekly', language: 'Telugu', city: 'Hyderabad', frequency: 'Weekly', genre: 'Family', weight: 0.35 },
];

/** FM networks and the cities they broadcast in; `frequency` is the common band label. */
export type RadioNetwork = { name: string; frequency: string; language?: string; weight: number; cities: readonly string[] };

export const RADIO_NETWORKS: readonly RadioNetwork[] = [
  { name: 'Radio Mirchi', frequency: '98.3', weight: 1, cities: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'Indore', 'Bhopal', 'Nagpur', 'Surat', 'Coimbatore', 'Visakhapatnam', 'Patna', 'Bhubaneswar', 'Kochi'] },
  { name: 'Red FM', frequency: '93.5', weight: 0.9, cities: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Jaipur', 'Lucknow', 'Chandigarh', 'Indore', 'Bhopal', 'Patna', 'Kochi', 'Visakhapatnam'] },
  { name: 'Radio City', frequency: '91.1', weight: 0.85, cities: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Nagpur', 'Surat', 'Coimbatore', 'Visakhapatnam'] },
  { name: 'Big FM', frequency: '92.7', weight: 0.8, cities: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'Indore', 'Bhopal', 'Nagpur', 'Patna', 'Bhubaneswar'] },
  { name: 'Fever', frequency: '104', weight: 0.85, cities: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Hyderabad', 'Kolkata'] },
  { name: 'Radio One', frequency: '94.3', language: 'English', weight: 0.75, cities: ['Mumbai', 'Delhi', 'Bangalore', 'Chennai', 'Kolkata', 'Pune'] },
  { name: 'Ishq', frequency: '104.8', weight: 0.6, cities: ['Delhi', 'Mumbai', 'Kolkata'] },
  { name: 'Club FM', frequency: '94.3', language: 'Malayalam', weight: 0.5, cities: ['Kochi'] },
  { name: 'Suryan FM', frequency: '93.5', language: 'Tamil', weight: 0.6, cities: ['Chennai', 'Coimbatore'] },
  { name: 'Vividh Bharati', frequency: 'AIR', weight: 0.45, cities: ['Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Hyderabad', 'Bangalore', 'Lucknow', 'Patna', 'Bhopal', 'Jaipur'] },
  { name: 'AIR FM Rainbow', frequency: '102.6', weight: 0.5, cities: ['Delhi', 'Mumbai', 'Chennai', 'Kolkata', 'Bangalore', 'Lucknow'] },
  { name: 'AIR FM Gold', frequency: '106.4', language: 'English', weight: 0.4, cities: ['Delhi', 'Mumbai', 'Chennai', 'Kolkata'] },
];

/**
 * Television channels. `weight` 1 is a leading Hindi GEC (prime-time 10 s around ₹1.5–2 lakh);
 * news and regional channels sit lower. `city` is where the network is based.
 */
export type TvChannel = { name: string; language: string; genre: string; city: string; weight: number };

export const TV_CHANNELS: readonly TvChannel[] = [
  { name: 'Star Plus', language: 'Hindi', genre: 'General Entertainment', city: 'Mumbai', weight: 1 },
  { name: 'Zee TV', language: 'Hindi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.85 },
  { name: 'Sony Entertainment Television', language: 'Hindi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.85 },
  { name: 'Colors', language: 'Hindi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.85 },
  { name: 'Sony SAB', language: 'Hindi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.7 },
  { name: 'Star Bharat', language: 'Hindi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.5 },
  { name: '&TV', language: 'Hindi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.45 },
  { name: 'Star Gold', language: 'Hindi', genre: 'Movies', city: 'Mumbai', weight: 0.6 },
  { name: 'Zee Cinema', language: 'Hindi', genre: 'Movies', city: 'Mumbai', weight: 0.55 },
  { name: 'Sony Max', language: 'Hindi', genre: 'Movies', city: 'Mumbai', weight: 0.6 },
  { name: 'Colors Cineplex', language: 'Hindi', genre: 'Movies', city: 'Mumbai', weight: 0.45 },
  { name: 'Aaj Tak', language: 'Hindi', genre: 'News', city: 'Delhi', weight: 0.55 },
  { name: 'ABP News', language: 'Hindi', genre: 'News', city: 'Delhi', weight: 0.45 },
  { name: 'India TV', language: 'Hindi', genre: 'News', city: 'Delhi', weight: 0.45 },
  { name: 'Zee News', language: 'Hindi', genre: 'News', city: 'Delhi', weight: 0.4 },
  { name: 'NDTV India', language: 'Hindi', genre: 'News', city: 'Delhi', weight: 0.35 },
  { name: 'NDTV 24x7', language: 'English', genre: 'News', city: 'Delhi', weight: 0.35 },
  { name: 'Times Now', language: 'English', genre: 'News', city: 'Mumbai', weight: 0.35 },
  { name: 'Republic TV', language: 'English', genre: 'News', city: 'Mumbai', weight: 0.35 },
  { name: 'CNBC-TV18', language: 'English', genre: 'Business News', city: 'Mumbai', weight: 0.35 },
  { name: 'CNBC Awaaz', language: 'Hindi', genre: 'Business News', city: 'Mumbai', weight: 0.3 },
  { name: 'ET Now', language: 'English', genre: 'Business News', city: 'Mumbai', weight: 0.3 },
  { name: 'Star Sports 1', language: 'English', genre: 'Sports', city: 'Mumbai', weight: 0.9 },
  { name: 'Star Sports 1 Hindi', language: 'Hindi', genre: 'Sports', city: 'Mumbai', weight: 0.9 },
  { name: 'Sony Sports Ten 1', language: 'English', genre: 'Sports', city: 'Mumbai', weight: 0.6 },
  { name: 'DD Sports', language: 'Hindi', genre: 'Sports', city: 'Delhi', weight: 0.3 },
  { name: 'DD National', language: 'Hindi', genre: 'General Entertainment', city: 'Delhi', weight: 0.35 },
  { name: 'Sun TV', language: 'Tamil', genre: 'General Entertainment', city: 'Chennai', weight: 0.8 },
  { name: 'Star Vijay', language: 'Tamil', genre: 'General Entertainment', city: 'Chennai', weight: 0.6 },
  { name: 'Zee Tamil', language: 'Tamil', genre: 'General Entertainment', city: 'Chennai', weight: 0.5 },
  { name: 'Star Maa', language: 'Telugu', genre: 'General Entertainment', city: 'Hyderabad', weight: 0.7 },
  { name: 'Gemini TV', language: 'Telugu', genre: 'General Entertainment', city: 'Hyderabad', weight: 0.55 },
  { name: 'ETV Telugu', language: 'Telugu', genre: 'General Entertainment', city: 'Hyderabad', weight: 0.5 },
  { name: 'Zee Telugu', language: 'Telugu', genre: 'General Entertainment', city: 'Hyderabad', weight: 0.5 },
  { name: 'Colors Kannada', language: 'Kannada', genre: 'General Entertainment', city: 'Bangalore', weight: 0.45 },
  { name: 'Zee Kannada', language: 'Kannada', genre: 'General Entertainment', city: 'Bangalore', weight: 0.45 },
  { name: 'Udaya TV', language: 'Kannada', genre: 'General Entertainment', city: 'Bangalore', weight: 0.35 },
  { name: 'Asianet', language: 'Malayalam', genre: 'General Entertainment', city: 'Kochi', weight: 0.5 },
  { name: 'Surya TV', language: 'Malayalam', genre: 'General Entertainment', city: 'Kochi', weight: 0.35 },
  { name: 'Mazhavil Manorama', language: 'Malayalam', genre: 'General Entertainment', city: 'Kochi', weight: 0.3 },
  { name: 'Star Jalsha', language: 'Bengali', genre: 'General Entertainment', city: 'Kolkata', weight: 0.5 },
  { name: 'Zee Bangla', language: 'Bengali', genre: 'General Entertainment', city: 'Kolkata', weight: 0.5 },
  { name: 'Colors Bangla', language: 'Bengali', genre: 'General Entertainment', city: 'Kolkata', weight: 0.3 },
  { name: 'Zee Marathi', language: 'Marathi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.45 },
  { name: 'Star Pravah', language: 'Marathi', genre: 'General Entertainment', city: 'Mumbai', weight: 0.45 },
  { name: 'Colors Gujarati', language: 'Gujarati', genre: 'General Entertainment', city: 'Ahmedabad', weight: 0.3 },
  { name: 'PTC Punjabi', language: 'Punjabi', genre: 'General Entertainment', city: 'Chandigarh', weight: 0.3 },
  { name: 'Tarang TV', language: 'Odia', genre: 'General Entertainment', city: 'Bhubaneswar', weight: 0.3 },
  { name: 'Discovery Channel', language: 'English', genre: 'Infotainment', city: 'Delhi', weight: 0.35 },
  { name: 'National Geographic', language: 'English', genre: 'Infotainment', city: 'Mumbai', weight: 0.35 },
  { name: 'Cartoon Network', language: 'Hindi', genre: 'Kids', city: 'Mumbai', weight: 0.3 },
  { name: 'Nick', language: 'Hindi', genre: 'Kids', city: 'Mumbai', weight: 0.3 },
];
