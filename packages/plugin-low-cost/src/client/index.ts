/**
 * The plugin's side of Argana Air's XML API: OTA messages written and read (validated with zod at the
 * boundary), the airline's refusals and malformed answers as errors with a clear message.
 */
export { type LowFareOffer, type LowFareSearchCriteria } from './low-fare-search';
export {
  AIR_BOOK_RQ,
  AIR_BOOK_RS,
  type BookedExtras,
  type BookedFlight,
  type BookedTraveller,
  type LowCostBookRequest,
  type LowCostBookResult,
} from './air-book';
export { type LowCostSeatMap, type SeatMapCriteria } from './seat-map';
export {
  bookLowCostFlights,
  fetchSeatMap,
  LOW_COST_OTA_CALL,
  type ChosenOffer,
  lowCostKeys,
  lowCostQueries,
  lowFareCriteriaFor,
  searchLowFares,
} from './low-cost-queries';
export { AirlineMessageError, AirlineRefusal, OTA_NAMESPACE, type OtaHeader } from './ota-xml';
export { useBookLowCostFlights } from './use-book-low-cost';
export {
  lowCostSupportEndpoints,
  XML_EXCHANGE_PAGE,
  xmlExchangeQuerySchema,
  type SupportRequest,
  type XmlExchangeDetail,
  type XmlExchangePage,
  type XmlExchangeQuery,
  type XmlExchangeSummary,
} from './support-api';
export { lowCostSupportKeys } from './support-keys';
export {
  lowCostSupportApi,
  lowCostSupportQueries,
  useAssignHold,
  useCloseSupportRequest,
  useHandleHold,
  useOpenSupportRequest,
} from './support-queries';
