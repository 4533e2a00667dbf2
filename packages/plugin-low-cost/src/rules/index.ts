/**
 * The plugin's rules as pure TypeScript: the airline, its network, its fare bundles and prices, the
 * search form, the low-fare calendar, sorting and the payment surcharge. No React, no network calls.
 */
export { LOW_COST_AIRLINE, NETWORK_AIRPORTS, type NetworkAirport, type NetworkAirportCode } from './airline';
export {
  bundlePrice,
  FARE_BUNDLE_CODES,
  FARE_BUNDLES,
  LOW_COST_PASSENGER_TYPES,
  passengerPrice,
  type BundlePrice,
  type FareBundle,
  type FareBundleCode,
  type LowCostPassengerType,
  type PassengerCounts,
  type PassengerPrice,
} from './fares';
export {
  isServedRoute,
  NETWORK_ROUTES,
  networkRows,
  type NetworkRoute,
  type NetworkRouteRow,
} from './network';
export {
  airlinePassengers,
  lowCostSearchSchema,
  lowFareCalendar,
  offersOn,
  totalWithSurcharge,
  type CalendarDay,
  type LowCostSearch,
  type OfferSort,
  type PricedDeparture,
} from './search';
export {
  AIRLINE_HELP_DESK,
  airlinePolicies,
  bookingReferenceSchema,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUSES,
  supportRequestDraftSchema,
  type AirlinePolicy,
  type SupportCategory,
  type SupportRequestBody,
  type SupportRequestDraft,
  type SupportStatus,
} from './support';
