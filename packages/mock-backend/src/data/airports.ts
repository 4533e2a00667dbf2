/**
 * Real airports for the sandbox: every Moroccan airport with an IATA code and the main European,
 * Middle-Eastern, African, North-American and Asian hubs. Coordinates are rounded (good enough for
 * great-circle flight times); UTC offsets are standard (winter) time.
 */

interface Country {
  code: string;
  name: string;
  /** Standard UTC offset in minutes. */
  utcOffsetMinutes: number;
}

export interface Airport {
  iataCode: string;
  name: string;
  city: string;
  /** The IATA city code: shared by the airports of one metropolitan area (PAR = CDG, ORY, BVA). */
  cityCode: string;
  country: Country;
  latitude: number;
  longitude: number;
  /** 3 = major hub, 2 = large airport, 1 = regional airport. */
  size: 1 | 2 | 3;
}

const COUNTRIES: Record<string, [name: string, utcOffsetHours: number]> = {
  MA: ['Morocco', 1],
  FR: ['France', 1],
  GB: ['United Kingdom', 0],
  IE: ['Ireland', 0],
  NL: ['Netherlands', 1],
  BE: ['Belgium', 1],
  DE: ['Germany', 1],
  CH: ['Switzerland', 1],
  AT: ['Austria', 1],
  ES: ['Spain', 1],
  PT: ['Portugal', 0],
  IT: ['Italy', 1],
  DK: ['Denmark', 1],
  SE: ['Sweden', 1],
  NO: ['Norway', 1],
  FI: ['Finland', 2],
  PL: ['Poland', 1],
  CZ: ['Czechia', 1],
  HU: ['Hungary', 1],
  GR: ['Greece', 2],
  TR: ['Türkiye', 3],
  RO: ['Romania', 2],
  BG: ['Bulgaria', 2],
  HR: ['Croatia', 1],
  LU: ['Luxembourg', 1],
  IS: ['Iceland', 0],
  MT: ['Malta', 1],
  CY: ['Cyprus', 2],
  RS: ['Serbia', 1],
  AE: ['United Arab Emirates', 4],
  QA: ['Qatar', 3],
  SA: ['Saudi Arabia', 3],
  KW: ['Kuwait', 3],
  BH: ['Bahrain', 3],
  OM: ['Oman', 4],
  JO: ['Jordan', 3],
  LB: ['Lebanon', 2],
  IL: ['Israel', 2],
  EG: ['Egypt', 2],
  DZ: ['Algeria', 1],
  TN: ['Tunisia', 1],
  SN: ['Senegal', 0],
  CI: ["Côte d'Ivoire", 0],
  GH: ['Ghana', 0],
  NG: ['Nigeria', 1],
  ML: ['Mali', 0],
  MR: ['Mauritania', 0],
  BF: ['Burkina Faso', 0],
  NE: ['Niger', 1],
  GN: ['Guinea', 0],
  BJ: ['Benin', 1],
  TG: ['Togo', 0],
  CM: ['Cameroon', 1],
  GA: ['Gabon', 1],
  CD: ['DR Congo', 1],
  ET: ['Ethiopia', 3],
  KE: ['Kenya', 3],
  TZ: ['Tanzania', 3],
  ZA: ['South Africa', 2],
  AO: ['Angola', 1],
  RW: ['Rwanda', 2],
  UG: ['Uganda', 3],
  MU: ['Mauritius', 4],
  US: ['United States', -5],
  CA: ['Canada', -5],
  MX: ['Mexico', -6],
  IN: ['India', 5.5],
  TH: ['Thailand', 7],
  SG: ['Singapore', 8],
  HK: ['Hong Kong', 8],
  CN: ['China', 8],
  JP: ['Japan', 9],
  KR: ['South Korea', 9],
};

/** US and Canadian airports outside the Eastern time zone. */
const ZONE_OVERRIDES_HOURS: Record<string, number> = {
  ORD: -6,
  DFW: -6,
  IAH: -6,
  DEN: -7,
  PHX: -7,
  LAX: -8,
  SFO: -8,
  SEA: -8,
  LAS: -8,
  YVR: -8,
  CUN: -5,
};

type Row = [
  iata: string,
  name: string,
  city: string,
  country: string,
  lat: number,
  lon: number,
  size?: 1 | 3,
  cityCode?: string,
];

const ROWS: Row[] = [
  // Morocco: every airport with an IATA code.
  ['CMN', 'Mohammed V International', 'Casablanca', 'MA', 33.37, -7.59, 3, 'CAS'],
  ['RAK', 'Marrakech Menara', 'Marrakech', 'MA', 31.61, -8.04],
  ['AGA', 'Agadir Al Massira', 'Agadir', 'MA', 30.33, -9.41],
  ['FEZ', 'Fès–Saïss', 'Fez', 'MA', 33.93, -4.98],
  ['TNG', 'Tangier Ibn Battouta', 'Tangier', 'MA', 35.73, -5.92],
  ['RBA', 'Rabat–Salé', 'Rabat', 'MA', 34.05, -6.75],
  ['OUD', 'Oujda Angads', 'Oujda', 'MA', 34.79, -1.92, 1],
  ['NDR', 'Nador El Aroui', 'Nador', 'MA', 34.99, -3.03, 1],
  ['ESU', 'Essaouira Mogador', 'Essaouira', 'MA', 31.4, -9.68, 1],
  ['OZZ', 'Ouarzazate', 'Ouarzazate', 'MA', 30.94, -6.91, 1],
  ['ERH', 'Errachidia Moulay Ali Cherif', 'Errachidia', 'MA', 31.95, -4.4, 1],
  ['TTU', 'Tétouan Sania Ramel', 'Tétouan', 'MA', 35.59, -5.32, 1],
  ['AHU', 'Al Hoceima Cherif Al Idrissi', 'Al Hoceima', 'MA', 35.18, -3.84, 1],
  ['EUN', 'Laâyoune Hassan I', 'Laâyoune', 'MA', 27.15, -13.22, 1],
  ['VIL', 'Dakhla', 'Dakhla', 'MA', 23.72, -15.93, 1],
  ['GLN', 'Guelmim', 'Guelmim', 'MA', 29.03, -10.05, 1],
  ['TTA', 'Tan Tan Plage Blanche', 'Tan-Tan', 'MA', 28.45, -11.16, 1],
  ['BEM', 'Beni Mellal', 'Beni Mellal', 'MA', 32.4, -6.32, 1],
  ['OZG', 'Zagora', 'Zagora', 'MA', 30.32, -5.87, 1],
  ['UAR', 'Bouarfa', 'Bouarfa', 'MA', 32.51, -1.98, 1],
  ['SMW', 'Smara', 'Smara', 'MA', 26.73, -11.68, 1],
  // France
  ['CDG', 'Paris Charles de Gaulle', 'Paris', 'FR', 49.01, 2.55, 3, 'PAR'],
  ['ORY', 'Paris Orly', 'Paris', 'FR', 48.72, 2.38, undefined, 'PAR'],
  ['BVA', 'Paris Beauvais', 'Paris', 'FR', 49.45, 2.11, 1, 'PAR'],
  ['LYS', 'Lyon–Saint-Exupéry', 'Lyon', 'FR', 45.73, 5.08],
  ['MRS', 'Marseille Provence', 'Marseille', 'FR', 43.44, 5.22],
  ['NCE', "Nice Côte d'Azur", 'Nice', 'FR', 43.66, 7.22],
  ['TLS', 'Toulouse–Blagnac', 'Toulouse', 'FR', 43.63, 1.37],
  ['BOD', 'Bordeaux–Mérignac', 'Bordeaux', 'FR', 44.83, -0.72],
  ['NTE', 'Nantes Atlantique', 'Nantes', 'FR', 47.15, -1.61],
  ['LIL', 'Lille', 'Lille', 'FR', 50.56, 3.09, 1],
  ['MPL', 'Montpellier–Méditerranée', 'Montpellier', 'FR', 43.58, 3.96, 1],
  // United Kingdom and Ireland
  ['LHR', 'London Heathrow', 'London', 'GB', 51.47, -0.45, 3, 'LON'],
  ['LGW', 'London Gatwick', 'London', 'GB', 51.15, -0.19, undefined, 'LON'],
  ['STN', 'London Stansted', 'London', 'GB', 51.89, 0.24, undefined, 'LON'],
  ['LTN', 'London Luton', 'London', 'GB', 51.87, -0.37, 1, 'LON'],
  ['MAN', 'Manchester', 'Manchester', 'GB', 53.35, -2.27],
  ['EDI', 'Edinburgh', 'Edinburgh', 'GB', 55.95, -3.37],
  ['BHX', 'Birmingham', 'Birmingham', 'GB', 52.45, -1.75, 1],
  ['DUB', 'Dublin', 'Dublin', 'IE', 53.42, -6.27],
  // Benelux, Germany, Switzerland, Austria
  ['AMS', 'Amsterdam Schiphol', 'Amsterdam', 'NL', 52.31, 4.76, 3],
  ['EIN', 'Eindhoven', 'Eindhoven', 'NL', 51.45, 5.37, 1],
  ['RTM', 'Rotterdam The Hague', 'Rotterdam', 'NL', 51.96, 4.44, 1],
  ['BRU', 'Brussels', 'Brussels', 'BE', 50.9, 4.48, undefined, 'BRU'],
  ['CRL', 'Brussels South Charleroi', 'Brussels', 'BE', 50.46, 4.45, 1, 'BRU'],
  ['LUX', 'Luxembourg Findel', 'Luxembourg', 'LU', 49.63, 6.21, 1],
  ['FRA', 'Frankfurt am Main', 'Frankfurt', 'DE', 50.04, 8.56, 3],
  ['MUC', 'Munich', 'Munich', 'DE', 48.35, 11.79, 3],
  ['BER', 'Berlin Brandenburg', 'Berlin', 'DE', 52.37, 13.5],
  ['DUS', 'Düsseldorf', 'Düsseldorf', 'DE', 51.29, 6.77],
  ['HAM', 'Hamburg', 'Hamburg', 'DE', 53.63, 9.99],
  ['CGN', 'Cologne Bonn', 'Cologne', 'DE', 50.87, 7.14],
  ['STR', 'Stuttgart', 'Stuttgart', 'DE', 48.69, 9.22, 1],
  ['ZRH', 'Zurich', 'Zurich', 'CH', 47.46, 8.55, 3],
  ['GVA', 'Geneva', 'Geneva', 'CH', 46.24, 6.11],
  ['BSL', 'EuroAirport Basel Mulhouse Freiburg', 'Basel', 'CH', 47.59, 7.53, 1],
  ['VIE', 'Vienna International', 'Vienna', 'AT', 48.11, 16.57],
  // Spain and Portugal
  ['MAD', 'Adolfo Suárez Madrid–Barajas', 'Madrid', 'ES', 40.47, -3.56, 3],
  ['BCN', 'Josep Tarradellas Barcelona–El Prat', 'Barcelona', 'ES', 41.3, 2.08, 3],
  ['AGP', 'Málaga–Costa del Sol', 'Málaga', 'ES', 36.67, -4.5],
  ['SVQ', 'Seville', 'Seville', 'ES', 37.42, -5.89],
  ['VLC', 'Valencia', 'Valencia', 'ES', 39.49, -0.48],
  ['PMI', 'Palma de Mallorca', 'Palma', 'ES', 39.55, 2.74],
  ['ALC', 'Alicante–Elche', 'Alicante', 'ES', 38.28, -0.56],
  ['BIO', 'Bilbao', 'Bilbao', 'ES', 43.3, -2.91, 1],
  ['LPA', 'Gran Canaria', 'Las Palmas', 'ES', 27.93, -15.39],
  ['TFS', 'Tenerife South', 'Tenerife', 'ES', 28.04, -16.57],
  ['LIS', 'Lisbon Humberto Delgado', 'Lisbon', 'PT', 38.77, -9.13, 3],
  ['OPO', 'Porto Francisco Sá Carneiro', 'Porto', 'PT', 41.24, -8.68],
  ['FAO', 'Faro', 'Faro', 'PT', 37.01, -7.97, 1],
  // Italy, Malta
  ['FCO', 'Rome Fiumicino', 'Rome', 'IT', 41.8, 12.25, 3, 'ROM'],
  ['CIA', 'Rome Ciampino', 'Rome', 'IT', 41.8, 12.59, 1, 'ROM'],
  ['MXP', 'Milan Malpensa', 'Milan', 'IT', 45.63, 8.72, undefined, 'MIL'],
  ['LIN', 'Milan Linate', 'Milan', 'IT', 45.45, 9.28, undefined, 'MIL'],
  ['BGY', 'Milan Bergamo', 'Milan', 'IT', 45.67, 9.7, 1, 'MIL'],
  ['VCE', 'Venice Marco Polo', 'Venice', 'IT', 45.51, 12.35],
  ['NAP', 'Naples', 'Naples', 'IT', 40.89, 14.29],
  ['BLQ', 'Bologna Guglielmo Marconi', 'Bologna', 'IT', 44.54, 11.29, 1],
  ['MLA', 'Malta International', 'Valletta', 'MT', 35.86, 14.48],
  // Northern, Central and South-Eastern Europe
  ['CPH', 'Copenhagen Kastrup', 'Copenhagen', 'DK', 55.62, 12.65],
  ['ARN', 'Stockholm Arlanda', 'Stockholm', 'SE', 59.65, 17.93, undefined, 'STO'],
  ['OSL', 'Oslo Gardermoen', 'Oslo', 'NO', 60.19, 11.1],
  ['HEL', 'Helsinki-Vantaa', 'Helsinki', 'FI', 60.32, 24.96],
  ['KEF', 'Keflavík', 'Reykjavik', 'IS', 63.99, -22.62],
  ['WAW', 'Warsaw Chopin', 'Warsaw', 'PL', 52.17, 20.97],
  ['KRK', 'Kraków John Paul II', 'Kraków', 'PL', 50.08, 19.78, 1],
  ['PRG', 'Václav Havel Prague', 'Prague', 'CZ', 50.1, 14.26],
  ['BUD', 'Budapest Ferenc Liszt', 'Budapest', 'HU', 47.44, 19.26],
  ['ATH', 'Athens Eleftherios Venizelos', 'Athens', 'GR', 37.94, 23.94],
  ['IST', 'Istanbul', 'Istanbul', 'TR', 41.26, 28.74, 3, 'IST'],
  ['SAW', 'Istanbul Sabiha Gökçen', 'Istanbul', 'TR', 40.9, 29.31, undefined, 'IST'],
  ['AYT', 'Antalya', 'Antalya', 'TR', 36.9, 30.8],
  ['ESB', 'Ankara Esenboğa', 'Ankara', 'TR', 40.13, 32.99],
  ['OTP', 'Bucharest Henri Coandă', 'Bucharest', 'RO', 44.57, 26.08],
  ['SOF', 'Sofia', 'Sofia', 'BG', 42.7, 23.41, 1],
  ['ZAG', 'Zagreb Franjo Tuđman', 'Zagreb', 'HR', 45.74, 16.07, 1],
  ['BEG', 'Belgrade Nikola Tesla', 'Belgrade', 'RS', 44.82, 20.31, 1],
  ['LCA', 'Larnaca', 'Larnaca', 'CY', 34.88, 33.62, 1],
  // Middle East
  ['DXB', 'Dubai International', 'Dubai', 'AE', 25.25, 55.36, 3],
  ['AUH', 'Zayed International', 'Abu Dhabi', 'AE', 24.43, 54.65, 3],
  ['SHJ', 'Sharjah', 'Sharjah', 'AE', 25.33, 55.52],
  ['DOH', 'Hamad International', 'Doha', 'QA', 25.27, 51.61, 3],
  ['JED', 'King Abdulaziz International', 'Jeddah', 'SA', 21.68, 39.16, 3],
  ['RUH', 'King Khalid International', 'Riyadh', 'SA', 24.96, 46.7],
  ['MED', 'Prince Mohammad bin Abdulaziz', 'Medina', 'SA', 24.55, 39.7],
  ['DMM', 'King Fahd International', 'Dammam', 'SA', 26.47, 49.8, 1],
  ['KWI', 'Kuwait International', 'Kuwait City', 'KW', 29.24, 47.97],
  ['BAH', 'Bahrain International', 'Manama', 'BH', 26.27, 50.63],
  ['MCT', 'Muscat International', 'Muscat', 'OM', 23.59, 58.28],
  ['AMM', 'Queen Alia International', 'Amman', 'JO', 31.72, 35.99],
  ['BEY', 'Beirut–Rafic Hariri', 'Beirut', 'LB', 33.82, 35.49],
  ['TLV', 'Ben Gurion', 'Tel Aviv', 'IL', 32.01, 34.88],
  // Africa
  ['CAI', 'Cairo International', 'Cairo', 'EG', 30.12, 31.41, 3],
  ['HRG', 'Hurghada', 'Hurghada', 'EG', 27.18, 33.8],
  ['SSH', 'Sharm El Sheikh', 'Sharm El Sheikh', 'EG', 27.98, 34.39],
  ['ALG', 'Houari Boumediene', 'Algiers', 'DZ', 36.69, 3.22],
  ['ORN', 'Oran Ahmed Ben Bella', 'Oran', 'DZ', 35.62, -0.62, 1],
  ['TUN', 'Tunis–Carthage', 'Tunis', 'TN', 36.85, 10.23],
  ['DJE', 'Djerba–Zarzis', 'Djerba', 'TN', 33.87, 10.78, 1],
  ['DSS', 'Blaise Diagne', 'Dakar', 'SN', 14.67, -17.07],
  ['ABJ', 'Félix Houphouët-Boigny', 'Abidjan', 'CI', 5.26, -3.93],
  ['ACC', 'Kotoka International', 'Accra', 'GH', 5.61, -0.17],
  ['LOS', 'Murtala Muhammed', 'Lagos', 'NG', 6.58, 3.32],
  ['ABV', 'Nnamdi Azikiwe', 'Abuja', 'NG', 9.01, 7.26],
  ['BKO', 'Modibo Keïta', 'Bamako', 'ML', 12.53, -7.95],
  ['NKC', 'Nouakchott–Oumtounsy', 'Nouakchott', 'MR', 18.31, -15.97, 1],
  ['OUA', 'Ouagadougou', 'Ouagadougou', 'BF', 12.35, -1.51, 1],
  ['NIM', 'Diori Hamani', 'Niamey', 'NE', 13.48, 2.18, 1],
  ['CKY', 'Conakry International', 'Conakry', 'GN', 9.58, -13.61, 1],
  ['COO', 'Cadjehoun', 'Cotonou', 'BJ', 6.36, 2.38, 1],
  ['LFW', 'Lomé–Tokoin', 'Lomé', 'TG', 6.17, 1.25, 1],
  ['DLA', 'Douala International', 'Douala', 'CM', 4.01, 9.72],
  ['NSI', 'Yaoundé Nsimalen', 'Yaoundé', 'CM', 3.72, 11.55, 1],
  ['LBV', "Libreville Léon M'ba", 'Libreville', 'GA', 0.46, 9.41, 1],
  ['FIH', "N'djili International", 'Kinshasa', 'CD', -4.39, 15.44],
  ['ADD', 'Addis Ababa Bole', 'Addis Ababa', 'ET', 8.98, 38.8, 3],
  ['NBO', 'Jomo Kenyatta International', 'Nairobi', 'KE', -1.32, 36.93, 3],
  ['MBA', 'Moi International', 'Mombasa', 'KE', -4.03, 39.59, 1],
  ['DAR', 'Julius Nyerere International', 'Dar es Salaam', 'TZ', -6.88, 39.2],
  ['JNB', 'O. R. Tambo International', 'Johannesburg', 'ZA', -26.14, 28.25, 3],
  ['CPT', 'Cape Town International', 'Cape Town', 'ZA', -33.97, 18.6],
  ['DUR', 'King Shaka International', 'Durban', 'ZA', -29.61, 31.12, 1],
  ['LAD', 'Quatro de Fevereiro', 'Luanda', 'AO', -8.86, 13.23],
  ['KGL', 'Kigali International', 'Kigali', 'RW', -1.97, 30.14, 1],
  ['EBB', 'Entebbe International', 'Entebbe', 'UG', 0.04, 32.44, 1],
  ['MRU', 'Sir Seewoosagur Ramgoolam', 'Port Louis', 'MU', -20.43, 57.68],
  // North America
  ['JFK', 'John F. Kennedy International', 'New York', 'US', 40.64, -73.78, 3, 'NYC'],
  ['EWR', 'Newark Liberty International', 'New York', 'US', 40.69, -74.17, 3, 'NYC'],
  ['LGA', 'LaGuardia', 'New York', 'US', 40.78, -73.87, undefined, 'NYC'],
  ['BOS', 'Boston Logan International', 'Boston', 'US', 42.36, -71.01],
  ['IAD', 'Washington Dulles International', 'Washington', 'US', 38.95, -77.46, 3, 'WAS'],
  ['DCA', 'Ronald Reagan Washington National', 'Washington', 'US', 38.85, -77.04, undefined, 'WAS'],
  ['ORD', "Chicago O'Hare International", 'Chicago', 'US', 41.98, -87.9, 3, 'CHI'],
  ['ATL', 'Hartsfield–Jackson Atlanta International', 'Atlanta', 'US', 33.64, -84.43, 3],
  ['MIA', 'Miami International', 'Miami', 'US', 25.79, -80.29, 3],
  ['MCO', 'Orlando International', 'Orlando', 'US', 28.43, -81.31],
  ['DFW', 'Dallas Fort Worth International', 'Dallas', 'US', 32.9, -97.04, 3],
  ['IAH', 'George Bush Intercontinental', 'Houston', 'US', 29.98, -95.34],
  ['DEN', 'Denver International', 'Denver', 'US', 39.86, -104.67],
  ['PHX', 'Phoenix Sky Harbor International', 'Phoenix', 'US', 33.43, -112.01],
  ['LAS', 'Harry Reid International', 'Las Vegas', 'US', 36.08, -115.15],
  ['LAX', 'Los Angeles International', 'Los Angeles', 'US', 33.94, -118.41, 3],
  ['SFO', 'San Francisco International', 'San Francisco', 'US', 37.62, -122.38],
  ['SEA', 'Seattle–Tacoma International', 'Seattle', 'US', 47.45, -122.31],
  ['YUL', 'Montréal–Trudeau International', 'Montreal', 'CA', 45.47, -73.74, 3, 'YMQ'],
  ['YYZ', 'Toronto Pearson International', 'Toronto', 'CA', 43.68, -79.63, 3, 'YTO'],
  ['YOW', 'Ottawa Macdonald–Cartier International', 'Ottawa', 'CA', 45.32, -75.67, 1],
  ['YQB', 'Québec City Jean Lesage International', 'Quebec City', 'CA', 46.79, -71.39, 1],
  ['YVR', 'Vancouver International', 'Vancouver', 'CA', 49.19, -123.18],
  ['MEX', 'Mexico City International', 'Mexico City', 'MX', 19.44, -99.07],
  ['CUN', 'Cancún International', 'Cancún', 'MX', 21.04, -86.87],
  // Asia
  ['DEL', 'Indira Gandhi International', 'Delhi', 'IN', 28.56, 77.1],
  ['BOM', 'Chhatrapati Shivaji Maharaj International', 'Mumbai', 'IN', 19.09, 72.87],
  ['BKK', 'Suvarnabhumi', 'Bangkok', 'TH', 13.69, 100.75],
  ['SIN', 'Singapore Changi', 'Singapore', 'SG', 1.36, 103.99, 3],
  ['HKG', 'Hong Kong International', 'Hong Kong', 'HK', 22.31, 113.91],
  ['PEK', 'Beijing Capital International', 'Beijing', 'CN', 40.08, 116.58, undefined, 'BJS'],
  ['PVG', 'Shanghai Pudong International', 'Shanghai', 'CN', 31.14, 121.81, undefined, 'SHA'],
  ['NRT', 'Narita International', 'Tokyo', 'JP', 35.77, 140.39, undefined, 'TYO'],
  ['HND', 'Tokyo Haneda', 'Tokyo', 'JP', 35.55, 139.78, undefined, 'TYO'],
  ['ICN', 'Incheon International', 'Seoul', 'KR', 37.46, 126.44],
];

function countryOf(code: string, iata: string): Country {
  const entry = COUNTRIES[code];
  if (entry === undefined) throw new Error(`Unknown country ${code} for ${iata}`);
  const hours = ZONE_OVERRIDES_HOURS[iata] ?? entry[1];
  return { code, name: entry[0], utcOffsetMinutes: Math.round(hours * 60) };
}

/** Every airport of the sandbox, in a stable order. */
export const AIRPORTS: readonly Airport[] = ROWS.map(
  ([iataCode, name, city, country, latitude, longitude, size, cityCode]) => ({
    iataCode,
    name,
    city,
    cityCode: cityCode ?? iataCode,
    country: countryOf(country, iataCode),
    latitude,
    longitude,
    size: size ?? 2,
  }),
);

const BY_CODE = new Map(AIRPORTS.map((airport) => [airport.iataCode, airport]));

/** The airport with this IATA code, if the sandbox knows it. */
export function findAirport(code: string): Airport | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/**
 * The airports a search code stands for: an airport code, or a city code (PAR → CDG, ORY, BVA).
 * Regional airports of a multi-airport city are left out of city searches unless named.
 */
export function airportsFor(code: string): Airport[] {
  const upper = code.trim().toUpperCase();
  const airport = BY_CODE.get(upper);
  if (airport?.cityCode === upper) return [airport];
  const city = AIRPORTS.filter((candidate) => candidate.cityCode === upper && candidate.size > 1);
  if (city.length > 0) return city;
  return airport === undefined ? [] : [airport];
}

/** Great-circle distance in kilometres. */
export function distanceKm(from: Airport, to: Airport): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
