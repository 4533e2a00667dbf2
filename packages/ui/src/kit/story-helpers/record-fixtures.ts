/**
 * Story fixtures from the sandbox itself (`storyRecords` of `@comptoir/mock-backend`): its story scenario
 * runs through the real handlers with the sandbox clock at 2026-11-20T09:30Z — a GDS reservation booked,
 * edited through a workbench (OSI remarks, meals, a wheelchair request, bags), ticketed and one ticket
 * voided; an NDC reservation booked; another cancelled — so stories and the running sandbox cannot drift.
 * Each answer is decoded by flight-domain's schema as the app decodes it.
 */
import { reservationSchema } from '@comptoir/flight-domain';
import { storyRecords } from '@comptoir/mock-backend';

/**
 * The scenario's wire answers, run once for every story file that imports these fixtures (a top-level
 * await: the handlers answer asynchronously, and a story module is evaluated before its stories render).
 */
export const sandboxRecords = await storyRecords();

/** A booked GDS round trip (2 adults, 1 child) with OSI remarks, meals, a wheelchair request and bags. */
export const gdsReservation = reservationSchema.parse(sandboxRecords.gdsReservation);

/** The same reservation ticketed, with the child's ticket voided since. */
export const gdsReservationPartiallyTicketed = reservationSchema.parse(
  sandboxRecords.gdsReservationPartiallyTicketed,
);

/** A booked NDC one-way for one adult. */
export const ndcReservation = reservationSchema.parse(sandboxRecords.ndcReservation);

/** A cancelled NDC reservation. */
export const cancelledReservation = reservationSchema.parse(sandboxRecords.cancelledReservation);
