export { BookingView, type BookingFormResult, type BookingViewProps } from './BookingView/BookingView';
export { FareBreakdown, type FareBreakdownProps } from './FareBreakdown/FareBreakdown';
export { HomeView, type HomeBlockState, type HomeViewProps } from './HomeView/HomeView';
export { OfferCard, type OfferCardProps } from './OfferCard/OfferCard';
export { OfferResults, type OfferResultsProps } from './OfferResults/OfferResults';
export {
  OfferResultsEmpty,
  OfferResultsError,
  OfferResultsLoading,
  type OfferResultsEmptyProps,
  type OfferResultsErrorProps,
} from './OfferResults/OfferResultsStatus';
export { MultiCitySearchForm, type MultiCitySearchFormProps } from './SearchForm/MultiCitySearchForm';
export { OneWaySearchForm, type OneWaySearchFormProps } from './SearchForm/OneWaySearchForm';
export { RoundTripSearchForm, type RoundTripSearchFormProps } from './SearchForm/RoundTripSearchForm';
export {
  DEFAULT_SEARCH_COMMON_DRAFT,
  EMPTY_SEARCH_DRAFTS,
  type MultiCitySearchDraft,
  type OneWaySearchDraft,
  type RoundTripSearchDraft,
  type SearchCommonDraft,
  type SearchLegDraft,
} from './SearchForm/search-draft';
export type { SearchFormProps } from './SearchForm/SearchFormFrame';
export { BookOfferView, type BookOfferViewProps } from './BookOfferView/BookOfferView';
export { InvalidLinkView, type InvalidLinkViewProps } from './InvalidLinkView/InvalidLinkView';
export {
  OfferUnavailableView,
  type OfferUnavailableViewProps,
} from './OfferUnavailableView/OfferUnavailableView';
export { ResultsView, type ResultsViewProps } from './ResultsView/ResultsView';
export { SearchLayout, type SearchLayoutProps } from './SearchLayout/SearchLayout';
export {
  SeatSelectionStep,
  type SeatMapLoadState,
  type SeatSelectionStepProps,
} from './SeatSelectionStep/SeatSelectionStep';
