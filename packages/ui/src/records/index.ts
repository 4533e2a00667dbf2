export { AncillariesEditor, type AncillariesEditorProps } from './AncillariesEditor/AncillariesEditor';
export { DisabilityEditor, type DisabilityEditorProps } from './DisabilityEditor/DisabilityEditor';
export {
  LocatorRetrieveField,
  type LocatorRetrieveFieldProps,
} from './LocatorRetrieveField/LocatorRetrieveField';
export { MealsEditor, type MealOfferChoice, type MealsEditorProps } from './MealsEditor/MealsEditor';
export { OsiRemarksEditor, type OsiRemarksEditorProps } from './OsiRemarksEditor/OsiRemarksEditor';
export {
  PrimaryContactEditor,
  type PrimaryContactEditorProps,
} from './PrimaryContactEditor/PrimaryContactEditor';
export { openFareRulesPanel } from './RecordSections/open-fare-rules-panel';
export {
  ReservationDetailView,
  type ReservationDetailViewProps,
} from './ReservationDetailView/ReservationDetailView';
export {
  ReservationsListView,
  type ReservationsListViewProps,
} from './ReservationsListView/ReservationsListView';
export { SeatsEditor, type SeatsEditorProps } from './SeatsEditor/SeatsEditor';
export { openPdfPreviewPanel } from './PdfPreview/open-pdf-preview-panel';
export { PriceEditor, type PriceEditorProps, type PriceRequest } from './PriceEditor/PriceEditor';
export { SplitEditor, type SplitEditorProps } from './SplitEditor/SplitEditor';
export { TicketDetailView, type TicketDetailViewProps } from './TicketDetailView/TicketDetailView';
export { TicketsListView, type TicketsListViewProps } from './TicketsListView/TicketsListView';
export {
  TicketExchange,
  type ExchangeEligibility,
  type TicketExchangeProps,
} from './TicketExchange/TicketExchange';
export {
  UpdatableItemsEditor,
  type UpdatableItemsEditorProps,
} from './UpdatableItemsEditor/UpdatableItemsEditor';
export { confirmLeaveWorkbench } from './Workbench/leave-warning';
export { Workbench, type WorkbenchProps } from './Workbench/Workbench';
export { verdictInWords } from './RecordSections/action-refusal-words';
export { reservationRefusalWords } from './ReservationDetailView/reservation-refusal-words';
export { ticketRefusalWords } from './TicketDetailView/ticket-refusal-words';
