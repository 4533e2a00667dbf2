/**
 * The sandbox database's tables: one record type per table (money in integer centimes), and the
 * database that holds them. `database.ts` holds the one instance and its operations.
 */
import {
  type Centimes,
  type contactSchema,
  type couponSchema,
  type legSchema,
  type markupSchema,
  type osiRemarkSchema,
  type PaymentMethod,
  type roleSchema,
  type seatAssignmentSchema,
  type specialServiceSchema,
  type travelerSchema,
} from '@comptoir/flight-domain';
import type { TicketIssueProblem } from '@comptoir/flight-domain/queues';
import type { z } from 'zod';
import type { FareRule, PriceLines, PricingLines } from './offer-fares';
import type { FlightSearch, GeneratedOffer } from './offers';

export interface UserRecord {
  id: string;
  name: string;
  email: string;
  role: string;
  twoFactorEnabled: boolean;
  banned: boolean;
  createdAt: string;
  /** The interface language the user chose in settings (`en`, `fr`); absent until chosen. */
  language?: string;
}
export interface OrganizationRecord {
  id: string;
  name: string;
  slug: string;
  city?: string;
  logo?: string;
  createdAt: string;
}
export interface MemberRecord {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: string;
}
export type MarkupRecord = z.input<typeof markupSchema>;
export type RoleRecord = z.input<typeof roleSchema>;

export interface LedgerEntry {
  id: string;
  organizationId: string;
  /** Credits and refunds positive, debits negative. */
  amount: Centimes;
  balanceAfter: Centimes;
  kind: 'credit' | 'debit' | 'refund';
  description: string;
  reference?: string;
  author?: string;
  paymentMethod?: PaymentMethod;
  /** The card surcharge paid on top of a top-up, never part of the balance. */
  surcharge?: Centimes;
  createdAt: string;
}

export type Traveler = z.input<typeof travelerSchema>;
type Contact = z.input<typeof contactSchema>;
type OsiRemark = z.input<typeof osiRemarkSchema>;
type SpecialService = z.input<typeof specialServiceSchema>;
export type SeatAssignment = z.input<typeof seatAssignmentSchema>;
export type Leg = z.input<typeof legSchema>;
type Coupon = z.input<typeof couponSchema>;

export interface AncillaryRecord {
  id: string;
  travelerId: string;
  segmentId?: string;
  type: string;
  description: string;
  price: Centimes;
  status: 'pending' | 'confirmed';
  /** Debited from the balance (at ticketing, or at once on a ticketed reservation). */
  paid: boolean;
}

export interface ReservationRecord {
  id: string;
  locator: string;
  organizationId: string;
  contentKind: 'GDS' | 'NDC';
  status: 'booked' | 'ticketed' | 'cancelled' | 'partially-ticketed';
  reservationIdentifier: string;
  offerIdentifier: string;
  offerId: string;
  productId: string;
  productType: string;
  changeable: boolean;
  refundable: boolean;
  validatingCarrier: string;
  ticketingDeadline: string;
  itinerary: Leg[];
  travelers: Traveler[];
  contacts: Contact[];
  osiRemarks: OsiRemark[];
  specialServices: SpecialService[];
  ancillaries: AncillaryRecord[];
  seats: SeatAssignment[];
  pricing: PricingLines;
  fareRules: FareRule[];
  ticketIds: string[];
  createdAt: string;
  /** The airline's change of the flights, until accepted: the itinerary it proposes, and when it came. */
  scheduleChange?: { detectedAt: string; itinerary: Leg[] };
  /** Why the airline cancelled it (its ticketing deadline passed untouched). */
  cancellation?: string;
}

export interface TicketRecord {
  id: string;
  number: string;
  status: string;
  reservationId: string;
  travelerId: string;
  issuedAt: string;
  /** The price of this traveler's fare. */
  price: PriceLines;
  coupons: Coupon[];
  /** Set when an exchange moved this ticket to other flights. */
  itinerary?: Leg[];
  voidableUntil: string;
  /** Set when the ticket was exchanged: the ticket that replaced it, and when. */
  exchangedFor?: { number: string; at: string };
  /** What the airline answered when the issue failed or is still pending (`TICKET_ISSUE_PROBLEMS`). */
  issueProblem?: TicketIssueProblem;
}

/** A work queue's hold on one of its items: who it is assigned to, and whether it was handled. */
interface QueueItemState {
  assigneeId: string | null;
  handled: boolean;
}

interface PendingEdit {
  description: string;
  apply: () => void;
}

export interface WorkbenchRecord {
  id: string;
  organizationId: string;
  locator?: string;
  expiresAt: string;
  state: 'open' | 'committed' | 'ignored' | 'expired';
  pending: PendingEdit[];
}

export interface ExchangeOfferRecord {
  ticketId: string;
  catalogOfferingsIdentifier: string;
  catalogOfferingIdentifier: string;
  description: string;
  /** The new flights. */
  itinerary: Leg[];
  departureAt: string;
  /** The new fare of the ticket's traveler. */
  price: PriceLines;
  /** The new fare's total less the ticket's. */
  priceDifference: Centimes;
  penalty: Centimes;
}

export interface OfferRegistration {
  offer: GeneratedOffer;
  search: FlightSearch;
  organizationId: string;
}

interface UploadRecord {
  id: string;
  filename: string;
  size: number;
  type: string;
  url: string;
  /** The file itself, served back at `url` by the sandbox. */
  bytes: ArrayBuffer;
}

export interface SandboxDatabase {
  users: UserRecord[];
  organizations: OrganizationRecord[];
  members: MemberRecord[];
  roles: RoleRecord[];
  markups: MarkupRecord[];
  ledger: LedgerEntry[];
  reservations: ReservationRecord[];
  tickets: TicketRecord[];
  workbenches: Map<string, WorkbenchRecord>;
  offers: Map<string, OfferRegistration>;
  exchangeOffers: Map<string, ExchangeOfferRecord>;
  uploads: UploadRecord[];
  counters: Record<string, number>;
  /** The work queues' items' states, by `queue/id`. */
  queueItems: Record<string, QueueItemState>;
  /** Up to when the airline has cancelled the bookings whose ticketing deadline passed. */
  airlineCheckedAt: number;
}
