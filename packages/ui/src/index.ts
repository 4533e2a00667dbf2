export { AppShell, type AppShellProps } from './AppShell/AppShell';
export type {
  AppShellLinkComponent,
  AppShellLinkProps,
  AppShellOrganization,
  AppShellUser,
} from './AppShell/types';
export { AppToaster } from './AppToaster/AppToaster';
export { ConfigurationErrorPage } from './ConfigurationErrorPage/ConfigurationErrorPage';
export { DateDisplay, type DateDisplayProps } from './DateDisplay/DateDisplay';
export { Duration, type DurationProps } from './Duration/Duration';
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
export type { OverlayCustomSize } from './overlay-state/overlay-size';
export { RouteErrorFallback } from './RouteErrorFallback/RouteErrorFallback';
export { BADGE_TONE_COLORS, StatusBadge, type StatusBadgeProps } from './StatusBadge/StatusBadge';
export { TicketStatusBadge, type TicketStatusBadgeProps } from './TicketStatusBadge/TicketStatusBadge';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
