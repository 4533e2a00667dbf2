/**
 * The closed vocabularies of SPEC §3 and §6, each declared once as an `as const` tuple (the type is read
 * from the tuple), with the label staff see and a zod schema.
 */
import { z } from './zod-mini';

/**
 * One `<option>` of a select: the stored value and what staff read.
 *
 * @example
 * const option: EnumOption<CabinClass> = { value: 'Business', label: 'Business' };
 */
export interface EnumOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/**
 * Turns a tuple of values and their labels into select options, in the tuple's order.
 *
 * @example
 * enumOptions(CABIN_CLASSES, CABIN_CLASS_LABELS)[0] // { value: 'Economy', label: 'Economy' }
 */
export function enumOptions<const Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): EnumOption<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

// ---------------------------------------------------------------------------------------------------------
// Payment methods

/**
 * Payment methods (SPEC §3), in the order the payment-type select shows them.
 *
 * @example
 * PAYMENT_METHODS.includes('local-bank-card') // true
 */
export const PAYMENT_METHODS = [
  'cash',
  'bank-transfer',
  'check',
  'local-bank-card',
  'international-bank-card',
] as const;

/**
 * A payment method; it decides the card surcharge (SPEC §9).
 *
 * @example
 * const method: PaymentMethod = 'international-bank-card';
 */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What staff read for each payment method.
 *
 * @example
 * PAYMENT_METHOD_LABELS['bank-transfer'] // 'Bank transfer'
 */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  check: 'Check',
  'local-bank-card': 'Local bank card',
  'international-bank-card': 'International bank card',
} as const satisfies Record<PaymentMethod, string>;

/**
 * Validates a payment method.
 *
 * @example
 * paymentMethodSchema.parse('cash') // 'cash'
 */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

// ---------------------------------------------------------------------------------------------------------
// Cabin classes

/**
 * Cabin classes (SPEC §3), from the cheapest.
 *
 * @example
 * CABIN_CLASSES[0] // 'Economy'
 */
export const CABIN_CLASSES = ['Economy', 'PremiumEconomy', 'Business', 'First', 'PremiumFirst'] as const;

/**
 * A cabin class as the backend spells it.
 *
 * @example
 * const cabin: CabinClass = 'PremiumEconomy';
 */
export type CabinClass = (typeof CABIN_CLASSES)[number];

/**
 * What staff read for each cabin class.
 *
 * @example
 * CABIN_CLASS_LABELS.PremiumEconomy // 'Premium Economy'
 */
export const CABIN_CLASS_LABELS = {
  Economy: 'Economy',
  PremiumEconomy: 'Premium Economy',
  Business: 'Business',
  First: 'First',
  PremiumFirst: 'Premium First',
} as const satisfies Record<CabinClass, string>;

/**
 * Validates a cabin class.
 *
 * @example
 * cabinClassSchema.parse('Business') // 'Business'
 */
export const cabinClassSchema = z.enum(CABIN_CLASSES);

// ---------------------------------------------------------------------------------------------------------
// Passenger type codes

/**
 * Passenger type codes (SPEC §3). CNN and CHD both mean a child: offers may carry either.
 *
 * @example
 * PASSENGER_TYPE_CODES.includes('UNN') // true
 */
export const PASSENGER_TYPE_CODES = ['ADT', 'INF', 'CNN', 'CHD', 'UNN'] as const;

/**
 * A passenger type code as it appears on offers and reservations.
 *
 * @example
 * const code: PassengerTypeCode = 'CHD';
 */
export type PassengerTypeCode = (typeof PASSENGER_TYPE_CODES)[number];

/**
 * What staff read for each passenger type code (SPEC §3, letter for letter).
 *
 * @example
 * PASSENGER_TYPE_LABELS.UNN // 'Unaccompanied Minor'
 */
export const PASSENGER_TYPE_LABELS = {
  ADT: 'Adult',
  INF: 'Infant',
  CNN: 'Child',
  CHD: 'Child',
  UNN: 'Unaccompanied Minor',
} as const satisfies Record<PassengerTypeCode, string>;

/**
 * Validates a passenger type code.
 *
 * @example
 * passengerTypeCodeSchema.parse('ADT') // 'ADT'
 */
export const passengerTypeCodeSchema = z.enum(PASSENGER_TYPE_CODES);

/**
 * The label of a passenger type code, or the code itself when the backend sends one we do not know.
 *
 * @example
 * passengerTypeLabel('CNN') // 'Child'
 * passengerTypeLabel('YTH') // 'YTH'
 */
export function passengerTypeLabel(code: string): string {
  return Object.hasOwn(PASSENGER_TYPE_LABELS, code) ? PASSENGER_TYPE_LABELS[code as PassengerTypeCode] : code;
}

// ---------------------------------------------------------------------------------------------------------
// Roles

/**
 * Application roles (SPEC §6). They are also the organization roles of better-auth.
 *
 * @example
 * APP_ROLES // ['admin', 'owner', 'member']
 */
export const APP_ROLES = ['admin', 'owner', 'member'] as const;

/**
 * An application role.
 *
 * @example
 * const role: AppRole = 'owner';
 */
export type AppRole = (typeof APP_ROLES)[number];

/**
 * What staff read for each application role.
 *
 * @example
 * APP_ROLE_LABELS.owner // 'Owner'
 */
export const APP_ROLE_LABELS = {
  admin: 'Admin',
  owner: 'Owner',
  member: 'Member',
} as const satisfies Record<AppRole, string>;

/**
 * Validates an application role.
 *
 * @example
 * appRoleSchema.parse('member') // 'member'
 */
export const appRoleSchema = z.enum(APP_ROLES);

/**
 * Platform roles of better-auth's admin plugin (SPEC §6): `admin`, or a plain `user`.
 *
 * @example
 * PLATFORM_ROLES // ['admin', 'user']
 */
export const PLATFORM_ROLES = ['admin', 'user'] as const;

/**
 * A platform role.
 *
 * @example
 * const role: PlatformRole = 'user';
 */
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/**
 * What staff read for each platform role.
 *
 * @example
 * PLATFORM_ROLE_LABELS.user // 'User'
 */
export const PLATFORM_ROLE_LABELS = {
  admin: 'Admin',
  user: 'User',
} as const satisfies Record<PlatformRole, string>;

// ---------------------------------------------------------------------------------------------------------
// Search vocabulary

/**
 * How a flight search treats its list of airlines (SPEC §3 `airlineType`).
 *
 * @example
 * AIRLINE_FILTER_TYPES // ['Prohibited', 'Permitted', 'Preferred']
 */
export const AIRLINE_FILTER_TYPES = ['Prohibited', 'Permitted', 'Preferred'] as const;

/**
 * An airline filter type.
 *
 * @example
 * const type: AirlineFilterType = 'Preferred';
 */
export type AirlineFilterType = (typeof AIRLINE_FILTER_TYPES)[number];

/**
 * What staff read for each airline filter type.
 *
 * @example
 * AIRLINE_FILTER_TYPE_LABELS.Prohibited // 'Prohibited'
 */
export const AIRLINE_FILTER_TYPE_LABELS = {
  Prohibited: 'Prohibited',
  Permitted: 'Permitted',
  Preferred: 'Preferred',
} as const satisfies Record<AirlineFilterType, string>;

/**
 * The kinds of trip, as the /book `type` search parameter spells them (SPEC §2).
 *
 * @example
 * TRIP_TYPES // ['oneway', 'roundtrip', 'multi-city']
 */
export const TRIP_TYPES = ['oneway', 'roundtrip', 'multi-city'] as const;

/**
 * A kind of trip.
 *
 * @example
 * const type: TripType = 'roundtrip';
 */
export type TripType = (typeof TRIP_TYPES)[number];

/**
 * What staff read for each kind of trip.
 *
 * @example
 * TRIP_TYPE_LABELS['multi-city'] // 'Multi-city'
 */
export const TRIP_TYPE_LABELS = {
  oneway: 'One-way',
  roundtrip: 'Round-trip',
  'multi-city': 'Multi-city',
} as const satisfies Record<TripType, string>;

/**
 * Content kinds of offers (SPEC §1): GDS or NDC.
 *
 * @example
 * CONTENT_KINDS // ['GDS', 'NDC']
 */
export const CONTENT_KINDS = ['GDS', 'NDC'] as const;

/**
 * A content kind.
 *
 * @example
 * const kind: ContentKind = 'NDC';
 */
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Kinds of location the location search returns (SPEC §3).
 *
 * @example
 * LOCATION_TYPES // ['airport', 'city']
 */
export const LOCATION_TYPES = ['airport', 'city'] as const;

/**
 * A kind of location.
 *
 * @example
 * const type: LocationType = 'city';
 */
export type LocationType = (typeof LOCATION_TYPES)[number];
