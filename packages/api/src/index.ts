/**
 * @comptoir/api: the only code that talks to the backend. See README.md.
 */
export { AuthProvider, useAuth } from './auth/AuthProvider';
export { authErrorMessage, type ComptoirAuthClient } from './auth/auth-client';
export { authKeys, fetchSession, sessionQuery } from './auth/session';
export { parseChosenOffer, serializeChosenOffer, type ChosenOffer } from './encoding/chosen-offer';
export { ApiError, type ApiErrorKind } from './http/api-error';
export { useSlowLoading, slowLoadingThresholdMs } from './query/use-slow-loading';
export { createQueryClient } from './query-client';
export {
  exchangeApi,
  exchangeKeys,
  exchangeQueries,
  useExchangeSearch,
  useModifyOffer,
} from './resources/exchange';
export {
  downloadPdf,
  pdfFileName,
  uploadsApi,
  useUploadFiles,
  type UploadProgressHandler,
} from './resources/files';
export {
  flightApi,
  flightKeys,
  flightQueries,
  useBookOffer,
  useRetrieveReservation,
  type FlightSearchRequest,
} from './resources/flight';
export { locationKeys, locationQueries, locationsApi, useRefreshLocationCache } from './resources/locations';
export {
  recordKeys,
  reservationKeys,
  reservationQueries,
  reservationsApi,
  ticketKeys,
  ticketQueries,
  ticketsApi,
  useCancelReservation,
  useCommitWorkbench,
  useFareRules,
  useIgnoreWorkbench,
  useInitiateWorkbench,
  useRepriceReservation,
  useTicketReservation,
  useVoidTicket,
  useWorkbenchEdit,
  type RecordKind,
  type WorkbenchTarget,
} from './resources/records';
export {
  balanceApi,
  balanceKeys,
  balanceQueries,
  markupApi,
  markupKeys,
  markupQueries,
  roleKeys,
  roleQueries,
  rolesApi,
  useCreateBalanceEntry,
  useCreateMarkup,
  useCreateRole,
  useDeleteMarkup,
  useUpdateMarkup,
  useUpdateRole,
} from './resources/settings';
export {
  organizationKeys,
  organizationQueries,
  useAddMember,
  useCreateOrganization,
  useUpdateOrganization,
  useUpdateUserRole,
  userKeys,
  userQueries,
  usersApi,
} from './resources/users';
export { authClient, configureApi } from './runtime';
export { errorMessage, GENERIC_ERROR_MESSAGE, GENERIC_SUCCESS_MESSAGE, MUTATION_TOAST_ID } from './toasts';
