/** The plugin's screens as views: data and callbacks in, no fetching (the app wires them). */
export { LowCostHomeView, type LowCostHomeViewProps } from './LowCostHomeView/LowCostHomeView';
export {
  LowCostResultsView,
  type LowCostResultOffer,
  type LowCostResultsViewProps,
} from './LowCostResultsView/LowCostResultsView';
export { loadLowCostFlights } from './LowCostResultsView/lazy-flights';
export { LowCostSearchForm, type LowCostSearchFormProps } from './LowCostSearchForm/LowCostSearchForm';
export type {
  BookingConfirmation,
  BookingFlight,
  LowCostBookingViewProps,
} from './LowCostBookingView/LowCostBookingView';
export {
  LowCostBookingStatus,
  type LowCostBookingStatusProps,
} from './LowCostBookingStatus/LowCostBookingStatus';
export { LowCostSupportView, type LowCostSupportViewProps } from './LowCostSupportView/LowCostSupportView';
export type { SupportRequestRow } from './LowCostSupportView/SupportRequestList';
export { policyWords } from './LowCostSupportView/policy-words';
export { lowCostLinkWords } from './link-words';
export {
  LowCostXmlSupportView,
  type LowCostXmlSupportViewProps,
  type XmlExchangeRowsPage,
} from './LowCostXmlSupportView/LowCostXmlSupportView';
export type { XmlExchangeMessage, XmlExchangeRow } from './LowCostXmlSupportView/XmlExchangePanel';
export type { XmlMessageFilterValues } from './LowCostXmlSupportView/XmlMessageFilters';
