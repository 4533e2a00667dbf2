/**
 * Who the seeded history books for: French and Moroccan travellers' names, where each agency sells, and
 * the remarks agents send to carriers. Data only; `seed-history.ts` draws from it with its seeded random.
 */

export interface NamePool {
  /** Two-letter nationality, as on the passports. */
  nationality: 'MA' | 'FR';
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
  /** How mobile numbers of this country are written. */
  phonePrefix: string;
}

export const MOROCCAN_NAMES: NamePool = {
  nationality: 'MA',
  male: [
    'Mohamed',
    'Youssef',
    'Amine',
    'Hamza',
    'Omar',
    'Mehdi',
    'Rachid',
    'Karim',
    'Anas',
    'Ilyas',
    'Adam',
    'Othmane',
    'Said',
    'Driss',
    'Ayoub',
  ],
  female: [
    'Fatima',
    'Khadija',
    'Salma',
    'Imane',
    'Nadia',
    'Zineb',
    'Meryem',
    'Hajar',
    'Sara',
    'Aya',
    'Leila',
    'Ghita',
    'Houda',
    'Asmae',
    'Yasmine',
  ],
  last: [
    'Alaoui',
    'Bennani',
    'El Fassi',
    'Tazi',
    'Berrada',
    'Chraibi',
    'Idrissi',
    'Benjelloun',
    'El Amrani',
    'Ouazzani',
    'Lahlou',
    'Sqalli',
    'Benkirane',
    'Kettani',
    'Naciri',
    'Bouzidi',
    'Amrani',
    'Cherkaoui',
    'Zniber',
    'Tahiri',
  ],
  phonePrefix: '+212 6',
};

export const FRENCH_NAMES: NamePool = {
  nationality: 'FR',
  male: [
    'Louis',
    'Gabriel',
    'Arthur',
    'Jules',
    'Hugo',
    'Lucas',
    'Thomas',
    'Nicolas',
    'Antoine',
    'Pierre',
    'Julien',
    'Mathieu',
    'Paul',
    'Léo',
    'Raphaël',
  ],
  female: [
    'Camille',
    'Léa',
    'Manon',
    'Chloé',
    'Inès',
    'Claire',
    'Julie',
    'Sophie',
    'Élise',
    'Margaux',
    'Louise',
    'Emma',
    'Alice',
    'Anne',
    'Céline',
  ],
  last: [
    'Martin',
    'Bernard',
    'Dubois',
    'Thomas',
    'Robert',
    'Richard',
    'Petit',
    'Durand',
    'Leroy',
    'Moreau',
    'Simon',
    'Laurent',
    'Lefèvre',
    'Michel',
    'Garcia',
    'Fournier',
    'Girard',
    'Mercier',
    'Faure',
    'Rousseau',
  ],
  phonePrefix: '+33 6',
};

export interface AgencyMarket {
  /** Three letters in the seeded ids of this agency's records (`RES-CAS-001`). */
  code: string;
  /** The airports its travellers leave from. */
  homes: readonly string[];
  /** Where they fly to. */
  destinations: readonly string[];
  /** Share of Moroccan travellers (the rest are French). */
  moroccanShare: number;
}

/** Each seed organization's market, by organization id. */
export const AGENCY_MARKETS: Readonly<Record<string, AgencyMarket>> = {
  org_casablanca: {
    code: 'CAS',
    homes: ['CMN'],
    destinations: [
      'CDG',
      'ORY',
      'IST',
      'DXB',
      'JFK',
      'MAD',
      'LHR',
      'JED',
      'DSS',
      'BRU',
      'FRA',
      'YUL',
      'DOH',
      'LIS',
      'FCO',
      'ABJ',
      'CAI',
      'TUN',
    ],
    moroccanShare: 0.75,
  },
  org_marrakech: {
    code: 'RAK',
    homes: ['RAK'],
    destinations: ['CDG', 'ORY', 'LHR', 'BRU', 'MAD', 'FRA', 'GVA', 'AMS', 'IST', 'LIS', 'BCN', 'FCO', 'DXB'],
    moroccanShare: 0.6,
  },
  org_paris: {
    code: 'PAR',
    homes: ['CDG', 'ORY'],
    destinations: [
      'CMN',
      'RAK',
      'FEZ',
      'TNG',
      'AGA',
      'NDR',
      'OUD',
      'DXB',
      'JFK',
      'IST',
      'LIS',
      'DSS',
      'ABJ',
      'YUL',
    ],
    moroccanShare: 0.45,
  },
};

/** OSI remarks as agents type them (the backend upper-cases them). */
export const OSI_TEXTS = [
  'VIP CUSTOMER PLS ASSIST',
  'PAX TRAVELLING WITH INFANT',
  'CORPORATE TRAVELLER ACCOUNT 4471',
  'PAX REQUESTS WHEELCHAIR AT ARRIVAL',
  'FREQUENT FLYER GOLD',
  'FAMILY TRAVELLING TOGETHER PLS SEAT TOGETHER',
  'GROUP BOOKING PILGRIMAGE',
  'CONNECTING TO DOMESTIC FLIGHT',
] as const;
