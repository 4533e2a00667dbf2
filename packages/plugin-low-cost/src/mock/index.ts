/**
 * The simulated Argana Air for the sandbox, stories and tests (never the app's build): its OTA XML API
 * as msw handlers, its timetable and seat maps, its bookings, and the log of every exchange for XML
 * support.
 */
export { LOW_COST_OTA_PATH, lowCostAirlineHandlers } from './handlers';
export {
  bookingsOf,
  ensureSeededBookings,
  findBooking,
  resetBookings,
  type LowCostBooking,
} from './bookings';
export { queuedHolds } from './holds';
export { exchangesOf, resetExchanges, type XmlExchange } from './message-log';
export { DESK_ANSWER_DELAY_MS, lowCostSupportHandlers, resetSupportRequests } from './support';
export { flightsOn, priceFlight, windowDays, type ScheduledFlight } from './schedule';
