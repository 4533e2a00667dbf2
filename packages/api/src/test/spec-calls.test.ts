/**
 * Every application call of SPEC §7, one row each, written from the spec: the function sends exactly
 * that request (method, path, query, body) with credentials, through MSW in node. The declared
 * endpoints must be exactly the rows: a missing or an extra endpoint fails.
 */
import type { BookingRequestInput } from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { usersEndpoints } from '../endpoints/users';
import { balanceEndpoints, markupEndpoints, rolesEndpoints } from '../endpoints/settings';
import { exchangeEndpoints, flightEndpoints, locationEndpoints } from '../endpoints/flight';
import { reservationEndpoints, ticketEndpoints } from '../endpoints/records';
import { uploadEndpoints } from '../endpoints/uploads';
import { endpointPath, type Endpoint } from '../http/endpoint';
import { exchangeApi } from '../resources/exchange';
import { uploadsApi } from '../resources/files';
import { flightApi } from '../resources/flight';
import { locationsApi } from '../resources/locations';
import { reservationsApi, ticketsApi, type WorkbenchTarget } from '../resources/records';
import { balanceApi, markupApi, rolesApi } from '../resources/settings';
import { usersApi } from '../resources/users';
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
      call: () => api.list({ page: 2, limit: 20, search: 'ALAOUI' }),
      path: base,
      query: { page: '2', limit: '20', search: 'ALAOUI' },
    },
    { line: `GET ${base}/{}`, call: () => api.detail('R1'), path: `${base}/R1` },
    {
      line: `POST ${base}/{}/primary-contact/{}/add`,
      call: () =>
        api.addPrimaryContact('R1', 'WB1', {
          name: 'Amina Alaoui',
          email: 'amina@example.com',
          phone: '+212612345678',
        }),
      path: `${base}/R1/primary-contact/WB1/add`,
      body: { name: 'Amina Alaoui', email: 'amina@example.com', phone: '+212612345678' },
    },
    {
      line: `DELETE ${base}/{}/primary-contact/{}/delete/{}`,
      call: () => api.deletePrimaryContact('R1', 'WB1', 'C1'),
      path: `${base}/R1/primary-contact/WB1/delete/C1`,
    },
    {
      line: `POST ${base}/{}/updatable-items/{}/list`,
      call: () => api.listUpdatableItems(wb, ['T1', 'T2']),
      path: `${base}/ABC123/updatable-items/WB1/list`,
      body: { travelersIds: ['T1', 'T2'] },
    },
    {
      line: `PUT ${base}/{}/updatable-items/{}/update/{}`,
      call: () => api.updateUpdatableItem(wb, 'I1', { value: 'ALAOUI' }),
      path: `${base}/ABC123/updatable-items/WB1/update/I1`,
      body: { data: { value: 'ALAOUI' } },
    },
    {
      line: `POST ${base}/{}/osi/{}/add`,
      call: () => api.addOsi(wb, ['VIP CLIENT']),
      path: `${base}/ABC123/osi/WB1/add`,
      body: { comments: ['VIP CLIENT'] },
    },
    {
      line: `DELETE ${base}/{}/osi/{}/{}/delete/{}`,
      call: () => api.deleteOsi(wb, 'RC1', 'C1'),
      path: `${base}/ABC123/osi/WB1/RC1/delete/C1`,
    },
    {
      line: `POST ${base}/{}/meal/{}/add`,
      call: () => api.addMeal(wb, { offerId: 'O1', travelerId: 'T1', code: 'VGML' }),
      path: `${base}/ABC123/meal/WB1/add`,
      body: { offerId: 'O1', travelerId: 'T1', code: 'VGML' },
    },
    {
      line: `DELETE ${base}/{}/meal/{}/delete/{}`,
      call: () => api.deleteMeal(wb, 'SS1'),
      path: `${base}/ABC123/meal/WB1/delete/SS1`,
    },
    {
      line: `POST ${base}/{}/ancillaries/{}/list`,
      call: () => api.listAncillaries(wb),
      path: `${base}/ABC123/ancillaries/WB1/list`,
    },
    {
      line: `POST ${base}/{}/ancillaries/{}/confirm`,
      call: () => api.confirmAncillaries(wb, [{ offerId: 'A1', travelerId: 'T1' }]),
      path: `${base}/ABC123/ancillaries/WB1/confirm`,
      body: { ancillaries: [{ offerId: 'A1', travelerId: 'T1' }] },
    },
    { line: `GET ${base}/{}/pdf`, call: () => api.pdf('R1'), path: `${base}/R1/pdf` },
    {
      line: `POST ${base}/split/{}`,
      call: () => api.split('WB1', { travelers: ['T2'], reservationIdentifier: 'RI1' }),
      path: `${base}/split/WB1`,
      body: { travelers: ['T2'], reservationIdentifier: 'RI1' },
    },
    {
      line: `POST ${base}/price/{}`,
      call: () => api.price('WB1', { passengers: [{ travelerId: 'T1' }], productType: 'Air' }),
      path: `${base}/price/WB1`,
      body: { passengers: [{ travelerId: 'T1' }], productType: 'Air' },
    },
    {
      line: `GET ${base}/seats-map/{}/{}`,
      call: () => api.seatMap('RI1', 'OI1'),
      path: `${base}/seats-map/RI1/OI1`,
    },
    {
      line: `POST ${base}/disability/{}/add`,
      call: () => api.addDisability('WB1', { locator: 'ABC123', travelerId: 'T1', code: 'WCHR' }),
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
    call: () => usersApi.updateUserRole({ userId: 'U1', role: 'admin' }),
    path: '/admin/update-user-role',
    body: { userId: 'U1', role: 'admin' },
  },
  {
    line: 'GET /admin/users',
    call: () => usersApi.listUsers({ page: 1, limit: 10, search: 'amina' }),
    path: '/admin/users',
    query: { page: '1', limit: '10', search: 'amina' },
  },
  {
    line: 'GET /admin/members/',
    call: () => usersApi.listMembers('org1'),
    path: '/admin/members/',
    query: { organizationId: 'org1' },
  },
  {
    line: 'GET /organization/active-organization',
    call: () => usersApi.activeOrganization(),
    path: '/organization/active-organization',
  },
  {
    line: 'POST /organization/add-member',
    call: () => usersApi.addMember({ email: 'zoe@agency.ma', role: 'member', organizationId: 'org1' }),
    path: '/organization/add-member',
    body: { email: 'zoe@agency.ma', role: 'member', organizationId: 'org1' },
  },
  {
    line: 'GET /organization/markups',
    call: () => usersApi.organizationMarkups('org1'),
    path: '/organization/markups',
    query: { organizationId: 'org1' },
  },
  { line: 'GET /organization/list', call: () => usersApi.listOrganizations(), path: '/organization/list' },
  {
    line: 'POST /organization/create',
    call: () => usersApi.createOrganization({ name: 'Atlas Voyages', slug: 'atlas-voyages' }),
    path: '/organization/create',
    body: { name: 'Atlas Voyages', slug: 'atlas-voyages' },
  },
  {
    line: 'GET /organization/{}/details',
    call: () => usersApi.organizationDetails('org1'),
    path: '/organization/org1/details',
  },
  {
    line: 'PUT /organization/{}/update',
    call: () => usersApi.updateOrganization('org1', { city: 'Fès' }),
    path: '/organization/org1/update',
    body: { city: 'Fès' },
  },
  // Roles
  { line: 'POST /roles', call: () => rolesApi.create(role), path: '/roles', body: role },
  { line: 'GET /roles', call: () => rolesApi.list(), path: '/roles' },
  { line: 'GET /roles/{}', call: () => rolesApi.detail('RO1'), path: '/roles/RO1' },
  { line: 'PUT /roles/{}', call: () => rolesApi.update('RO1', role), path: '/roles/RO1', body: role },
  // Markup
  {
    line: 'POST /markup',
    call: () => markupApi.create(markup),
    path: '/markup',
    body: { ...markup, active: true },
  },
  { line: 'GET /markup', call: () => markupApi.list(), path: '/markup' },
  { line: 'GET /markup/{}', call: () => markupApi.detail('M1'), path: '/markup/M1' },
  {
    line: 'PUT /markup/{}',
    call: () => markupApi.update('M1', markup),
    path: '/markup/M1',
    body: { ...markup, active: true },
  },
  { line: 'DELETE /markup/{}', call: () => markupApi.remove('M1'), path: '/markup/M1' },
  // Balance
  {
    line: 'GET /balance',
    call: () => balanceApi.list({}),
    path: '/balance',
    query: { page: '1', limit: '10' },
  },
  { line: 'GET /balance/entities', call: () => balanceApi.entities(), path: '/balance/entities' },
  {
    line: 'POST /balance',
    call: () =>
      balanceApi.create({ organizationId: 'org1', kind: 'credit', amount: 5000, description: 'Top-up' }),
    path: '/balance',
    body: { organizationId: 'org1', kind: 'credit', amount: 5000, description: 'Top-up' },
  },
  { line: 'GET /balance/{}', call: () => balanceApi.detail('B1'), path: '/balance/B1' },
  {
    line: 'GET /balance/entity/{}/{}',
    call: () => balanceApi.entity('organization', 'org1'),
    path: '/balance/entity/organization/org1',
  },
  // Location search
  {
    line: 'GET /search',
    call: () => locationsApi.search({ q: 'casa', limit: 5 }),
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
    call: () => flightApi.search({ kind: 'oneway', search: oneWay }),
    path: '/flight/search/one-way',
    body: { ...oneWay, ...searchDefaults },
  },
  {
    line: 'POST /flight/search/round-trip',
    call: () => flightApi.search({ kind: 'roundtrip', search: { ...oneWay, returnDate: '2026-12-27' } }),
    path: '/flight/search/round-trip',
    body: { ...oneWay, ...searchDefaults, returnDate: '2026-12-27' },
  },
  {
    line: 'POST /flight/search/multi-city',
    call: () =>
      flightApi.search({
        kind: 'multi-city',
        search: {
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
    call: () => flightApi.book(booking),
    path: '/flight/booking',
    body: { ...booking, seats: [] },
  },
  {
    line: 'POST /flight/retrieve',
    call: () => flightApi.retrieve('ABC123'),
    path: '/flight/retrieve',
    body: { locator: 'ABC123' },
  },
  {
    line: 'POST /flight/seat-map',
    call: () => flightApi.seatMap(offer),
    path: '/flight/seat-map',
    body: offer,
  },
  {
    line: 'GET /flight/workbench/initiate',
    call: () => flightApi.initiateWorkbench('ABC123'),
    path: '/flight/workbench/initiate',
    query: { locator: 'ABC123' },
  },
  {
    line: 'DELETE /flight/workbench/{}/ignore',
    call: () => flightApi.ignoreWorkbench('WB1'),
    path: '/flight/workbench/WB1/ignore',
  },
  {
    line: 'POST /flight/workbench/{}/commit',
    call: () => flightApi.commitWorkbench('WB1'),
    path: '/flight/workbench/WB1/commit',
  },
  // Reservations
  ...sharedRows('/reservations', reservationsApi),
  {
    line: 'POST /reservations/{}/ticket',
    call: () => reservationsApi.ticket('R1'),
    path: '/reservations/R1/ticket',
  },
  {
    line: 'POST /reservations/{}/cancel',
    call: () => reservationsApi.cancel('R1'),
    path: '/reservations/R1/cancel',
  },
  {
    line: 'POST /reservations/{}/reprice',
    call: () => reservationsApi.reprice('R1'),
    path: '/reservations/R1/reprice',
  },
  {
    line: 'POST /reservations/seats-map/{}/confirm',
    call: () => reservationsApi.confirmSeats('WB1', [{ travelerId: 'T1', seat: '12A' }]),
    path: '/reservations/seats-map/WB1/confirm',
    body: { data: [{ travelerId: 'T1', seat: '12A' }] },
  },
  {
    line: 'PUT /reservations/fare-rules/{}',
    call: () => reservationsApi.fareRules('R1'),
    path: '/reservations/fare-rules/R1',
    body: {},
  },
  // Tickets
  ...sharedRows('/tickets', ticketsApi),
  { line: 'POST /tickets/{}/void', call: () => ticketsApi.void('TK1'), path: '/tickets/TK1/void' },
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
    call: () => exchangeApi.eligibility('TK1'),
    path: '/exchange/gds/eligibility/TK1',
  },
  {
    line: 'POST /exchange/gds/search/ticket/{}',
    call: () => exchangeApi.search('TK1'),
    path: '/exchange/gds/search/ticket/TK1',
  },
  {
    line: 'POST /exchange/gds/ticket/{}/modify-offer/{}',
    call: () =>
      exchangeApi.modifyOffer('ABC123', 'WB1', {
        catalogOfferingsIdentifier: 'COS1',
        catalogOfferingIdentifier: 'CO1',
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

const groups: Record<string, Endpoint>[] = [
  usersEndpoints,
  rolesEndpoints,
  markupEndpoints,
  balanceEndpoints,
  locationEndpoints,
  flightEndpoints,
  exchangeEndpoints,
  reservationEndpoints,
  ticketEndpoints,
  uploadEndpoints,
];
const declared = groups.flatMap((group) => Object.values(group));

const lineOf = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpointPath(endpoint).replace(/\{\w+\}/g, '{}')}`;

describe('SPEC §7 application calls', () => {
  it('declares exactly the calls of the spec, each once', () => {
    const declaredLines = declared.map(lineOf);
    expect(new Set(declaredLines).size).toBe(declaredLines.length);
    expect([...declaredLines].sort()).toEqual(rows.map((row) => row.line).sort());
  });

  it.each(rows)('$line sends exactly that request, with credentials', async (row) => {
    const received = recordRequests();
    await expect(row.call()).rejects.toMatchObject({ name: 'ApiError', status: 418, message: 'recorded' });
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
