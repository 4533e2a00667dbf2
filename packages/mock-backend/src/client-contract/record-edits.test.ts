/**
 * api's typed edits (`recordEdits(kind)`): each one, handed the open workbench, sends its SPEC §7 call with
 * the path filled from the record and the workbench and the body written from the editor's data.
 */
import { type EditTarget, exchangeEdit, recordEdits, type RecordEdit, type RecordKind } from '@comptoir/api';
import { describe, expect, it } from 'vitest';
import { recordRequests, useMswServer } from './recording-backend';

useMswServer();

const target: EditTarget = { recordId: 'R1', locator: 'ABC123', workbenchID: 'WB1' };

interface EditRow {
  name: string;
  edit: RecordEdit;
  method: string;
  path: string;
  body?: unknown;
}

/** The edits both kinds share, under `/{kind}`. */
function sharedRows(kind: RecordKind): EditRow[] {
  const edit = recordEdits(kind);
  const base = `/${kind}`;
  return [
    {
      name: 'addPrimaryContact',
      edit: edit.addPrimaryContact({
        name: 'Amina Alaoui',
        email: 'amina@example.com',
        phone: '+212612345678',
      }),
      method: 'POST',
      path: `${base}/R1/primary-contact/WB1/add`,
      body: { name: 'Amina Alaoui', email: 'amina@example.com', phone: '+212612345678' },
    },
    {
      name: 'deletePrimaryContact',
      edit: edit.deletePrimaryContact('CT1'),
      method: 'DELETE',
      path: `${base}/R1/primary-contact/WB1/delete/CT1`,
    },
    {
      name: 'updateUpdatableItem',
      edit: edit.updateUpdatableItem('T1:lastName', 'ALAOUI'),
      method: 'PUT',
      path: `${base}/ABC123/updatable-items/WB1/update/T1%3AlastName`,
      body: { data: 'ALAOUI' },
    },
    {
      name: 'addOsi',
      edit: edit.addOsi(['VIP PASSENGER']),
      method: 'POST',
      path: `${base}/ABC123/osi/WB1/add`,
      body: { comments: ['VIP PASSENGER'] },
    },
    {
      name: 'deleteOsi',
      edit: edit.deleteOsi({ reservationCommentID: 'RC1', commentID: 'C1' }),
      method: 'DELETE',
      path: `${base}/ABC123/osi/WB1/RC1/delete/C1`,
    },
    {
      name: 'addMeal',
      edit: edit.addMeal({ offerId: 'O1', travelerId: 'T1', code: 'VGML' }),
      method: 'POST',
      path: `${base}/ABC123/meal/WB1/add`,
      body: { offerId: 'O1', travelerId: 'T1', code: 'VGML' },
    },
    {
      name: 'deleteMeal',
      edit: edit.deleteMeal('SSR1'),
      method: 'DELETE',
      path: `${base}/ABC123/meal/WB1/delete/SSR1`,
    },
    {
      name: 'confirmAncillaries',
      edit: edit.confirmAncillaries([{ offerId: 'A1', travelerId: 'T1', segmentId: 'S1' }]),
      method: 'POST',
      path: `${base}/ABC123/ancillaries/WB1/confirm`,
      body: { ancillaries: [{ offerId: 'A1', travelerId: 'T1', segmentId: 'S1' }] },
    },
    {
      name: 'addDisability',
      edit: edit.addDisability({ travelerId: 'T1', code: 'WCHR' }),
      method: 'POST',
      path: `${base}/disability/WB1/add`,
      body: { travelerId: 'T1', code: 'WCHR', locator: 'ABC123' },
    },
    {
      name: 'split',
      edit: edit.split(['T2'], 'RI-ABC123'),
      method: 'POST',
      path: `${base}/split/WB1`,
      body: { travelers: ['T2'], reservationIdentifier: 'RI-ABC123' },
    },
    {
      name: 'price',
      edit: edit.price(['T1', 'T2'], 'Air'),
      method: 'POST',
      path: `${base}/price/WB1`,
      body: { passengers: [{ travelerId: 'T1' }, { travelerId: 'T2' }], productType: 'Air' },
    },
  ];
}

const rows: EditRow[] = [
  ...sharedRows('reservations').map((row) => ({ ...row, name: `reservations ${row.name}` })),
  ...sharedRows('tickets').map((row) => ({ ...row, name: `tickets ${row.name}` })),
  {
    name: 'reservations confirmSeats',
    edit: recordEdits('reservations').confirmSeats([{ travelerId: 'T1', segmentId: 'S1', seatCode: '12A' }]),
    method: 'POST',
    path: '/reservations/seats-map/WB1/confirm',
    body: { data: [{ travelerId: 'T1', segmentId: 'S1', seatCode: '12A' }] },
  },
  {
    name: 'tickets exchange',
    edit: exchangeEdit({
      catalogOfferingsIdentifier: 'COS1',
      catalogOfferingIdentifier: 'CO1',
    }),
    method: 'POST',
    path: '/exchange/gds/ticket/ABC123/modify-offer/WB1',
  },
];

describe('recordEdits', () => {
  it.each(rows)('$name sends its call inside the workbench it is handed', async (row) => {
    // The backend answers 418 to everything: what is checked is the request that arrived.
    const received = recordRequests();
    await expect(row.edit(target)).rejects.toThrow('recorded');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: row.method, path: row.path });
    if (row.body !== undefined) expect(received[0]?.body).toEqual(row.body);
  });
});
