import { describe, expect, it } from 'vitest';
import {
  AIRLINE_FILTER_TYPES,
  AIRLINE_FILTER_TYPE_LABELS,
  APP_ROLES,
  APP_ROLE_LABELS,
  CABIN_CLASSES,
  CABIN_CLASS_LABELS,
  CONTENT_KINDS,
  LOCATION_TYPES,
  PASSENGER_TYPE_CODES,
  PASSENGER_TYPE_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PLATFORM_ROLES,
  PLATFORM_ROLE_LABELS,
  TRIP_TYPES,
  TRIP_TYPE_LABELS,
  appRoleSchema,
  cabinClassSchema,
  enumOptions,
  passengerTypeCodeSchema,
  passengerTypeLabel,
  paymentMethodSchema,
} from './enumerations';

/** A vocabulary against SPEC's spelling: `[value, label]` rows in order, read through `enumOptions`. */
function expectVocabulary<const Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
  spec: [Value, string][],
) {
  expect(enumOptions(values, labels)).toEqual(spec.map(([value, label]) => ({ value, label })));
  expect(Object.keys(labels)).toEqual(values);
}

describe('enumerations', () => {
  it('lists the payment methods with their labels', () => {
    expectVocabulary(PAYMENT_METHODS, PAYMENT_METHOD_LABELS, [
      ['cash', 'Cash'],
      ['bank-transfer', 'Bank transfer'],
      ['check', 'Check'],
      ['local-bank-card', 'Local bank card'],
      ['international-bank-card', 'International bank card'],
    ]);
  });

  it('lists the cabin classes with their labels', () => {
    expectVocabulary(CABIN_CLASSES, CABIN_CLASS_LABELS, [
      ['Economy', 'Economy'],
      ['PremiumEconomy', 'Premium Economy'],
      ['Business', 'Business'],
      ['First', 'First'],
      ['PremiumFirst', 'Premium First'],
    ]);
  });

  it('names the passenger type codes as SPEC §3 does', () => {
    expectVocabulary(PASSENGER_TYPE_CODES, PASSENGER_TYPE_LABELS, [
      ['ADT', 'Adult'],
      ['INF', 'Infant'],
      ['CNN', 'Child'],
      ['CHD', 'Child'],
      ['UNN', 'Unaccompanied Minor'],
    ]);
    expect(passengerTypeLabel('CHD')).toBe('Child');
    expect(passengerTypeLabel('YTH')).toBe('YTH');
    expect(passengerTypeLabel('constructor')).toBe('constructor');
  });

  it('lists roles, airline filter types, trip types, content kinds and location types', () => {
    expectVocabulary(APP_ROLES, APP_ROLE_LABELS, [
      ['admin', 'Admin'],
      ['owner', 'Owner'],
      ['member', 'Member'],
    ]);
    expectVocabulary(PLATFORM_ROLES, PLATFORM_ROLE_LABELS, [
      ['admin', 'Admin'],
      ['user', 'User'],
    ]);
    expect(AIRLINE_FILTER_TYPES).toEqual(['Prohibited', 'Permitted', 'Preferred']);
    expect(Object.keys(AIRLINE_FILTER_TYPE_LABELS)).toEqual([...AIRLINE_FILTER_TYPES]);
    expectVocabulary(TRIP_TYPES, TRIP_TYPE_LABELS, [
      ['oneway', 'One-way'],
      ['roundtrip', 'Round-trip'],
      ['multi-city', 'Multi-city'],
    ]);
    expect(CONTENT_KINDS).toEqual(['GDS', 'NDC']);
    expect(LOCATION_TYPES).toEqual(['airport', 'city']);
  });

  it('validates each vocabulary', () => {
    expect(paymentMethodSchema.safeParse('card').success).toBe(false);
    expect(cabinClassSchema.parse('PremiumFirst')).toBe('PremiumFirst');
    expect(cabinClassSchema.safeParse('economy').success).toBe(false);
    expect(passengerTypeCodeSchema.parse('UNN')).toBe('UNN');
    expect(appRoleSchema.safeParse('user').success).toBe(false);
  });
});
