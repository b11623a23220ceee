/**
 * Where the seed's cities and airports are (issue 38): the public, commonly cited coordinates
 * (WGS 84, 4 decimals ≈ 10 m) of each city's centre and of each airport of `AIRPORTS`. These
 * are the only real facts here: the places the seed gives its outdoor, cinema and airport
 * options are made up around them (proofs/places/seed-places.repository.ts). Data only.
 */

export type Coordinates = { lat: number; lng: number };

/** The centre of each city of `CITIES` (names-places.ts), by its name. */
export const CITY_CENTRES: Readonly<Record<string, Coordinates>> = {
  Mumbai: { lat: 19.076, lng: 72.8777 },
  Delhi: { lat: 28.6139, lng: 77.209 },
  Bangalore: { lat: 12.9716, lng: 77.5946 },
  Chennai: { lat: 13.0827, lng: 80.2707 },
  Hyderabad: { lat: 17.385, lng: 78.4867 },
  Kolkata: { lat: 22.5726, lng: 88.3639 },
  Pune: { lat: 18.5204, lng: 73.8567 },
  Ahmedabad: { lat: 23.0225, lng: 72.5714 },
  Kochi: { lat: 9.9312, lng: 76.2673 },
  Jaipur: { lat: 26.9124, lng: 75.7873 },
  Lucknow: { lat: 26.8467, lng: 80.9462 },
  Chandigarh: { lat: 30.7333, lng: 76.7794 },
  Indore: { lat: 22.7196, lng: 75.8577 },
  Bhopal: { lat: 23.2599, lng: 77.4126 },
  Nagpur: { lat: 21.1458, lng: 79.0882 },
  Surat: { lat: 21.1702, lng: 72.8311 },
  Coimbatore: { lat: 11.0168, lng: 76.9558 },
  Visakhapatnam: { lat: 17.6868, lng: 83.2185 },
  Patna: { lat: 25.5941, lng: 85.1376 },
  Bhubaneswar: { lat: 20.2961, lng: 85.8245 },
};

/** The airport of each city of `AIRPORTS` (its terminal area), by the city's name. */
export const AIRPORT_LOCATIONS: Readonly<Record<string, Coordinates>> = {
  // Indira Gandhi International (DEL)
  Delhi: { lat: 28.5562, lng: 77.1 },
  // Chhatrapati Shivaji Maharaj International (BOM)
  Mumbai: { lat: 19.0896, lng: 72.8656 },
  // Kempegowda International (BLR)
  Bangalore: { lat: 13.1986, lng: 77.7066 },
  // Rajiv Gandhi International (HYD)
  Hyderabad: { lat: 17.2403, lng: 78.4294 },
  // Chennai International (MAA)
  Chennai: { lat: 12.9941, lng: 80.1709 },
  // Netaji Subhas Chandra Bose International (CCU)
  Kolkata: { lat: 22.6547, lng: 88.4467 },
  // Sardar Vallabhbhai Patel International (AMD)
  Ahmedabad: { lat: 23.0772, lng: 72.6347 },
  // Pune International (PNQ)
  Pune: { lat: 18.5821, lng: 73.9197 },
  // Cochin International (COK)
  Kochi: { lat: 10.152, lng: 76.4019 },
  // Jaipur International (JAI)
  Jaipur: { lat: 26.8242, lng: 75.8122 },
  // Chaudhary Charan Singh International (LKO)
  Lucknow: { lat: 26.7606, lng: 80.8893 },
  // Chandigarh International (IXC)
  Chandigarh: { lat: 30.6735, lng: 76.7885 },
  // Jay Prakash Narayan (PAT)
  Patna: { lat: 25.5913, lng: 85.088 },
  // Biju Patnaik International (BBI)
  Bhubaneswar: { lat: 20.2444, lng: 85.8178 },
};
