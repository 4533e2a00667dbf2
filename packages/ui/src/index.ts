export { AirportCombobox, type AirportComboboxProps } from './AirportCombobox/AirportCombobox';
export {
  AncillariesEditor,
  type AncillariesEditorProps,
  type AncillaryChoice,
} from './AncillariesEditor/AncillariesEditor';
export { AppShell, type AppShellProps } from './AppShell/AppShell';
export type {
  AppShellLinkComponent,
  AppShellLinkProps,
  AppShellOrganization,
  AppShellUser,
} from './AppShell/types';
export { AppToaster, removeAllToasts } from './AppToaster/AppToaster';
export {
  ForgotPasswordView,
  type ForgotPasswordViewProps,
} from './auth/ForgotPasswordView/ForgotPasswordView';
export { LoginView, type LoginCredentials, type LoginViewProps } from './auth/LoginView/LoginView';
export {
  SetupTwoFactorView,
  type SetupTwoFactorViewProps,
  type TwoFactorSetup,
} from './auth/SetupTwoFactorView/SetupTwoFactorView';
export { VerifyView, type VerifyMethod, type VerifyViewProps } from './auth/VerifyView/VerifyView';
export { BookOfferView, type BookOfferViewProps } from './search/BookOfferView/BookOfferView';
export { BookingView, type BookingFormResult, type BookingViewProps } from './BookingView/BookingView';
export { ComingSoonPage, type ComingSoonPageProps } from './kit/ComingSoonPage/ComingSoonPage';
export { ConfigurationErrorPage } from './ConfigurationErrorPage/ConfigurationErrorPage';
export { confirmAction, type ConfirmActionOptions } from './ConfirmDialog/ConfirmDialog';
export { DataTable, type DataTableProps } from './DataTable/DataTable';
export { DataTableError, type DataTableErrorProps } from './DataTable/DataTableError';
export { DataTablePagination, type DataTablePaginationProps } from './DataTable/DataTablePagination';
export {
  DataTableLoading,
  DataTableSearch,
  DataTableToolbar,
  type DataTableSearchProps,
} from './DataTable/DataTableToolbar';
export {
  PagedDataTable,
  type PagedDataTableProps,
  type PagedListState,
  type PagedListViewProps,
} from './DataTable/PagedDataTable';
export {
  createDataTableColumnHelper,
  useDataTable,
  type DataTableColumns,
  type DataTableInstance,
  type DataTablePaging,
  type DataTableSorting,
  type UseDataTableOptions,
} from './DataTable/use-data-table';
export { DateDisplay, type DateDisplayProps } from './DateDisplay/DateDisplay';
export {
  DisabilityEditor,
  type DisabilityEditorProps,
  type DisabilityRequest,
} from './DisabilityEditor/DisabilityEditor';
export { Duration, type DurationProps } from './Duration/Duration';
export { FareBreakdown, type FareBreakdownProps } from './FareBreakdown/FareBreakdown';
export { closeDialog, openDialog, useDialogStore, type DialogOptions } from './GlobalDialog/dialog-store';
export { GlobalDialog, type GlobalDialogProps } from './GlobalDialog/GlobalDialog';
export {
  closeSidePanel,
  openSidePanel,
  useSidePanelStore,
  type SidePanelOptions,
  type SidePanelSide,
} from './GlobalSidePanel/side-panel-store';
export { GlobalSidePanel, type GlobalSidePanelProps } from './GlobalSidePanel/GlobalSidePanel';
export { HomeView, type HomeBlockState, type HomeViewProps } from './HomeView/HomeView';
export { InvalidLinkView, type InvalidLinkViewProps } from './search/InvalidLinkView/InvalidLinkView';
export { MealsEditor, type MealOfferChoice, type MealsEditorProps } from './MealsEditor/MealsEditor';
export { Money, type MoneyProps } from './Money/Money';
export {
  NavigationProgressBar,
  type NavigationProgressBarProps,
} from './NavigationProgressBar/NavigationProgressBar';
export {
  usePendingIndicator,
  type PendingIndicatorTimings,
} from './NavigationProgressBar/use-pending-indicator';
export { NotFoundPage } from './NotFoundPage/NotFoundPage';
export { OfferCard, type OfferCardProps } from './OfferCard/OfferCard';
export { OfferResults, type OfferResultsProps } from './OfferResults/OfferResults';
export {
  OfferResultsEmpty,
  OfferResultsError,
  OfferResultsLoading,
  type OfferResultsEmptyProps,
  type OfferResultsErrorProps,
} from './OfferResults/OfferResultsStatus';
export {
  OfferUnavailableView,
  type OfferUnavailableViewProps,
} from './search/OfferUnavailableView/OfferUnavailableView';
export { OsiRemarksEditor, type OsiRemarksEditorProps } from './OsiRemarksEditor/OsiRemarksEditor';
export type { OverlayCustomSize } from './overlay-state/overlay-size';
export { PassengerSelector, type PassengerSelectorProps } from './PassengerSelector/PassengerSelector';
export {
  PrimaryContactEditor,
  type PrimaryContactEditorProps,
} from './PrimaryContactEditor/PrimaryContactEditor';
export {
  ReservationDetailView,
  type ReservationDetailViewProps,
} from './ReservationDetailView/ReservationDetailView';
export {
  ReservationSummaryView,
  type ReservationSummaryViewProps,
} from './records/ReservationSummaryView/ReservationSummaryView';
export {
  ReservationsListView,
  type ReservationsListViewProps,
} from './ReservationsListView/ReservationsListView';
export { ResultsView, type ResultsViewProps } from './search/ResultsView/ResultsView';
export { RouteErrorFallback } from './RouteErrorFallback/RouteErrorFallback';
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
export {
  SeatMap,
  type SeatAssignmentValue,
  type SeatMapPassenger,
  type SeatMapProps,
} from './SeatMap/SeatMap';
export { SearchLayout, type SearchLayoutProps } from './search/SearchLayout/SearchLayout';
export {
  SeatSelectionStep,
  type SeatMapLoadState,
  type SeatSelectionStepProps,
} from './search/SeatSelectionStep/SeatSelectionStep';
export { SeatsEditor, type SeatChoice, type SeatsEditorProps } from './SeatsEditor/SeatsEditor';
export { SplitEditor, type SplitEditorProps } from './SplitEditor/SplitEditor';
export { ContentKindBadge, type ContentKindBadgeProps } from './StatusBadge/ContentKindBadge';
export { BADGE_TONE_COLORS, StatusBadge, type StatusBadgeProps } from './StatusBadge/StatusBadge';
export { TicketDetailView, type TicketDetailViewProps } from './TicketDetailView/TicketDetailView';
export { TicketsListView, type TicketsListViewProps } from './TicketsListView/TicketsListView';
export {
  TicketExchange,
  type ExchangeEligibility,
  type TicketExchangeProps,
} from './TicketExchange/TicketExchange';
export { TicketStatusBadge, type TicketStatusBadgeProps } from './TicketStatusBadge/TicketStatusBadge';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export {
  UpdatableItemsEditor,
  type UpdatableItemsEditorProps,
} from './UpdatableItemsEditor/UpdatableItemsEditor';
export { confirmLeaveWorkbench, useLeaveWarning } from './Workbench/leave-warning';
export { useWorkbenchSession, type PendingChange } from './Workbench/use-workbench-session';
export { Workbench, type WorkbenchProps } from './Workbench/Workbench';
