/**
 * The booking form as the agent fills it: the travellers (names; dates of birth for children and
 * infants; a passport on an international route), bags per traveller and flight, seats per flight, the
 * contact; checked into what the airline is sent, each wrong field with its message.
 */
import { z } from 'zod/mini';
import { NETWORK_AIRPORTS, type NetworkAirportCode } from './airports';
import { takesSeatAndBags } from './extras';
import { LOW_COST_PASSENGER_TYPES, type LowCostPassengerType, type PassengerCounts } from './fare-codes';

/** One traveller as typed. */
export interface TravellerDraft {
  type: LowCostPassengerType;
  givenName: string;
  surname: string;
  /** YYYY-MM-DD or ''. */
  birthDate: string;
  passportNumber: string;
  /** Two letters, e.g. MA. */
  passportCountry: string;
  /** YYYY-MM-DD or ''. */
  passportExpiry: string;
}

/** The whole form. */
export interface BookingDraft {
  travellers: TravellerDraft[];
  /** Bags bought, per flight then per traveller. */
  bags: number[][];
  /** Seats chosen, per flight: traveller position (as text) → seat code, as ui's SeatMap keeps them. */
  seats: Record<string, string>[];
  email: string;
  phone: string;
}

/**
 * An empty form for the party on `flights` flights: adults first, then children, then infants.
 *
 * @example
 * bookingDraft({ ADT: 1, CNN: 0, INF: 1 }, 1).travellers.map((traveller) => traveller.type) // ['ADT', 'INF']
 */
export function bookingDraft(party: PassengerCounts, flights: number): BookingDraft {
  const travellers = LOW_COST_PASSENGER_TYPES.flatMap((type) =>
    Array.from({ length: party[type] }, (): TravellerDraft => ({
      type,
      givenName: '',
      surname: '',
      birthDate: '',
      passportNumber: '',
      passportCountry: '',
      passportExpiry: '',
    })),
  );
  return {
    travellers,
    bags: Array.from({ length: flights }, () => travellers.map(() => 0)),
    seats: Array.from({ length: flights }, () => ({})),
    email: '',
    phone: '',
  };
}

/**
 * Whether a flight between two airports is international (a passport is then required).
 *
 * @example
 * isInternational('RAK', 'ORY') // true
 */
export function isInternational(from: string, to: string): boolean {
  const country = (code: string) =>
    code in NETWORK_AIRPORTS ? NETWORK_AIRPORTS[code as NetworkAirportCode].country : code;
  return country(from) !== country(to);
}

const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const travellerSchema = (passport: boolean) =>
  z
    .object({
      type: z.enum(LOW_COST_PASSENGER_TYPES),
      givenName: filled('Enter the given name'),
      surname: filled('Enter the surname'),
      birthDate: z.string(),
      passportNumber: passport ? filled('Enter the passport number') : z.string(),
      passportCountry: passport
        ? z.string().check(z.regex(/^[A-Z]{2}$/, 'Two capital letters, e.g. MA'))
        : z.string(),
      passportExpiry: passport ? z.iso.date('Enter the expiry date') : z.string(),
    })
    .check(
      z.refine((traveller) => traveller.type === 'ADT' || /^\d{4}-\d{2}-\d{2}$/.test(traveller.birthDate), {
        path: ['birthDate'],
        message: 'Enter the date of birth',
      }),
    );

/** A field of the form with a message: `travellers.0.surname`, `email`… */
export type BookingFormErrors = Partial<Record<string, string>>;

/** The checked form: travellers, extras and contact as the airline takes them. */
export interface CheckedBooking {
  travellers: {
    type: LowCostPassengerType;
    givenName: string;
    surname: string;
    birthDate?: string;
    passport?: { number: string; country: string; expiry: string };
  }[];
  extras: { traveller: number; flight: number; bags: number; seat: string | null }[];
  contact: { email: string; phone: string };
}

/**
 * Checks the form for flights between `route`s: what to send the airline, or each wrong field's
 * message (the typed values are left as they are).
 *
 * @example
 * readBookingDraft(bookingDraft({ ADT: 1, CNN: 0, INF: 0 }, 1), [{ from: 'RAK', to: 'ORY' }]).ok // false
 */
export function readBookingDraft(
  draft: BookingDraft,
  route: readonly { from: string; to: string }[],
): { ok: true; booking: CheckedBooking } | { ok: false; errors: BookingFormErrors } {
  const passport = route.some((flight) => isInternational(flight.from, flight.to));
  const schema = z.object({
    travellers: z.array(travellerSchema(passport)),
    email: z.email('Enter a valid email address.'),
    phone: z
      .string()
      .check(z.trim(), z.regex(/^\+?[\d ]{6,20}$/, 'Enter a phone number, e.g. +212 600 000 000')),
  });
  const parsed = schema.safeParse(draft);
  if (!parsed.success) {
    const errors: BookingFormErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { ok: false, errors };
  }
  return {
    ok: true,
    booking: {
      travellers: parsed.data.travellers.map((traveller) => ({
        type: traveller.type,
        givenName: traveller.givenName.trim(),
        surname: traveller.surname.trim(),
        ...(traveller.type === 'ADT' ? {} : { birthDate: traveller.birthDate }),
        ...(passport
          ? {
              passport: {
                number: traveller.passportNumber.trim(),
                country: traveller.passportCountry,
                expiry: traveller.passportExpiry,
              },
            }
          : {}),
      })),
      extras: draft.bags.flatMap((perTraveller, flight) =>
        perTraveller.flatMap((bags, traveller) => {
          const type = draft.travellers[traveller]?.type ?? 'INF';
          const seat = draft.seats[flight]?.[String(traveller)] ?? null;
          if (!takesSeatAndBags(type) || (bags === 0 && seat === null)) return [];
          return [{ traveller, flight, bags, seat }];
        }),
      ),
      contact: { email: parsed.data.email, phone: parsed.data.phone.trim() },
    },
  };
}
