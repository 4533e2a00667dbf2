/**
 * Every application call of SPEC §7, one row each, written from the spec: the function sends exactly
 * that request (method, path, query, body) with credentials, through MSW in node. The declared
 * endpoints must be exactly the rows: a missing or an extra endpoint fails.
 */
import type { BookingRequestInput } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoint-tables';
import { balancesApi } from '../endpoints/balances';
import { exchangeApi } from '../endpoints/exchange';
import { flightsApi } from '../endpoints/flights';
import { locationsApi } from '../endpoints/locations';
import { markupsApi } from '../endpoints/markups';
import { organizationsApi } from '../endpoints/organizations';
import { reservationsApi } from '../endpoints/reservations';
import { rolesApi } from '../endpoints/roles';
import { ticketsApi } from '../endpoints/tickets';
import { uploadsApi } from '../endpoints/uploads';
import { usersApi } from '../endpoints/users';
import { workbenchesApi } from '../endpoints/workbenches';
import type { ApiError } from '../http/api-error';
import { describeEndpoint, type Endpoint } from '../http/endpoint';
import type { WorkbenchTarget } from '../keys';
import { recordRequests, useMswServer } from './msw-node';

useMswServer();

interface Row {
  /** The SPEC §7 line: method and full path, parameters as {}. */
  line: string;
  call: () => Promise<unknown>;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const wb: WorkbenchTarget = { locator: 'ABC123', workbenchID: 'WB1' };
const oneWay = { adt: 1, cnn: 0, inf: 0, unn: 0, from: 'CMN', to: 'CDG', date: '2026-12-20' };
const searchDefaults = { cabin: 'Economy', paymentType: 'cash', isNDC: false };
const offer = { offerId: 'O1', productId: 'P1', identifier: 'S1' };
const booking: BookingRequestInput = {
  type: 'oneway',
  offer,
  paymentType: 'cash',
  travelers: [{ passengerType: 'ADT', firstName: 'Amina', lastName: 'Alaoui', birthDate: '1990-04-12' }],
  contact: { email: 'amina@example.com', phone: '+212612345678' },
};
const markup = {
  organizationId: 'org1',
  name: 'Default',
  kind: 'percentage',
  value: 3,
  contentKind: 'ALL',
} as const;
const role = { name: 'agent', permissions: { reservation: ['read'] } };

/** The rows every record kind shares (SPEC §7 "Tickets: the same set as reservations, except..."). */
function sharedRows(
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

const rows: Row[] = [
  // Users and organizations
  { line: 'GET /auth/me', call: () => usersApi.me(), path: '/auth/me' },
  {
    line: 'PUT /admin/update-user-role',
    call: () => usersApi.updateRole({ body: { userId: 'U1', role: 'admin' } }),
    path: '/admin/update-user-role',
    body: { userId: 'U1', role: 'admin' },
  },
  {
    line: 'GET /admin/users',
    call: () => usersApi.list({ query: { page: 1, limit: 10, search: 'amina' } }),
    path: '/admin/users',
    query: { page: '1', limit: '10', search: 'amina' },
  },
  {
    line: 'GET /admin/members/',
    call: () => usersApi.members({ query: { organizationId: 'org1' } }),
    path: '/admin/members/',
    query: { organizationId: 'org1' },
  },
  {
    line: 'GET /organization/active-organization',
    call: () => organizationsApi.active(),
    path: '/organization/active-organization',
  },
  {
    line: 'POST /organization/add-member',
    call: () =>
      organizationsApi.addMember({
        body: { email: 'zoe@agency.ma', role: 'member', organizationId: 'org1' },
      }),
    path: '/organization/add-member',
    body: { email: 'zoe@agency.ma', role: 'member', organizationId: 'org1' },
  },
  {
    line: 'GET /organization/markups',
    call: () => organizationsApi.markups({ query: { organizationId: 'org1' } }),
    path: '/organization/markups',
    query: { organizationId: 'org1' },
  },
  { line: 'GET /organization/list', call: () => organizationsApi.list(), path: '/organization/list' },
  {
    line: 'POST /organization/create',
    call: () => organizationsApi.create({ body: { name: 'Atlas Voyages', slug: 'atlas-voyages' } }),
    path: '/organization/create',
    body: { name: 'Atlas Voyages', slug: 'atlas-voyages' },
  },
  {
    line: 'GET /organization/{}/details',
    call: () => organizationsApi.detail({ path: { id: 'org1' } }),
    path: '/organization/org1/details',
  },
  {
    line: 'PUT /organization/{}/update',
    call: () => organizationsApi.update({ path: { id: 'org1' }, body: { city: 'Fès' } }),
    path: '/organization/org1/update',
    body: { city: 'Fès' },
  },
  // Roles
  { line: 'POST /roles', call: () => rolesApi.create({ body: role }), path: '/roles', body: role },
  { line: 'GET /roles', call: () => rolesApi.list(), path: '/roles' },
  { line: 'GET /roles/{}', call: () => rolesApi.detail({ path: { id: 'RO1' } }), path: '/roles/RO1' },
  {
    line: 'PUT /roles/{}',
    call: () => rolesApi.update({ path: { id: 'RO1' }, body: role }),
    path: '/roles/RO1',
    body: role,
  },
  // Markup
  {
    line: 'POST /markup',
    call: () => markupsApi.create({ body: markup }),
    path: '/markup',
    body: { ...markup, active: true, priority: 0 },
  },
  { line: 'GET /markup', call: () => markupsApi.list(), path: '/markup' },
  { line: 'GET /markup/{}', call: () => markupsApi.detail({ path: { id: 'M1' } }), path: '/markup/M1' },
  {
    line: 'PUT /markup/{}',
    call: () => markupsApi.update({ path: { id: 'M1' }, body: markup }),
    path: '/markup/M1',
    body: { ...markup, active: true, priority: 0 },
  },
  { line: 'DELETE /markup/{}', call: () => markupsApi.remove({ path: { id: 'M1' } }), path: '/markup/M1' },
  // Balance
  {
    line: 'GET /balance',
    call: () => balancesApi.list({ query: {} }),
    path: '/balance',
    query: { page: '1', limit: '10' },
  },
  { line: 'GET /balance/entities', call: () => balancesApi.entities(), path: '/balance/entities' },
  {
    line: 'POST /balance',
    call: () =>
      balancesApi.create({
        body: { organizationId: 'org1', kind: 'credit', amount: 5000, description: 'Top-up' },
      }),
    path: '/balance',
    body: { organizationId: 'org1', kind: 'credit', amount: 5000, description: 'Top-up' },
  },
  { line: 'GET /balance/{}', call: () => balancesApi.detail({ path: { id: 'B1' } }), path: '/balance/B1' },
  {
    line: 'GET /balance/entity/{}/{}',
    call: () => balancesApi.entity({ path: { entityType: 'organization', entityId: 'org1' } }),
    path: '/balance/entity/organization/org1',
  },
  // Location search
  {
    line: 'GET /search',
    call: () => locationsApi.search({ query: { q: 'casa', limit: 5 } }),
    path: '/search',
    query: { q: 'casa', limit: '5' },
  },
  {
    line: 'GET /search/refresh-cache',
    call: () => locationsApi.refreshCache(),
    path: '/search/refresh-cache',
  },
  // Flight
  {
    line: 'POST /flight/search/one-way',
    call: () => flightsApi.searchOneWay({ body: oneWay }),
    path: '/flight/search/one-way',
    body: { ...oneWay, ...searchDefaults },
  },
  {
    line: 'POST /flight/search/round-trip',
    call: () => flightsApi.searchRoundTrip({ body: { ...oneWay, returnDate: '2026-12-27' } }),
    path: '/flight/search/round-trip',
    body: { ...oneWay, ...searchDefaults, returnDate: '2026-12-27' },
  },
  {
    line: 'POST /flight/search/multi-city',
    call: () =>
      flightsApi.searchMultiCity({
        body: {
          adt: 1,
          cnn: 0,
          inf: 0,
          unn: 0,
          destinations: [
            { from: 'CMN', to: 'CDG', date: '2026-12-20' },
            { from: 'CDG', to: 'RAK', date: '2026-12-24' },
          ],
        },
      }),
    path: '/flight/search/multi-city',
    body: {
      adt: 1,
      cnn: 0,
      inf: 0,
      unn: 0,
      ...searchDefaults,
      destinations: [
        { from: 'CMN', to: 'CDG', date: '2026-12-20' },
        { from: 'CDG', to: 'RAK', date: '2026-12-24' },
      ],
    },
  },
  {
    line: 'POST /flight/booking',
    call: () => flightsApi.book({ body: booking }),
    path: '/flight/booking',
    body: { ...booking, seats: [] },
  },
  {
    line: 'POST /flight/retrieve',
    call: () => flightsApi.retrieve({ body: { locator: 'ABC123' } }),
    path: '/flight/retrieve',
    body: { locator: 'ABC123' },
  },
  {
    line: 'POST /flight/seat-map',
    call: () => flightsApi.seatMap({ body: offer }),
    path: '/flight/seat-map',
    body: offer,
  },
  {
    line: 'GET /flight/workbench/initiate',
    call: () => workbenchesApi.initiate({ query: { locator: 'ABC123' } }),
    path: '/flight/workbench/initiate',
    query: { locator: 'ABC123' },
  },
  {
    line: 'DELETE /flight/workbench/{}/ignore',
    call: () => workbenchesApi.ignore({ path: { id: 'WB1' } }),
    path: '/flight/workbench/WB1/ignore',
  },
  {
    line: 'POST /flight/workbench/{}/commit',
    call: () => workbenchesApi.commit({ path: { id: 'WB1' } }),
    path: '/flight/workbench/WB1/commit',
  },
  // Reservations
  ...sharedRows('/reservations', reservationsApi),
  {
    line: 'POST /reservations/{}/ticket',
    call: () => reservationsApi.ticket({ path: { id: 'R1' } }),
    path: '/reservations/R1/ticket',
  },
  {
    line: 'POST /reservations/{}/cancel',
    call: () => reservationsApi.cancel({ path: { id: 'R1' } }),
    path: '/reservations/R1/cancel',
  },
  {
    line: 'POST /reservations/{}/reprice',
    call: () => reservationsApi.reprice({ path: { id: 'R1' } }),
    path: '/reservations/R1/reprice',
  },
  {
    line: 'POST /reservations/seats-map/{}/confirm',
    call: () =>
      reservationsApi.confirmSeats({
        path: { workbenchID: 'WB1' },
        body: { data: [{ travelerId: 'T1', seat: '12A' }] },
      }),
    path: '/reservations/seats-map/WB1/confirm',
    body: { data: [{ travelerId: 'T1', seat: '12A' }] },
  },
  {
    line: 'PUT /reservations/fare-rules/{}',
    call: () => reservationsApi.fareRules({ path: { id: 'R1' } }),
    path: '/reservations/fare-rules/R1',
    body: {},
  },
  // Tickets
  ...sharedRows('/tickets', ticketsApi),
  {
    line: 'POST /tickets/{}/void',
    call: () => ticketsApi.void({ path: { id: 'TK1' } }),
    path: '/tickets/TK1/void',
  },
  // Uploads
  {
    line: 'POST /upload/single',
    call: () => uploadsApi.single(new Blob(['png'], { type: 'image/png' })),
    path: '/upload/single',
  },
  {
    line: 'POST /upload/multiple',
    call: () => uploadsApi.multiple([new Blob(['a']), new Blob(['b'])]),
    path: '/upload/multiple',
  },
  // Exchange
  {
    line: 'GET /exchange/gds/eligibility/{}',
    call: () => exchangeApi.eligibility({ path: { id: 'TK1' } }),
    path: '/exchange/gds/eligibility/TK1',
  },
  {
    line: 'POST /exchange/gds/search/ticket/{}',
    call: () => exchangeApi.search({ path: { id: 'TK1' } }),
    path: '/exchange/gds/search/ticket/TK1',
  },
  {
    line: 'POST /exchange/gds/ticket/{}/modify-offer/{}',
    call: () =>
      exchangeApi.modifyOffer({
        path: { locator: 'ABC123', workbenchId: 'WB1' },
        body: { catalogOfferingsIdentifier: 'COS1', catalogOfferingIdentifier: 'CO1' },
      }),
    path: '/exchange/gds/ticket/ABC123/modify-offer/WB1',
    body: {
      catalogOfferingsIdentifier: 'COS1',
      catalogOfferingIdentifier: 'CO1',
      fareRuleType: 'TextLong',
      lowFareFinderInd: false,
      returnBrandedFaresInd: false,
      reCheckInventoryInd: false,
      totalPrice: 0,
    },
  },
];

const tables: Record<string, Record<string, Endpoint>> = ENDPOINTS;
const declared = Object.values(tables).flatMap((table) => Object.values(table));

/** `POST /reservations/{id}/cancel` → `POST /reservations/{}/cancel`, as the rows write it. */
const lineOf = (call: string) => call.replace(/\{\w+\}/g, '{}');

describe('SPEC §7 application calls', () => {
  it('declares exactly the calls of the spec, each once', () => {
    const declaredLines = declared.map((endpoint) => lineOf(describeEndpoint(endpoint)));
    expect(new Set(declaredLines).size).toBe(declaredLines.length);
    expect([...declaredLines].sort()).toEqual(rows.map((row) => row.line).sort());
  });

  it.each(rows)('$line sends exactly that request through its entry, with credentials', async (row) => {
    const received = recordRequests();
    const error: unknown = await row.call().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ApiError', status: 418, message: 'recorded' });
    // The error names the table entry the call went through: the row's line is that entry's declaration.
    expect(lineOf((error as ApiError).call ?? '')).toBe(row.line);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(row.line.split(' ')[0]);
    expect(request?.path).toBe(row.path);
    expect(request?.query).toEqual(row.query ?? {});
    if (row.body !== undefined) expect(request?.body).toEqual(row.body);
    expect(request?.credentials).toBe('include');
  });

  it('sends uploads as multipart with the spec field names', async () => {
    const received = recordRequests();
    await expect(uploadsApi.single(new Blob(['png']))).rejects.toThrow('recorded');
    await expect(uploadsApi.multiple([new Blob(['a']), new Blob(['b'])])).rejects.toThrow('recorded');
    expect(received.map((request) => request.contentType?.split(';')[0])).toEqual([
      'multipart/form-data',
      'multipart/form-data',
    ]);
    expect(received[0]?.body).toMatch(/name="image"/);
    expect(String(received[1]?.body).match(/name="images"/g)).toHaveLength(2);
  });
});
