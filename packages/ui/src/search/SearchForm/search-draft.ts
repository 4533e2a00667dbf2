/**
 * What the search forms hold while staff type (drafts, persisted by the app as they are), how a draft
 * becomes the input of flight-domain's search schemas, and the schemas' issues as messages per field.
 */
import {
  type AirlineFilterType,
  type CabinClass,
  DEFAULT_CABIN,
  DEFAULT_PASSENGER_COUNTS,
  DEFAULT_PAYMENT_TYPE,
  formatIsoDuration,
  MULTI_CITY,
  type PassengerCounts,
  type PaymentMethod,
} from '@comptoir/flight-domain';
import { updateAt } from '../draft-state/draft-state';
import { EMPTY_AIRPORT_FIELD, type LegDraft } from '../../kit/AirportCombobox/airport-field';
import { m } from '../../i18n/paraglide/messages.js';
import { searchMessageWords } from '../../i18n/search-messages';

/**
 * The fields every search form has, as typed: lists and amounts are kept as text so nothing typed is lost.
 *
 * @example
 * const common: SearchCommonDraft = { ...DEFAULT_SEARCH_COMMON_DRAFT, airlines: 'AT, AF' };
 */
export interface SearchCommonDraft {
  passengers: PassengerCounts;
  cabin: CabinClass;
  paymentType: PaymentMethod;
  isDirect: boolean;
  isRefundable: boolean;
  isNDC: boolean;
  /** Airline IATA codes separated by commas or spaces. */
  airlines: string;
  airlineType: AirlineFilterType;
  /** Booking class letters separated by commas or spaces. */
  permittedClasses: string;
  prohibitedClasses: string;
  /** Longest connection in whole hours, or '' for any. */
  maxConnectionHours: string;
  /** Agency fees in MAD as typed (`150` or `150,50`), or '' for none. */
  fees: string;
}

/**
 * One flight of a search: its airport fields (the text shown and the code chosen, '' until chosen) and
 * an ISO date (`YYYY-MM-DD`, '' until given).
 *
 * @example
 * const leg: SearchLegDraft = {
 *   from: { code: 'CMN', text: 'CMN – Mohammed V International' },
 *   to: { code: 'CDG', text: 'CDG – Paris Charles de Gaulle' },
 *   date: '2026-12-01',
 * };
 */
export type SearchLegDraft = LegDraft;

/** A one-way search form's values. */
export type OneWaySearchDraft = SearchCommonDraft & SearchLegDraft;
/** A round-trip search form's values. */
export type RoundTripSearchDraft = OneWaySearchDraft & { returnDate: string };
/** A multi-city search form's values: 2 to 5 legs. */
export type MultiCitySearchDraft = SearchCommonDraft & { destinations: SearchLegDraft[] };

/**
 * A new search's common fields: one adult, Economy, cash (SPEC §9), no advanced option.
 *
 * @example
 * const draft: OneWaySearchDraft = { ...DEFAULT_SEARCH_COMMON_DRAFT, ...EMPTY_SEARCH_LEG };
 */
const DEFAULT_SEARCH_COMMON_DRAFT: SearchCommonDraft = {
  passengers: DEFAULT_PASSENGER_COUNTS,
  cabin: DEFAULT_CABIN,
  paymentType: DEFAULT_PAYMENT_TYPE,
  isDirect: false,
  isRefundable: false,
  isNDC: false,
  airlines: '',
  airlineType: 'Permitted',
  permittedClasses: '',
  prohibitedClasses: '',
  maxConnectionHours: '',
  fees: '',
};

/** The fields of `SearchCommonDraft`, the part of the draft that every search form shares. */
export const SEARCH_COMMON_FIELDS = Object.keys(
  DEFAULT_SEARCH_COMMON_DRAFT,
) as readonly (keyof SearchCommonDraft)[];

/** A leg with nothing chosen yet. */
const EMPTY_SEARCH_LEG: SearchLegDraft = {
  from: EMPTY_AIRPORT_FIELD,
  to: EMPTY_AIRPORT_FIELD,
  date: '',
};

/**
 * A leg as the search schemas read it: the codes chosen, whatever the fields show.
 *
 * @example
 * legSearchInput(leg) // { from: 'CMN', to: 'CDG', date: '2026-12-01' }
 */
export function legSearchInput(leg: SearchLegDraft) {
  return { from: leg.from.code, to: leg.to.code, date: leg.date };
}

/**
 * The changes that merge `changes` into leg `index` of a multi-city draft, as the legs are when applied.
 *
 * @example
 * patch(legChanges(1, { date: '2026-12-05' }));
 */
export function legChanges(index: number, changes: Partial<SearchLegDraft>) {
  return (draft: MultiCitySearchDraft): Partial<MultiCitySearchDraft> => ({
    destinations: updateAt(draft.destinations, index, changes),
  });
}

/**
 * The changes that add a leg leaving from where the last one lands; none at 5 legs (SPEC §5).
 *
 * @example
 * patch(addLeg);
 */
export function addLeg(draft: MultiCitySearchDraft): Partial<MultiCitySearchDraft> {
  if (draft.destinations.length >= MULTI_CITY.maxDestinations) return {};
  const from = draft.destinations.at(-1)?.to ?? EMPTY_AIRPORT_FIELD;
  return { destinations: [...draft.destinations, { ...EMPTY_SEARCH_LEG, from }] };
}

/**
 * The changes that remove leg `index`; none at 2 legs (SPEC §5).
 *
 * @example
 * patch(removeLeg(0));
 */
export function removeLeg(index: number) {
  return (draft: MultiCitySearchDraft): Partial<MultiCitySearchDraft> =>
    draft.destinations.length <= MULTI_CITY.minDestinations
      ? {}
      : { destinations: draft.destinations.filter((_, at) => at !== index) };
}

/**
 * Empty drafts of the three forms; the multi-city one starts with the minimum of legs (2).
 *
 * @example
 * const [draft, setDraft] = useState(EMPTY_SEARCH_DRAFTS.roundtrip);
 */
export const EMPTY_SEARCH_DRAFTS = {
  oneway: { ...DEFAULT_SEARCH_COMMON_DRAFT, ...EMPTY_SEARCH_LEG } satisfies OneWaySearchDraft,
  roundtrip: {
    ...DEFAULT_SEARCH_COMMON_DRAFT,
    ...EMPTY_SEARCH_LEG,
    returnDate: '',
  } satisfies RoundTripSearchDraft,
  'multi-city': {
    ...DEFAULT_SEARCH_COMMON_DRAFT,
    destinations: Array.from({ length: MULTI_CITY.minDestinations }, () => EMPTY_SEARCH_LEG),
  } satisfies MultiCitySearchDraft,
} as const;

const codes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');

function feesAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * The common fields as the search schemas read them: counts flattened, empty options left out.
 *
 * @example
 * commonSearchInput({ ...DEFAULT_SEARCH_COMMON_DRAFT, airlines: 'at af', maxConnectionHours: '4' })
 * // { adt: 1, ..., airlines: ['AT', 'AF'], airlineType: 'Permitted', maxConnectionDuration: 'PT4H0M' }
 */
export function commonSearchInput(draft: SearchCommonDraft) {
  const airlines = codes(draft.airlines);
  const permittedClasses = codes(draft.permittedClasses);
  const prohibitedClasses = codes(draft.prohibitedClasses);
  const fees = feesAmount(draft.fees);
  return {
    ...draft.passengers,
    cabin: draft.cabin,
    paymentType: draft.paymentType,
    isNDC: draft.isNDC,
    ...(draft.isDirect ? { isDirect: true } : {}),
    ...(draft.isRefundable ? { isRefundable: true } : {}),
    ...(airlines.length > 0 ? { airlines, airlineType: draft.airlineType } : {}),
    ...(permittedClasses.length > 0 ? { permittedClasses } : {}),
    ...(prohibitedClasses.length > 0 ? { prohibitedClasses } : {}),
    ...(draft.maxConnectionHours === ''
      ? {}
      : { maxConnectionDuration: formatIsoDuration(Number(draft.maxConnectionHours) * 60) }),
    ...(fees === undefined ? {} : { fees }),
  };
}

/**
 * Field errors keyed by path (`from`, `adt`, `destinations.1.date`), first message of each.
 *
 * @example
 * const errors: FieldErrors = { from: 'Choose where the flight leaves from' };
 */
export type FieldErrors = Readonly<Record<string, string>>;

/** What `validateSearch` needs of a zod schema (ui does not depend on zod itself). */
export interface SearchSchema<Data> {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: Data }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Validates a form's input with its schema: the parsed search, or the messages per field.
 *
 * @example
 * validateSearch(oneWaySearchSchema, { ...commonSearchInput(draft), from, to, date })
 */
export function validateSearch<Data>(
  schema: SearchSchema<Data>,
  input: unknown,
): { success: true; data: Data } | { success: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    // Fees that are not an amount ≥ 0 get a message of their own (the schema's is zod's generic one).
    errors[key] ??= key === 'fees' ? m.search_error_fees() : searchMessageWords(issue.message);
  }
  return { success: false, errors };
}
