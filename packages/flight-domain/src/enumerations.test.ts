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

describe('enumerations', () => {
  it('lists the payment methods with their labels', () => {
    expect(PAYMENT_METHODS).toEqual([
      'cash',
      'bank-transfer',
      'check',
      'local-bank-card',
      'international-bank-card',
    ]);
    expect(enumOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)).toEqual([
      { value: 'cash', label: 'Cash' },
      { value: 'bank-transfer', label: 'Bank transfer' },
      { value: 'check', label: 'Check' },
      { value: 'local-bank-card', label: 'Local bank card' },
      { value: 'international-bank-card', label: 'International bank card' },
    ]);
  });

  it('lists the cabin classes with their labels', () => {
    expect(CABIN_CLASSES).toEqual(['Economy', 'PremiumEconomy', 'Business', 'First', 'PremiumFirst']);
    expect(CABIN_CLASS_LABELS).toEqual({
      Economy: 'Economy',
      PremiumEconomy: 'Premium Economy',
      Business: 'Business',
      First: 'First',
      PremiumFirst: 'Premium First',
    });
  });

  it('names the passenger type codes as SPEC §3 does', () => {
    expect(PASSENGER_TYPE_CODES).toEqual(['ADT', 'INF', 'CNN', 'CHD', 'UNN']);
    expect(PASSENGER_TYPE_LABELS).toEqual({
      ADT: 'Adult',
      INF: 'Infant',
      CNN: 'Child',
      CHD: 'Child',
      UNN: 'Unaccompanied Minor',
    });
    expect(passengerTypeLabel('CHD')).toBe('Child');
    expect(passengerTypeLabel('YTH')).toBe('YTH');
    expect(passengerTypeLabel('constructor')).toBe('constructor');
  });

  it('lists roles, airline filter types, trip types, content kinds and location types', () => {
    expect(APP_ROLES).toEqual(['admin', 'owner', 'member']);
    expect(APP_ROLE_LABELS).toEqual({ admin: 'Admin', owner: 'Owner', member: 'Member' });
    expect(PLATFORM_ROLES).toEqual(['admin', 'user']);
    expect(PLATFORM_ROLE_LABELS).toEqual({ admin: 'Admin', user: 'User' });
    expect(AIRLINE_FILTER_TYPES).toEqual(['Prohibited', 'Permitted', 'Preferred']);
    expect(Object.keys(AIRLINE_FILTER_TYPE_LABELS)).toEqual([...AIRLINE_FILTER_TYPES]);
    expect(TRIP_TYPES).toEqual(['oneway', 'roundtrip', 'multi-city']);
    expect(TRIP_TYPE_LABELS).toEqual({
      oneway: 'One-way',
      roundtrip: 'Round-trip',
      'multi-city': 'Multi-city',
    });
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
