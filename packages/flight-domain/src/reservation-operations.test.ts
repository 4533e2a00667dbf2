import { describe, expect, it } from 'vitest';
import {
  RESERVATION_OPERATION_FIELDS,
  ancillariesConfirmBodySchema,
  mealAddBodySchema,
  mealDeletePathSchema,
  osiAddBodySchema,
  osiDeletePathSchema,
  priceReservationBodySchema,
  retrieveReservationBodySchema,
  seatMapPathSchema,
  seatsConfirmBodySchema,
  splitReservationBodySchema,
  updatableItemPathSchema,
  updatableItemUpdateBodySchema,
  updatableItemsListBodySchema,
  workbenchInitiateQuerySchema,
  workbenchPathSchema,
} from './reservation-operations';

describe('reservation and ticket operation fields', () => {
  it('covers every field of SPEC §3', () => {
    expect(Object.keys(RESERVATION_OPERATION_FIELDS)).toEqual([
      'locator',
      'workbenchID',
      'travelersIds',
      'itemId',
      'comments',
      'commentID',
      'reservationCommentID',
      'offerId',
      'travelerId',
      'code',
      'specialServiceID',
      'ancillaries',
      'travelers',
      'reservationIdentifier',
      'passengers',
      'productType',
      'offerIdentifier',
    ]);
  });

  it('refuses empty identifiers and empty lists', () => {
    expect(RESERVATION_OPERATION_FIELDS.locator.safeParse(' ').success).toBe(false);
    expect(RESERVATION_OPERATION_FIELDS.travelersIds.safeParse([]).success).toBe(false);
    expect(RESERVATION_OPERATION_FIELDS.comments.safeParse(['']).success).toBe(false);
  });
});

describe('operation payloads of SPEC §7', () => {
  const valid: [string, { safeParse: (value: unknown) => { success: boolean } }, unknown][] = [
    ['retrieve', retrieveReservationBodySchema, { locator: 'ABC123' }],
    ['workbench initiate, new', workbenchInitiateQuerySchema, {}],
    ['workbench initiate, for a locator', workbenchInitiateQuerySchema, { locator: 'ABC123' }],
    ['updatable items list', updatableItemsListBodySchema, { travelersIds: ['t1', 't2'] }],
    ['updatable item update', updatableItemUpdateBodySchema, { data: { email: 'zoe@agency.ma' } }],
    ['osi add', osiAddBodySchema, { comments: ['VIP PASSENGER'] }],
    ['meal add', mealAddBodySchema, { offerId: 'o1', travelerId: 't1', code: 'VGML' }],
    [
      'ancillaries confirm',
      ancillariesConfirmBodySchema,
      { ancillaries: [{ offerId: 'a1', travelerId: 't1' }] },
    ],
    ['split', splitReservationBodySchema, { travelers: ['t2'], reservationIdentifier: 'r1' }],
    ['price', priceReservationBodySchema, { passengers: [{ travelerId: 't1' }], productType: 'Air' }],
    ['seats confirm', seatsConfirmBodySchema, { data: [{ travelerId: 't1', seat: '12A' }] }],
    ['seat map path', seatMapPathSchema, { reservationIdentifier: 'r1', offerIdentifier: 'o1' }],
    [
      'osi delete path',
      osiDeletePathSchema,
      { locator: 'L', workbenchID: 'w', reservationCommentID: 'rc', commentID: 'c' },
    ],
    ['meal delete path', mealDeletePathSchema, { locator: 'L', workbenchID: 'w', specialServiceID: 's' }],
    ['updatable item path', updatableItemPathSchema, { locator: 'L', workbenchID: 'w', itemId: 'i' }],
    ['workbench path', workbenchPathSchema, { locator: 'L', workbenchID: 'w' }],
  ];

  it.each(valid)('accepts a valid %s payload', (_name, schema, payload) => {
    expect(schema.safeParse(payload).success).toBe(true);
  });

  it.each(valid.filter(([name]) => !name.startsWith('workbench initiate')))(
    'refuses an empty %s payload',
    (_name, schema) => {
      expect(schema.safeParse({}).success).toBe(false);
    },
  );

  it('refuses data that is not JSON', () => {
    expect(updatableItemUpdateBodySchema.safeParse({ data: () => 1 }).success).toBe(false);
  });
});
