export type { BookingFormResult } from './BookingView/BookingView';
export { OfferResultsError, OfferResultsLoading } from './OfferResults/OfferResultsStatus';
export { MultiCitySearchForm, type MultiCitySearchFormProps } from './SearchForm/MultiCitySearchForm';
export { OneWaySearchForm, type OneWaySearchFormProps } from './SearchForm/OneWaySearchForm';
export { RoundTripSearchForm, type RoundTripSearchFormProps } from './SearchForm/RoundTripSearchForm';
export {
  EMPTY_SEARCH_DRAFTS,
  type MultiCitySearchDraft,
  type OneWaySearchDraft,
  type RoundTripSearchDraft,
  type SearchCommonDraft,
  type SearchLegDraft,
} from './SearchForm/search-draft';
export type { SearchFormProps } from './SearchForm/SearchFormFrame';
export { BookOfferView, type BookOfferViewProps } from './BookOfferView/BookOfferView';
export {
  InvalidLinkView,
  type InvalidLinkViewProps,
  type SearchLinkIssue,
} from './InvalidLinkView/InvalidLinkView';
export { LazyOfferUnavailableView } from './OfferUnavailableView/lazy-offer-unavailable-view';
export { ResultsView, type ResultsViewProps } from './ResultsView/ResultsView';
export { SearchLayout, type SearchLayoutProps } from './SearchLayout/SearchLayout';
export type { SeatMapLoadState } from './SeatSelectionStep/SeatSelectionStep';
