/** A SPEC §7 call as the contract test checks it, and the rows every record kind shares. */
import { type reservationsApi, type ticketsApi, type WorkbenchTarget } from '@comptoir/api';

/** One SPEC §7 call: the line as the spec writes it, the call, and the request it must send. */
export interface Row {
  /** The SPEC §7 line: method and full path, parameters as {}. */
  line: string;
  call: () => Promise<unknown>;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const wb: WorkbenchTarget = { locator: 'ABC123', workbenchID: 'WB1' };

/** The rows every record kind shares (SPEC §7 "Tickets: the same set as reservations, except..."). */
export function sharedRows(
  base: '/reservations' | '/tickets',
  api: typeof reservationsApi | typeof ticketsApi,
): Row[] {
  return [
    {
      line: `GET ${base}`,
      call: () => api.list({ query: { page: 2, limit: 20, search: 'ALAOUI' } }),
      path: base,
      query: { page: '2', limit: '20', search: 'ALAOUI' },
    },
    { line: `GET ${base}/{}`, call: () => api.detail({ path: { id: 'R1' } }), path: `${base}/R1` },
    {
      line: `POST ${base}/{}/primary-contact/{}/add`,
      call: () =>
        api.addPrimaryContact({
          path: { id: 'R1', workbenchID: 'WB1' },
          body: { name: 'Amina Alaoui', email: 'amina@example.com', phone: '+212612345678' },
        }),
      path: `${base}/R1/primary-contact/WB1/add`,
      body: { name: 'Amina Alaoui', email: 'amina@example.com', phone: '+212612345678' },
    },
    {
      line: `DELETE ${base}/{}/primary-contact/{}/delete/{}`,
      call: () => api.deletePrimaryContact({ path: { id: 'R1', workbenchID: 'WB1', contactId: 'C1' } }),
      path: `${base}/R1/primary-contact/WB1/delete/C1`,
    },
    {
      line: `POST ${base}/{}/updatable-items/{}/list`,
      call: () => api.listUpdatableItems({ path: wb, body: { travelersIds: ['T1', 'T2'] } }),
      path: `${base}/ABC123/updatable-items/WB1/list`,
      body: { travelersIds: ['T1', 'T2'] },
    },
    {
      line: `PUT ${base}/{}/updatable-items/{}/update/{}`,
      call: () =>
        api.updateUpdatableItem({ path: { ...wb, itemId: 'I1' }, body: { data: { value: 'ALAOUI' } } }),
      path: `${base}/ABC123/updatable-items/WB1/update/I1`,
      body: { data: { value: 'ALAOUI' } },
    },
    {
      line: `POST ${base}/{}/osi/{}/add`,
      call: () => api.addOsi({ path: wb, body: { comments: ['VIP CLIENT'] } }),
      path: `${base}/ABC123/osi/WB1/add`,
      body: { comments: ['VIP CLIENT'] },
    },
    {
      line: `DELETE ${base}/{}/osi/{}/{}/delete/{}`,
      call: () => api.deleteOsi({ path: { ...wb, reservationCommentID: 'RC1', commentID: 'C1' } }),
      path: `${base}/ABC123/osi/WB1/RC1/delete/C1`,
    },
    {
      line: `POST ${base}/{}/meal/{}/add`,
      call: () => api.addMeal({ path: wb, body: { offerId: 'O1', travelerId: 'T1', code: 'VGML' } }),
      path: `${base}/ABC123/meal/WB1/add`,
      body: { offerId: 'O1', travelerId: 'T1', code: 'VGML' },
    },
    {
      line: `DELETE ${base}/{}/meal/{}/delete/{}`,
      call: () => api.deleteMeal({ path: { ...wb, specialServiceID: 'SS1' } }),
      path: `${base}/ABC123/meal/WB1/delete/SS1`,
    },
    {
      line: `POST ${base}/{}/ancillaries/{}/list`,
      call: () => api.listAncillaries({ path: wb }),
      path: `${base}/ABC123/ancillaries/WB1/list`,
    },
    {
      line: `POST ${base}/{}/ancillaries/{}/confirm`,
      call: () =>
        api.confirmAncillaries({ path: wb, body: { ancillaries: [{ offerId: 'A1', travelerId: 'T1' }] } }),
      path: `${base}/ABC123/ancillaries/WB1/confirm`,
      body: { ancillaries: [{ offerId: 'A1', travelerId: 'T1' }] },
    },
    { line: `GET ${base}/{}/pdf`, call: () => api.pdf({ path: { id: 'R1' } }), path: `${base}/R1/pdf` },
    {
      line: `POST ${base}/split/{}`,
      call: () =>
        api.split({
          path: { workbenchID: 'WB1' },
          body: { travelers: ['T2'], reservationIdentifier: 'RI1' },
        }),
      path: `${base}/split/WB1`,
      body: { travelers: ['T2'], reservationIdentifier: 'RI1' },
    },
    {
      line: `POST ${base}/price/{}`,
      call: () =>
        api.price({
          path: { workbenchID: 'WB1' },
          body: { passengers: [{ travelerId: 'T1' }], productType: 'Air' },
        }),
      path: `${base}/price/WB1`,
      body: { passengers: [{ travelerId: 'T1' }], productType: 'Air' },
    },
    {
      line: `GET ${base}/seats-map/{}/{}`,
      call: () => api.seatMap({ path: { reservationIdentifier: 'RI1', offerIdentifier: 'OI1' } }),
      path: `${base}/seats-map/RI1/OI1`,
    },
    {
      line: `POST ${base}/disability/{}/add`,
      call: () =>
        api.addDisability({
          path: { workbenchID: 'WB1' },
          body: { locator: 'ABC123', travelerId: 'T1', code: 'WCHR' },
        }),
      path: `${base}/disability/WB1/add`,
      body: { locator: 'ABC123', travelerId: 'T1', code: 'WCHR' },
    },
  ];
}
