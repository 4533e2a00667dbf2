/**
 * The plugin's rules as pure TypeScript: the airline, its network, its fare bundles and prices, the
 * search form, the low-fare calendar, sorting and the payment surcharge, a hold's time left. No React, no
 * network calls.
 */
export { LOW_COST_AIRLINE } from './airline';
export { AGENCY_POINT_OF_SALE } from './point-of-sale';
export { airportLabel, NETWORK_AIRPORTS, type NetworkAirport, type NetworkAirportCode } from './airports';
export {
  bookingDraft,
  isInternational,
  readBookingDraft,
  type BookingDraft,
  type BookingFormErrors,
  type CheckedBooking,
  type TravellerDraft,
} from './booking-form';
export {
  CHECKED_BAG_PRICE,
  extrasPrice,
  MAX_EXTRA_BAGS,
  seatPrice,
  takesSeatAndBags,
  type PassengerExtras,
} from './extras';
export {
  BUNDLE_BOOKING_CLASSES,
  FARE_BUNDLE_CODES,
  LOW_COST_PASSENGER_TYPES,
  type FareBundleCode,
  type LowCostPassengerType,
  type PassengerCounts,
} from './fare-codes';
export {
  bundlePrice,
  FARE_BUNDLES,
  passengerPrice,
  type BundlePrice,
  type FareBundle,
  type PassengerPrice,
} from './fares';
export { HOLD_EXPIRING_SOON_MINUTES, holdTimeLeft, type HoldTimeLeft, type HoldTone } from './holds';
export { isServedRoute, NETWORK_ROUTES, type NetworkRoute } from './network';
export { destinationsFrom, networkRows, type NetworkRouteRow } from './network-airports';
export {
  chosenFlightSchema,
  LINK_FIELD_MESSAGES,
  lowCostBookingLinkSchema,
  lowCostResultsLinkSchema,
  lowCostSearchPrefillSchema,
  type ChosenFlight,
  type LowCostSearchPrefill,
} from './search-links';
export {
  lowCostBookingSearchSchema,
  lowCostResultsSearchSchema,
  lowCostSearchSchema,
  withinAirlineRules,
  AirlineRulesError,
  SEARCH_RULE_MESSAGES,
  type LowCostBookingSearch,
  type LowCostResultsSearch,
  type LowCostSearch,
} from './search';
export {
  airlinePassengers,
  readSearchDraft,
  resultsLeg,
  searchDraft,
  type LowCostSearchDraft,
  type LowCostSearchField,
} from './search-pages';
export {
  lowFareCalendar,
  offersOn,
  totalWithSurcharge,
  type CalendarDay,
  type OfferSort,
  type PricedDeparture,
} from './low-fare-offers';
export {
  AIRLINE_HELP_DESK,
  airlinePolicies,
  bookingReferenceSchema,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUSES,
  supportRequestDraftSchema,
  type AirlinePolicy,
  type PolicyWords,
  type SupportCategory,
  type SupportRequestBody,
  type SupportRequestDraft,
  type SupportStatus,
} from './support';
