/**
 * @comptoir/api: the only code that talks to the backend. See README.md.
 *
 * One file per endpoint family in `src/endpoints/`: its table (one entry per call), its client
 * (`<family>Api`), its query options (`<family>Queries`) and its mutation hooks; keys in `src/keys.ts`.
 */
export { AuthProvider, useAuth } from './auth/AuthProvider';
export type { ComptoirAuthClient } from './auth/auth-client';
export {
  authMutationOptions,
  ERRORS_TOASTED_BY_AUTH_CLIENT,
  useAuthMutation,
  type AuthWrite,
} from './auth/auth-mutation';
export { authErrorMessage } from './auth/auth-fetch';
export {
  askGuardCalls,
  fetchActiveMemberRole,
  fetchSession,
  fetchUserOrganizations,
  sessionQuery,
  type GuardAnswers,
} from './auth/session';
export { downloadLedgerCsv } from './ledger-export';
export { downloadPdf, fetchPdf, pdfFileName } from './download-pdf';
export { parseChosenOffer, serializeChosenOffer, type ChosenOffer } from './encoding/chosen-offer';
export { balanceEntityApi } from './endpoints/balance-entity-call';
export { balancesApi, balancesQueries, useCreateBalanceEntry } from './endpoints/balances';
export { exchangeApi, exchangeEdit, exchangeQueries, useExchangeSearch } from './endpoints/exchange';
export { bookingQueries, useBookOffer } from './endpoints/booking-calls';
export { flightsApi } from './endpoints/flights';
export { flightsQueries } from './endpoints/search-calls';
export { prepareSearchDecoding } from './endpoints/search-decoding';
export { searchForResultPage, startSearchOnSubmit } from './endpoints/result-page-search';
export { findRecords } from './endpoints/record-search';
export { membersQuery, rolesListQuery } from './endpoints/member-list-calls';
export {
  organizationDetailsQuery,
  organizationsListQuery,
  usersListQuery,
} from './endpoints/organization-list-calls';
export { recordListsApi, reservationsListQuery, ticketsListQuery } from './endpoints/record-list-calls';
export { prepareRetrieval, useRetrieveReservation } from './endpoints/retrieve-reservation';
export { locationsApi, locationsQueries, useRefreshLocationCache } from './endpoints/locations';
export {
  markupsApi,
  markupsQueries,
  useCreateMarkup,
  useDeleteMarkup,
  useUpdateMarkup,
} from './endpoints/markups';
export { organizationsApi, organizationsQueries } from './endpoints/organizations';
export { reservationsApi, reservationsQueries } from './endpoints/reservations';
export { reservationDetailQuery, ticketDetailQuery } from './endpoints/record-detail-calls';
export {
  useCancelReservation,
  useFareRules,
  useRepriceReservation,
  useTicketReservation,
  useVoidTicket,
} from './endpoints/record-writes';
export { rolesApi, rolesQueries, useCreateRole, useUpdateRole } from './endpoints/roles';
export { ticketsApi, ticketsQueries } from './endpoints/tickets';
export { uploadsApi, type UploadProgressHandler } from './endpoints/uploads';
export { useAddMember } from './endpoints/use-add-member';
export {
  useCreateOrganization,
  useUpdateOrganization,
  useUpdateUserRole,
} from './endpoints/use-organization-writes';
export { useUploadFile } from './endpoints/use-upload-file';
export { usersApi, usersQueries } from './endpoints/users';
export { recordEdits, recordQueries } from './endpoints/record-edits';
export {
  isWorkbenchGone,
  useRecordWorkbench,
  type EditTarget,
  type RecordEdit,
  type RecordWorkbenchSession,
} from './endpoints/workbenches';
export { workbenchesApi } from './endpoints/workbench-calls';
export { ApiError, type ApiErrorKind } from './http/api-error';
export { clientFor } from './http/client';
export { createAppClient } from './http/app-client';
export {
  authKeys,
  balancesKeys,
  exchangeKeys,
  flightsKeys,
  locationsKeys,
  markupsKeys,
  organizationsKeys,
  queuesRootKey,
  recordKeys,
  reservationsKeys,
  rolesKeys,
  ticketsKeys,
  usersKeys,
  type FlightSearchRequest,
  type RecordKind,
  type WorkbenchTarget,
} from './keys';
export { useApiMutation } from './query/use-api-mutation';
export { NEVER_CACHED } from './query/never-cached';
export { useSingleFlight } from './query/use-single-flight';
export { useSlowLoading, slowLoadingThresholdMs } from './query/use-slow-loading';
export { createQueryClient } from './query-client';
export { appClient, authClient, configureApi } from './runtime';
// SPEC §4 and §8's generic messages, flight-domain's, which the interface also translates.
export { GENERIC_ERROR_MESSAGE, GENERIC_SUCCESS_MESSAGE } from '@comptoir/flight-domain';
export { isRefusal } from './http/api-error';
export { errorMessage, MUTATION_TOAST_ID } from './toasts';
