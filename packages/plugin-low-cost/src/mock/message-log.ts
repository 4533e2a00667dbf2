/**
 * Every XML message exchanged with the airline, as the agency's backend keeps it for XML support: the
 * request and the answer, when, how long, and whether the airline accepted it. In memory, per
 * organization, newest first; emptied with the sandbox's other data on reset.
 */

/** One exchange with the airline. */
export interface XmlExchange {
  id: string;
  organizationId: string | null;
  /** The OTA request's root element, e.g. OTA_AirLowFareSearchRQ. */
  message: string;
  echoToken: string;
  /** The booking the exchange made or is about; null for searches and seat maps. */
  bookingReference: string | null;
  requestedAt: string;
  durationMs: number;
  status: 'success' | 'error';
  request: string;
  response: string;
}

let exchanges: XmlExchange[] = [];
let nextNumber = 1;

/** Keeps an exchange; returns it with its id. */
export function logExchange(exchange: Omit<XmlExchange, 'id'>): XmlExchange {
  const logged = { id: `xml_${String(nextNumber++).padStart(6, '0')}`, ...exchange };
  exchanges = [logged, ...exchanges];
  return logged;
}

/** The organization's exchanges, newest first. */
export function exchangesOf(organizationId: string | null): XmlExchange[] {
  return exchanges.filter((exchange) => exchange.organizationId === organizationId);
}

/** Every organization's exchanges, newest first (the backend's whole log). */
export function allExchanges(): readonly XmlExchange[] {
  return exchanges;
}

/** Forgets every exchange (tests, sandbox reset). */
export function resetExchanges(): void {
  exchanges = [];
  nextNumber = 1;
}
