/** Every application call of SPEC §7, one row each, written from the spec (records: spec-record-rows.ts). */
import {
  balancesApi,
  exchangeApi,
  flightsApi,
  locationsApi,
  markupsApi,
  organizationsApi,
  reservationsApi,
  rolesApi,
  ticketsApi,
  uploadsApi,
  usersApi,
  workbenchesApi,
} from '@comptoir/api';
import type { BookingRequestInput } from '@comptoir/flight-domain';
import { ADDED_NDC_MARKUP } from '../seed';
import { multiCitySearch } from '../test-flows';
import { sharedRows, type Row } from './spec-record-rows';

const EXCHANGE_SEARCH = { legs: [{ from: 'CMN', to: 'ORY', date: '2026-12-24' }] };

const oneWay = { adt: 1, cnn: 0, inf: 0, unn: 0, from: 'CMN', to: 'CDG', date: '2026-12-20' };
const multiCity = multiCitySearch(
  { from: 'CMN', to: 'CDG', date: '2026-12-20' },
  { from: 'CDG', to: 'RAK', date: '2026-12-24' },
);
const searchDefaults = { cabin: 'Economy', paymentType: 'cash', isNDC: false };
const offer = { offerId: 'O1', productId: 'P1', identifier: 'S1' };
const booking: BookingRequestInput = {
  type: 'oneway',
  offer,
  paymentType: 'cash',
  travelers: [{ passengerType: 'ADT', firstName: 'Amina', lastName: 'Alaoui', birthDate: '1990-04-12' }],
  contact: { email: 'amina@example.com', phone: '+212612345678' },
};
const role = { name: 'agent', permissions: { reservation: ['read'] } };

export const rows: Row[] = [
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
    call: () => markupsApi.create({ body: ADDED_NDC_MARKUP }),
    path: '/markup',
    body: { ...ADDED_NDC_MARKUP, active: true },
  },
  { line: 'GET /markup', call: () => markupsApi.list(), path: '/markup' },
  { line: 'GET /markup/{}', call: () => markupsApi.detail({ path: { id: 'M1' } }), path: '/markup/M1' },
  {
    line: 'PUT /markup/{}',
    call: () => markupsApi.update({ path: { id: 'M1' }, body: ADDED_NDC_MARKUP }),
    path: '/markup/M1',
    body: { ...ADDED_NDC_MARKUP, active: true },
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
    call: () => flightsApi.searchMultiCity({ body: multiCity }),
    path: '/flight/search/multi-city',
    body: { ...multiCity, ...searchDefaults },
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
    call: () => exchangeApi.search({ path: { id: 'TK1' }, body: EXCHANGE_SEARCH }),
    path: '/exchange/gds/search/ticket/TK1',
    body: EXCHANGE_SEARCH,
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
