/** A passenger to seat. */
export interface SeatMapPassenger {
  id: string;
  name: string;
  /** ADT, CNN, INF… shown beside the name. */
  passengerType?: string;
}

/** Seat codes by passenger id: `{ pax1: '12A' }`. */
export type SeatAssignmentValue = Record<string, string>;
