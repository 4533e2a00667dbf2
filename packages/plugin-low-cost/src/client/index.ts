/**
 * The plugin's side of Argana Air's XML API: OTA messages written and read (validated with zod at the
 * boundary), the airline's refusals and malformed answers as errors with a clear message.
 */
export {
  AirlineRefusal,
  LOW_FARE_SEARCH_RQ,
  LOW_FARE_SEARCH_RS,
  readLowFareSearchRQ,
  readLowFareSearchRS,
  writeLowFareSearchErrors,
  writeLowFareSearchRQ,
  writeLowFareSearchRS,
  type LowFareOffer,
  type LowFareSearchCriteria,
} from './low-fare-search';
export { LOW_COST_OTA_CALL, lowCostKeys, lowCostQueries, searchLowFares } from './low-cost-queries';
export { AirlineMessageError, OTA_NAMESPACE, type OtaHeader } from './ota-xml';
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
  useCloseSupportRequest,
  useOpenSupportRequest,
} from './support-queries';
