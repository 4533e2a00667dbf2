export { AirportCombobox, type AirportComboboxProps } from './AirportCombobox/AirportCombobox';
export { AppShell, type AppShellProps } from './AppShell/AppShell';
export { OrganizationSwitcher, type OrganizationSwitcherProps } from './AppShell/OrganizationSwitcher';
export { NavigationCount, type NavigationCountProps } from './AppShell/NavigationCount';
export type {
  AppShellLinkComponent,
  AppShellLinkProps,
  AppShellOrganization,
  AppShellUser,
} from './AppShell/types';
export { removeAllToasts } from './AppToaster/AppToaster';
export { LazyAppToaster } from './AppToaster/lazy-app-toaster';
export { CommandBarLauncher, type CommandBarLauncherProps } from './CommandBar/CommandBarLauncher';
export type { RecordMatches } from './CommandBar/CommandBar';
export { ConfigurationErrorPage } from './ConfigurationErrorPage/ConfigurationErrorPage';
export { LazyConfigurationErrorPage } from './ConfigurationErrorPage/lazy-configuration-error-page';
export { confirmAction, type ConfirmActionOptions } from './ConfirmDialog/ConfirmDialog';
export { ErrorCallout, type ErrorCalloutProps } from './ErrorCallout/ErrorCallout';
export { DataTable, type DataTableProps } from './DataTable/DataTable';
export * as Table from './DataTable/Table';
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
  type UseDataTableOptions,
} from './DataTable/use-data-table';
export { DateDisplay, type DateDisplayProps } from './DateDisplay/DateDisplay';
export { Duration, type DurationProps } from './Duration/Duration';
export { closeDialog, openDialog, useDialogStore, type DialogOptions } from './GlobalDialog/dialog-store';
// The app mounts the global overlays through these, which load their code when first opened.
export { type GlobalDialogProps } from './GlobalDialog/GlobalDialog';
export { LazyGlobalDialog } from './GlobalDialog/lazy-global-dialog';
export {
  closeSidePanel,
  openSidePanel,
  useSidePanelStore,
  type SidePanelOptions,
  type SidePanelSide,
} from './GlobalSidePanel/side-panel-store';
export { type GlobalSidePanelProps } from './GlobalSidePanel/GlobalSidePanel';
export { LazyGlobalSidePanel } from './GlobalSidePanel/lazy-global-side-panel';
export { Money, type MoneyProps } from './Money/Money';
export { SelectField, type SelectFieldProps } from './FormFields/SelectField';
export { TextInputField, type TextInputFieldProps } from './FormFields/TextInputField';
export { useSubmission } from './use-submission';
export { saveTextFile } from './save-text-file';
export {
  LoadedContent,
  LoadingStatus,
  type LoadedContentProps,
  type LoadFailure,
  type LoadState,
} from './RecordSection/LoadedContent';
export {
  NavigationProgressBar,
  type NavigationProgressBarProps,
} from './NavigationProgressBar/NavigationProgressBar';
export {
  usePendingIndicator,
  type PendingIndicatorTimings,
} from './NavigationProgressBar/use-pending-indicator';
export { NotFoundPage } from './NotFoundPage/NotFoundPage';
export { OptionSelect, type OptionSelectProps } from './OptionSelect/OptionSelect';
export type { OverlayCustomSize } from './overlay-state/overlay-size';
export { FailurePanel, type FailurePanelProps } from './FailurePanel/FailurePanel';
export { LazyFailurePanel } from './FailurePanel/lazy-failure-panel';
export { ContentKindBadge, type ContentKindBadgeProps } from './StatusBadge/ContentKindBadge';
export { BADGE_TONE_COLORS, StatusBadge, type StatusBadgeProps } from './StatusBadge/StatusBadge';
export { TicketStatusBadge, type TicketStatusBadgeProps } from './TicketStatusBadge/TicketStatusBadge';
export { ThemeRoot } from './ThemeRoot/ThemeRoot';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { DateField } from './FormFields/DateField';
export { FormStack, type FormStackProps } from './FormFields/FormStack';
export { PassengerSelector, type PassengerSelectorProps } from './PassengerSelector/PassengerSelector';
export { AfterContent } from './first-load/after-content';
export { holdIdleWork, idleMomentHasCome, onIdleAfterContent, releaseIdleWork } from './first-load/idle-work';
