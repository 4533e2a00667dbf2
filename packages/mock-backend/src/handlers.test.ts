import { beforeEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod';
import { endpointPath, fillPath, type Endpoint } from '@comptoir/api/endpoints';
import { DEFAULT_ACTOR, ENDPOINT_GROUPS, resetSandboxDatabase, setSandboxActor } from './index';
import { callSandbox } from './test-client';
import { AMINA, multiCitySearch, RACHID } from './test-flows';

const ALL_ENDPOINTS: Record<string, Record<string, Endpoint>> = ENDPOINT_GROUPS;

const SEARCH = { from: 'CMN', to: 'CDG', date: '2026-12-15', adt: 2, cnn: 1, inf: 0, unn: 0 };
const TRAVELERS = [
  { ...AMINA, title: 'MRS' },
  { ...RACHID, title: 'MR' },
  {
    ...AMINA,
    passengerType: 'CNN',
    firstName: 'Yasmine',
    birthDate: '2018-02-14',
    document: { ...AMINA.document, number: 'AB777888' },
  },
];

interface ReservationView {
  travelers: { id: string }[];
  contacts: { id: string }[];
  itinerary: { segments: { id: string }[] }[];
  tickets: { id: string }[];
  osiRemarks: { commentID: string; reservationCommentID: string }[];
  specialServices: { specialServiceID: string }[];
}

async function book(body: unknown) {
  return (await callSandbox('POST', '/flight/booking', { body })).body as {
    reservationId: string;
    locator: string;
  };
}

async function detail(id: string) {
  return (await callSandbox('GET', `/reservations/${id}`)).body as ReservationView;
}

async function initiate(locator?: string) {
  return (
    (
      await callSandbox(
        'GET',
        '/flight/workbench/initiate',
        locator === undefined ? {} : { query: { locator } },
      )
    ).body as { workbenchID: string }
  ).workbenchID;
}

/** Adds an OSI remark and a meal through a committed workbench, so the delete calls find something. */
async function withRemarkAndMeal(locator: string, id: string, offerId: string) {
  const before = await detail(id);
  const workbenchId = await initiate(locator);
  await callSandbox('POST', `/reservations/${locator}/osi/${workbenchId}/add`, {
    body: { comments: ['VIP'] },
  });
  await callSandbox('POST', `/reservations/${locator}/meal/${workbenchId}/add`, {
    body: { offerId, travelerId: before.travelers[0]?.id, code: 'MOML' },
  });
  await callSandbox('POST', `/flight/workbench/${workbenchId}/commit`);
  return detail(id);
}

/** Path values and bodies for the calls that reservations and tickets share. */
function recordPlan(
  view: ReservationView,
  ids: {
    recordId: string;
    reservationId: string;
    locator: string;
    workbenchId: string;
    offerId: string;
    identifier: string;
  },
) {
  const travelerId = view.travelers[0]?.id ?? '';
  const segmentId = view.itinerary[0]?.segments[0]?.id ?? '';
  return {
    params: {
      id: ids.recordId,
      workbenchID: ids.workbenchId,
      locator: ids.locator,
      contactId: view.contacts[0]?.id ?? '',
      itemId: `${travelerId}:firstName`,
      reservationCommentID: view.osiRemarks[0]?.reservationCommentID ?? '',
      commentID: view.osiRemarks[0]?.commentID ?? '',
      specialServiceID: view.specialServices[0]?.specialServiceID ?? '',
      reservationIdentifier: ids.reservationId,
      offerIdentifier: ids.identifier,
    },
    bodies: {
      addPrimaryContact: { name: 'Amina Alaoui', email: 'amina@example.com', phone: '+212612345678' },
      listUpdatableItems: { travelersIds: [travelerId] },
      updateUpdatableItem: { data: 'Aminata' },
      addOsi: { comments: ['WCHR AT GATE'] },
      addMeal: { offerId: ids.offerId, travelerId, code: 'VGML' },
      confirmAncillaries: { ancillaries: [{ id: `ANC-${segmentId}-${travelerId}-BAG23` }] },
      split: { travelers: [view.travelers[1]?.id ?? ''], reservationIdentifier: ids.reservationId },
      price: { passengers: [{ travelerId }], productType: 'Air' },
      addDisability: { locator: ids.locator, travelerId, code: 'WCHR' },
      confirmSeats: { data: [{ travelerId, segmentId, seatCode: '30C' }] },
    },
  };
}

/** Runs the whole flow once and returns path values and bodies for every declared call. */
async function scenario() {
  const search = await callSandbox('POST', '/flight/search/one-way', { body: SEARCH });
  const offers = (
    search.body as {
      offers: {
        offerId: string;
        identifier: string;
        contentKind: string;
        products: { productId: string; changeable: boolean }[];
      }[];
    }
  ).offers;
  const offer = offers.find(
    (candidate) =>
      candidate.contentKind === 'GDS' && candidate.products.some((product) => product.changeable),
  );
  const product = offer?.products.find((candidate) => candidate.changeable);
  if (offer === undefined || product === undefined) throw new Error('No changeable GDS offer');
  const reference = { offerId: offer.offerId, productId: product.productId, identifier: offer.identifier };
  const booking = {
    type: 'oneway',
    offer: reference,
    paymentType: 'cash',
    travelers: TRAVELERS,
    contact: { email: 'amina@example.com', phone: '+212 6 12 34 56 78' },
  };
  const booked = await book(booking);
  const issued = await book(booking);
  const toTicket = await book(booking);
  const toCancel = await book(booking);
  await callSandbox('POST', `/reservations/${issued.reservationId}/ticket`);
  const bookedView = await withRemarkAndMeal(booked.locator, booked.reservationId, offer.offerId);
  const issuedView = await withRemarkAndMeal(issued.locator, issued.reservationId, offer.offerId);
  const [ticketId = '', exchangedTicketId = ''] = issuedView.tickets.map((ticket) => ticket.id);
  const exchangeWorkbench = await initiate(issued.locator);
  const exchangeSearch = { legs: [{ from: 'CMN', to: 'ORY', date: '2026-12-20' }] };
  const exchange = (
    await callSandbox('POST', `/exchange/gds/search/ticket/${exchangedTicketId}`, { body: exchangeSearch })
  ).body as {
    offers: { catalogOfferingsIdentifier: string; catalogOfferingIdentifier: string }[];
  };
  const [firstExchange] = exchange.offers;
  const image = () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    form.append('images', new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    return form;
  };
  const common = { offerId: offer.offerId, identifier: offer.identifier };
  const reservations = recordPlan(bookedView, {
    ...common,
    recordId: booked.reservationId,
    reservationId: booked.reservationId,
    locator: booked.locator,
    workbenchId: await initiate(booked.locator),
  });
  const tickets = recordPlan(issuedView, {
    ...common,
    recordId: ticketId,
    reservationId: issued.reservationId,
    locator: issued.locator,
    workbenchId: await initiate(issued.locator),
  });
  return {
    users: {
      params: {},
      bodies: { updateRole: { userId: 'usr_casa_member', role: 'user' } },
      query: { members: { organizationId: 'org_casablanca' } },
    },
    organizations: {
      params: { id: 'org_casablanca' },
      bodies: {
        addMember: { email: 'new.hire@comptoir.test', role: 'member' },
        create: { name: 'Sahara Trips', slug: 'sahara-trips', city: 'Dakhla' },
        update: { city: 'Casablanca' },
      },
    },
    roles: {
      params: { id: 'role_member' },
      bodies: {
        create: { name: 'ticketing-agent', permissions: { reservation: ['read', 'ticket'] } },
        update: { name: 'ticketing-agent', permissions: { reservation: ['read'] } },
      },
    },
    markups: {
      params: { id: 'mkp_paris_default' },
      bodies: {
        create: {
          organizationId: 'org_casablanca',
          name: 'Summer',
          kind: 'fixed',
          value: 50,
          contentKind: 'NDC',
          active: true,
        },
        update: {
          organizationId: 'org_paris',
          name: 'Paris markup',
          kind: 'percentage',
          value: 4,
          contentKind: 'ALL',
          active: true,
        },
      },
    },
    balances: {
      params: { id: 'BAL-000001', entityType: 'organization', entityId: 'org_casablanca' },
      bodies: {
        create: {
          organizationId: 'org_casablanca',
          kind: 'credit',
          amount: 1000,
          description: 'Bank transfer',
        },
      },
    },
    locations: { params: {}, bodies: {}, query: { search: { q: 'casa', limit: 5 } } },
    flights: {
      params: {},
      bodies: {
        searchOneWay: SEARCH,
        searchRoundTrip: { ...SEARCH, returnDate: '2026-12-22' },
        searchMultiCity: multiCitySearch(
          { from: 'CMN', to: 'CDG', date: '2026-12-15' },
          { from: 'CDG', to: 'IST', date: '2026-12-18' },
        ),
        book: booking,
        retrieve: { locator: booked.locator },
        seatMap: reference,
      },
    },
    workbenches: { params: {}, bodies: {}, query: { initiate: { locator: booked.locator } } },
    exchange: {
      params: { id: exchangedTicketId, locator: issued.locator, workbenchId: exchangeWorkbench },
      bodies: {
        search: exchangeSearch,
        modifyOffer: {
          catalogOfferingsIdentifier: firstExchange?.catalogOfferingsIdentifier,
          catalogOfferingIdentifier: firstExchange?.catalogOfferingIdentifier,
        },
      },
    },
    reservations: {
      ...reservations,
      overrides: { ticket: { id: toTicket.reservationId }, cancel: { id: toCancel.reservationId } },
    },
    tickets,
    uploads: { params: {}, bodies: { single: image(), multiple: image() } },
  };
}

describe('every endpoint of SPEC §7 answers what its response schema decodes', () => {
  beforeEach(() => {
    resetSandboxDatabase();
    setSandboxActor(DEFAULT_ACTOR);
  });

  it('runs each declared endpoint once, in a realistic flow', async () => {
    const plan = await scenario();
    const seen: string[] = [];
    for (const [group, endpoints] of Object.entries(ALL_ENDPOINTS)) {
      const groupPlan = plan[group as keyof typeof plan] as {
        params: Record<string, string>;
        bodies: Record<string, unknown>;
        query?: Record<string, Record<string, string | number>>;
        overrides?: Record<string, Record<string, string>>;
      };
      // Destructive calls last, so the others still find their records.
      const order = Object.entries(endpoints).sort(
        ([a], [b]) =>
          Number(['remove', 'cancel', 'void', 'ignore', 'commit', 'modifyOffer'].includes(a)) -
          Number(['remove', 'cancel', 'void', 'ignore', 'commit', 'modifyOffer'].includes(b)),
      );
      for (const [name, endpoint] of order) {
        let params = { ...groupPlan.params, ...groupPlan.overrides?.[name] };
        if (group === 'roles' && name === 'update')
          params = {
            id: (
              (
                await callSandbox('POST', '/roles', {
                  body: { name: 'auditor', permissions: { ac: ['read'] } },
                })
              ).body as { id: string }
            ).id,
          };
        if (group === 'workbenches' && (name === 'ignore' || name === 'commit')) {
          params = {
            id: ((await callSandbox('GET', '/flight/workbench/initiate')).body as { workbenchID: string })
              .workbenchID,
          };
        }
        const path = fillPath(endpointPath(endpoint), params);
        const result = await callSandbox(endpoint.method, path, {
          ...(groupPlan.bodies[name] === undefined ? {} : { body: groupPlan.bodies[name] }),
          ...(groupPlan.query?.[name] === undefined ? {} : { query: groupPlan.query[name] }),
        });
        expect.soft(result.status, `${endpoint.method} ${path}: ${JSON.stringify(result.body)}`).toBe(200);
        const decoded = safeParse(endpoint.response, result.body);
        expect
          .soft(
            decoded.success,
            `${group}.${name} ${endpoint.method} ${endpointPath(endpoint)}: ${decoded.success ? '' : decoded.error.message}`,
          )
          .toBe(true);
        seen.push(`${group}.${name}`);
      }
    }
    const declared = Object.entries(ALL_ENDPOINTS).flatMap(([group, endpoints]) =>
      Object.keys(endpoints).map((name) => `${group}.${name}`),
    );
    expect(seen.sort()).toEqual(declared.sort());
  }, 30_000); // every endpoint in turn: allow for a busy machine
});
