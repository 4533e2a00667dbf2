/**
 * Reservations and tickets (SPEC §7): lists, details, lifecycle actions, and the workbench edits they
 * share (contacts, updatable items, OSI, meals, ancillaries, split, pricing, seat maps, disability SSRs).
 */
import {
  ancillariesConfirmBodySchema,
  DISABILITY_SSR_CODES,
  disabilityAddBodySchema,
  fromCentimes,
  listQuerySchema,
  mealAddBodySchema,
  mealCodeLabel,
  osiAddBodySchema,
  priceReservationBodySchema,
  primaryContactBodySchema,
  seatsConfirmBodySchema,
  splitReservationBodySchema,
  toCentimes,
  updatableItemsListBodySchema,
  updatableItemUpdateBodySchema,
} from '@comptoir/flight-domain';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { reservationEndpoints, ticketEndpoints } from '@comptoir/api/contract';
import {
  type HandlerContext,
  handlersFor,
  parseWith,
  requireOrganizationId,
  type SandboxActor,
  SandboxError,
  conflict,
  isPlatformAdmin,
} from '../context';
import {
  type AncillaryRecord,
  db,
  debit,
  nextId,
  nextLocator,
  nowIso,
  pricingWire,
  type ReservationRecord,
  type Traveler,
} from '../database';
import { distanceKm, findAirport } from '../data/airports';
import { createPdf } from '../pdf';
import {
  cancelReservation,
  findReservation,
  findTicket,
  quoteReservation,
  repriceReservation,
  reservationOfTicket,
  reservationSummaryWire,
  reservationWire,
  ticketListItemWire,
  ticketReservation,
  ticketWire,
  voidTicket,
} from '../records';
import { pricingFromLines } from '../offers';
import { findSeat, seatMapFor } from '../seat-maps';
import { findOpenWorkbench, stage } from '../workbench';

type Kind = 'reservations' | 'tickets';

/** The reservation a record path names: a reservation (id, locator) or, for tickets, a ticket too. */
function reservationFor(kind: Kind, actor: SandboxActor, key: string): ReservationRecord {
  if (kind === 'tickets' && db.tickets.some((ticket) => ticket.id === key || ticket.number === key))
    return reservationOfTicket(findTicket(actor, key));
  return findReservation(actor, key);
}

function travelerOf(reservation: ReservationRecord, travelerId: string): Traveler {
  const traveler = reservation.travelers.find((candidate) => candidate.id === travelerId);
  if (traveler === undefined)
    throw new SandboxError(400, `travelerId: ${travelerId} is not a traveler of ${reservation.locator}`);
  return traveler;
}

const UPDATABLE_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['birthDate', 'Date of birth'],
  ['documentNumber', 'Document number'],
  ['documentExpiresOn', 'Document expiry'],
] as const;
type UpdatableField = (typeof UPDATABLE_FIELDS)[number][0];

function updatableValue(traveler: Traveler, field: UpdatableField): string {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return traveler[field];
    case 'birthDate':
      return traveler.birthDate ?? '';
    case 'documentNumber':
      return traveler.document?.number ?? '';
    case 'documentExpiresOn':
      return traveler.document?.expiresOn ?? '';
  }
}

const updatableValueSchema = z.union([
  z.string().trim().min(1),
  z.object({ value: z.string().trim().min(1) }).transform((data) => data.value),
]);

function setUpdatable(traveler: Traveler, field: UpdatableField, value: string): void {
  switch (field) {
    case 'firstName':
    case 'lastName':
      traveler[field] = value;
      return;
    case 'birthDate':
      traveler.birthDate = value;
      return;
    case 'documentNumber':
    case 'documentExpiresOn':
      traveler.document = {
        type: traveler.document?.type ?? 'passport',
        nationality: traveler.document?.nationality ?? 'MA',
        number: field === 'documentNumber' ? value : (traveler.document?.number ?? ''),
        expiresOn: field === 'documentExpiresOn' ? value : (traveler.document?.expiresOn ?? value),
      };
  }
}

/** The bags and services a carrier sells for each traveler and segment, priced by distance. */
function ancillaryOffers(reservation: ReservationRecord) {
  return reservation.itinerary
    .flatMap((leg) => leg.segments)
    .flatMap((segment) => {
      const from = findAirport(segment.departure.airport);
      const to = findAirport(segment.arrival.airport);
      const distance = from === undefined || to === undefined ? 1_000 : distanceKm(from, to);
      const bag = Math.round(180 + distance * 0.06);
      return reservation.travelers
        .filter((traveler) => traveler.passengerType !== 'INF')
        .flatMap((traveler) => [
          {
            id: `ANC-${segment.id}-${traveler.id}-BAG23`,
            travelerId: traveler.id,
            segmentId: segment.id,
            type: 'BAG',
            description: 'Checked bag 23 kg',
            price: fromCentimes(toCentimes(bag)),
          },
          {
            id: `ANC-${segment.id}-${traveler.id}-BAG32`,
            travelerId: traveler.id,
            segmentId: segment.id,
            type: 'BAG',
            description: 'Heavy checked bag 32 kg',
            price: fromCentimes(toCentimes(bag + 150)),
          },
          {
            id: `ANC-${segment.id}-${traveler.id}-PRIO`,
            travelerId: traveler.id,
            segmentId: segment.id,
            type: 'PRIORITY',
            description: 'Priority boarding',
            price: fromCentimes(toCentimes(90)),
          },
        ]);
    });
}

const ancillaryChoiceSchema = z.looseObject({ id: z.string().optional(), offerId: z.string().optional() });

function pdfLines(reservation: ReservationRecord, title: string): string[] {
  const lines = [
    `Record locator: ${reservation.locator}    Status: ${reservation.status}    Content: ${reservation.contentKind}`,
    `Issued by: ${db.organizations.find((organization) => organization.id === reservation.organizationId)?.name ?? ''}`,
    '',
    'Travelers',
    ...reservation.travelers.map(
      (traveler) =>
        `  ${traveler.passengerType}  ${traveler.lastName.toUpperCase()}/${traveler.firstName.toUpperCase()}`,
    ),
    '',
    'Itinerary',
    ...reservation.itinerary.flatMap((leg) =>
      leg.segments.map(
        (segment) =>
          `  ${segment.flightNumber}  ${segment.departure.airport} ${segment.departure.at.slice(0, 16).replace('T', ' ')}  ->  ${segment.arrival.airport} ${segment.arrival.at.slice(0, 16).replace('T', ' ')}  ${segment.cabin} (${segment.bookingClass})  ${segment.equipment}`,
      ),
    ),
    '',
    `Total: ${fromCentimes(reservation.pricing.total.total).toFixed(2)} MAD`,
  ];
  const tickets = db.tickets.filter((ticket) => ticket.reservationId === reservation.id);
  if (tickets.length > 0)
    lines.push(
      '',
      'Tickets',
      ...tickets.map(
        (ticket) =>
          `  ${ticket.number}  ${ticket.status}  ${fromCentimes(ticket.price.total).toFixed(2)} MAD`,
      ),
    );
  return [title, ...lines];
}

function recordResolvers(kind: Kind) {
  const label = kind === 'reservations' ? 'Reservation' : 'Ticket';
  const path = (context: HandlerContext, name: string) => context.params[name] ?? '';
  return {
    addPrimaryContact: async (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'id'));
      const contact = parseWith(primaryContactBodySchema, await context.json());
      const id = nextId('CT');
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `Primary contact ${contact.name}`,
          () => {
            reservation.contacts = [
              { id, kind: 'primary', name: contact.name, email: contact.email, phone: contact.phone },
              ...reservation.contacts.filter((existing) => existing.kind !== 'primary'),
            ];
          },
        ),
      };
    },
    deletePrimaryContact: (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'id'));
      const contactId = path(context, 'contactId');
      if (!reservation.contacts.some((contact) => contact.id === contactId))
        throw new SandboxError(404, `Contact ${contactId} not found on ${reservation.locator}`);
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `Removal of contact ${contactId}`,
          () => {
            reservation.contacts = reservation.contacts.filter((contact) => contact.id !== contactId);
          },
        ),
      };
    },
    listUpdatableItems: async (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      findOpenWorkbench(context.actor, path(context, 'workbenchID'));
      const { travelersIds } = parseWith(updatableItemsListBodySchema, await context.json());
      return {
        items: travelersIds.flatMap((travelerId) => {
          const traveler = travelerOf(reservation, travelerId);
          return UPDATABLE_FIELDS.map(([field, fieldLabel]) => ({
            itemId: `${travelerId}:${field}`,
            travelerId,
            field,
            label: fieldLabel,
            value: updatableValue(traveler, field),
          }));
        }),
      };
    },
    updateUpdatableItem: async (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      const itemId = path(context, 'itemId');
      const separator = itemId.lastIndexOf(':');
      const travelerId = itemId.slice(0, separator);
      const field = UPDATABLE_FIELDS.find(([name]) => name === itemId.slice(separator + 1))?.[0];
      if (separator < 0 || field === undefined)
        throw new SandboxError(404, `Updatable item ${itemId} not found`);
      const traveler = travelerOf(reservation, travelerId);
      const { data } = parseWith(updatableItemUpdateBodySchema, await context.json());
      const value = parseWith(updatableValueSchema, data);
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `Update of ${field} for ${traveler.firstName}`,
          () => setUpdatable(traveler, field, value),
        ),
      };
    },
    addOsi: async (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      const { comments } = parseWith(osiAddBodySchema, await context.json());
      const remarks = comments.map((text) => ({
        commentID: nextId('OSI'),
        reservationCommentID: `RC-${reservation.locator}`,
        carrier: reservation.validatingCarrier,
        text: text.toUpperCase(),
      }));
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `${String(remarks.length)} OSI remark(s)`,
          () => {
            reservation.osiRemarks.push(...remarks);
          },
        ),
      };
    },
    deleteOsi: (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      const commentId = path(context, 'commentID');
      const reservationCommentId = path(context, 'reservationCommentID');
      if (
        !reservation.osiRemarks.some(
          (remark) => remark.commentID === commentId && remark.reservationCommentID === reservationCommentId,
        )
      ) {
        throw new SandboxError(404, `OSI remark ${commentId} not found on ${reservation.locator}`);
      }
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `Removal of OSI remark ${commentId}`,
          () => {
            reservation.osiRemarks = reservation.osiRemarks.filter(
              (remark) => remark.commentID !== commentId,
            );
          },
        ),
      };
    },
    addMeal: async (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      const meal = parseWith(mealAddBodySchema, await context.json());
      const description = mealCodeLabel(meal.code);
      if (description === undefined)
        throw new SandboxError(
          400,
          `code: ${meal.code} is not an IATA meal code (e.g. VGML, MOML, KSML, CHML)`,
        );
      const traveler = travelerOf(reservation, meal.travelerId);
      const service = {
        specialServiceID: nextId('SSR'),
        travelerId: traveler.id,
        kind: 'meal' as const,
        code: meal.code.toUpperCase(),
        description,
        status: 'confirmed' as const,
      };
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `${service.code} for ${traveler.firstName}`,
          () => {
            reservation.specialServices = [
              ...reservation.specialServices.filter(
                (existing) => !(existing.kind === 'meal' && existing.travelerId === traveler.id),
              ),
              service,
            ];
          },
        ),
      };
    },
    deleteMeal: (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      const serviceId = path(context, 'specialServiceID');
      if (!reservation.specialServices.some((service) => service.specialServiceID === serviceId))
        throw new SandboxError(404, `Special service ${serviceId} not found on ${reservation.locator}`);
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `Removal of meal ${serviceId}`,
          () => {
            reservation.specialServices = reservation.specialServices.filter(
              (service) => service.specialServiceID !== serviceId,
            );
          },
        ),
      };
    },
    listAncillaries: (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      findOpenWorkbench(context.actor, path(context, 'workbenchID'));
      return { offers: ancillaryOffers(reservation) };
    },
    confirmAncillaries: async (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'locator'));
      const { ancillaries } = parseWith(ancillariesConfirmBodySchema, await context.json());
      const offers = ancillaryOffers(reservation);
      const chosen = ancillaries.map((choice) => {
        const { id, offerId } = parseWith(ancillaryChoiceSchema, choice);
        const offer = offers.find((candidate) => candidate.id === (id ?? offerId));
        if (offer === undefined)
          throw new SandboxError(
            400,
            `ancillaries: ${String(id ?? offerId)} is not an ancillary offer of ${reservation.locator}`,
          );
        return offer;
      });
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `${String(chosen.length)} ancillar${chosen.length === 1 ? 'y' : 'ies'}`,
          () => {
            const records: AncillaryRecord[] = chosen.map((offer) => ({
              id: nextId('ANC'),
              travelerId: offer.travelerId,
              segmentId: offer.segmentId,
              type: offer.type,
              description: offer.description,
              price: toCentimes(offer.price),
              status: 'confirmed',
              paid: false,
            }));
            reservation.ancillaries.push(...records);
            chargeAncillariesIfTicketed(reservation, records);
          },
        ),
      };
    },
    pdf: (context: HandlerContext) => {
      const key = path(context, 'id');
      const reservation = reservationFor(kind, context.actor, key);
      const title =
        kind === 'tickets'
          ? `E-ticket ${findTicket(context.actor, key).number}`
          : `Reservation ${reservation.locator}`;
      const bytes = createPdf(title, pdfLines(reservation, title));
      return new HttpResponse(bytes, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${reservation.locator}.pdf"`,
        },
      });
    },
    split: async (context: HandlerContext) => {
      const body = parseWith(splitReservationBodySchema, await context.json());
      const reservation = reservationFor(kind, context.actor, body.reservationIdentifier);
      if (reservation.status === 'cancelled')
        throw conflict(`Reservation ${reservation.locator} is cancelled and cannot be split.`);
      const moving = body.travelers.map((travelerId) => travelerOf(reservation, travelerId));
      if (moving.length >= reservation.travelers.length)
        throw new SandboxError(400, 'travelers: at least one traveler must stay on the original reservation');
      const locator = nextLocator();
      const id = nextId('RES');
      const message = stage(
        context.actor,
        path(context, 'workbenchID'),
        reservation,
        `Split of ${String(moving.length)} traveler(s) to ${locator}`,
        () => splitReservation(reservation, moving, id, locator),
      );
      return { message, locator, reservationId: id };
    },
    price: async (context: HandlerContext) => {
      const workbench = findOpenWorkbench(context.actor, path(context, 'workbenchID'));
      parseWith(priceReservationBodySchema, await context.json());
      if (workbench.locator === undefined)
        throw new SandboxError(
          400,
          'The workbench is not open for a reservation: initiate it with a locator',
        );
      const reservation = findReservation(context.actor, workbench.locator);
      return {
        message: `Price quote for ${reservation.locator}.`,
        pricing: pricingWire(quoteReservation(reservation)),
      };
    },
    seatMap: (context: HandlerContext) => {
      const reservation = reservationFor(kind, context.actor, path(context, 'reservationIdentifier'));
      return seatMapFor(reservation.itinerary, reservation.seats);
    },
    addDisability: async (context: HandlerContext) => {
      const body = parseWith(disabilityAddBodySchema, await context.json());
      const reservation = reservationFor(kind, context.actor, body.locator);
      const traveler = travelerOf(reservation, body.travelerId);
      const service = {
        specialServiceID: nextId('SSR'),
        travelerId: traveler.id,
        kind: 'disability' as const,
        code: body.code,
        description:
          body.remark === undefined
            ? DISABILITY_SSR_CODES[body.code]
            : `${DISABILITY_SSR_CODES[body.code]} (${body.remark})`,
        status: 'requested' as const,
      };
      return {
        message: stage(
          context.actor,
          path(context, 'workbenchID'),
          reservation,
          `${body.code} for ${traveler.firstName}`,
          () => {
            reservation.specialServices.push(service);
          },
        ),
      };
    },
    list: ({ actor, query }: HandlerContext) => {
      const { page, limit, search } = parseWith(listQuerySchema, query);
      const organizationId = isPlatformAdmin(actor)
        ? actor.activeOrganizationId
        : requireOrganizationId(actor);
      const visible = db.reservations.filter(
        (reservation) => organizationId === null || reservation.organizationId === organizationId,
      );
      const needle = (search ?? '').trim().toLowerCase();
      return { visible, page, limit, needle, label };
    },
  };
}

/** Ancillaries added to a ticketed reservation are paid at once (an EMD): the balance is debited. */
function chargeAncillariesIfTicketed(reservation: ReservationRecord, records: AncillaryRecord[]): void {
  if (reservation.status !== 'ticketed' && reservation.status !== 'partially-ticketed') return;
  const amount = records.reduce((sum, record) => sum + record.price, 0);
  if (amount > 0)
    debit(
      reservation.organizationId,
      amount,
      `Ancillaries (EMD) for ${reservation.locator}`,
      reservation.locator,
    );
  for (const record of records) record.paid = true;
}

function splitReservation(
  reservation: ReservationRecord,
  moving: Traveler[],
  id: string,
  locator: string,
): void {
  const movingIds = new Set(moving.map((traveler) => traveler.id));
  const countOf = (travelers: Traveler[], type: string) =>
    travelers.filter((traveler) => traveler.passengerType === type).length;
  const staying = reservation.travelers.filter((traveler) => !movingIds.has(traveler.id));
  const repartition = (travelers: Traveler[]) => {
    const perPassenger = reservation.pricing.perPassenger.flatMap((line) => {
      const count = countOf(travelers, line.passengerType);
      return count === 0 ? [] : [{ ...line, count }];
    });
    return pricingFromLines(perPassenger);
  };
  const split: ReservationRecord = {
    ...structuredClone({
      ...reservation,
      ancillaries: reservation.ancillaries.filter((ancillary) => movingIds.has(ancillary.travelerId)),
    }),
    id,
    locator,
    reservationIdentifier: `RI-${locator}`,
    travelers: moving,
    specialServices: reservation.specialServices.filter((service) => movingIds.has(service.travelerId)),
    seats: reservation.seats.filter((seat) => movingIds.has(seat.travelerId)),
    pricing: repartition(moving),
    osiRemarks: [],
    ticketIds: [],
    createdAt: nowIso(),
  };
  reservation.travelers = staying;
  reservation.ancillaries = reservation.ancillaries.filter(
    (ancillary) => !movingIds.has(ancillary.travelerId),
  );
  reservation.specialServices = reservation.specialServices.filter(
    (service) => !movingIds.has(service.travelerId),
  );
  reservation.seats = reservation.seats.filter((seat) => !movingIds.has(seat.travelerId));
  reservation.pricing = repartition(staying);
  // Issued tickets follow their travelers.
  for (const ticket of db.tickets) {
    if (ticket.reservationId === reservation.id && movingIds.has(ticket.travelerId)) {
      ticket.reservationId = split.id;
      split.ticketIds.push(ticket.id);
    }
  }
  reservation.ticketIds = reservation.ticketIds.filter((id) => !split.ticketIds.includes(id));
  db.reservations.push(split);
}

function page<Item>(items: Item[], pageNumber: number, limit: number) {
  return {
    items: items.slice((pageNumber - 1) * limit, pageNumber * limit),
    page: pageNumber,
    limit,
    total: items.length,
  };
}

const reservationShared = recordResolvers('reservations');
const ticketShared = recordResolvers('tickets');

export const reservationHandlers = handlersFor(reservationEndpoints, {
  ...reservationShared,
  list: (context) => {
    const { visible, page: pageNumber, limit, needle } = reservationShared.list(context);
    const matching = visible
      .filter(
        (reservation) =>
          needle === '' ||
          [
            reservation.locator,
            ...reservation.travelers.map((traveler) => `${traveler.firstName} ${traveler.lastName}`),
          ].some((text) => text.toLowerCase().includes(needle)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return page(matching.map(reservationSummaryWire), pageNumber, limit);
  },
  detail: ({ actor, params }) => reservationWire(findReservation(actor, params.id ?? '')),
  ticket: ({ actor, params }) => {
    const reservation = findReservation(actor, params.id ?? '');
    const tickets = ticketReservation(reservation);
    return {
      message: `Reservation ${reservation.locator} ticketed: ${String(tickets.length)} ticket(s) issued.`,
      reservation: reservationWire(reservation),
    };
  },
  cancel: ({ actor, params }) => {
    const reservation = findReservation(actor, params.id ?? '');
    cancelReservation(reservation);
    return {
      message: `Reservation ${reservation.locator} cancelled.`,
      reservation: reservationWire(reservation),
    };
  },
  reprice: ({ actor, params }) => {
    const reservation = findReservation(actor, params.id ?? '');
    const { before, after } = repriceReservation(reservation);
    const change =
      before === after
        ? 'the price is unchanged'
        : `the price went from ${fromCentimes(before).toFixed(2)} to ${fromCentimes(after).toFixed(2)} MAD`;
    return {
      message: `Reservation ${reservation.locator} repriced: ${change}.`,
      reservation: reservationWire(reservation),
    };
  },
  confirmSeats: async ({ actor, params, json }) => {
    const workbench = findOpenWorkbench(actor, params.workbenchID ?? '');
    const { data } = parseWith(seatsConfirmBodySchema, await json());
    const choices = parseWith(
      z.array(
        z.object({
          travelerId: z.string().min(1),
          segmentId: z.string().min(1),
          seatCode: z.string().optional(),
          seat: z.string().optional(),
        }),
      ),
      Array.isArray(data) ? data : [data],
    );
    if (workbench.locator === undefined)
      throw new SandboxError(400, 'The workbench is not open for a reservation: initiate it with a locator');
    const reservation = findReservation(actor, workbench.locator);
    const segments = reservation.itinerary.flatMap((leg) => leg.segments);
    const assignments = choices.map((choice) => {
      travelerOf(reservation, choice.travelerId);
      const segment = segments.find((candidate) => candidate.id === choice.segmentId);
      if (segment === undefined)
        throw new SandboxError(400, `data: segment ${choice.segmentId} is not in ${reservation.locator}`);
      const seatCode = (choice.seatCode ?? choice.seat ?? '').toUpperCase();
      const seat = findSeat(segment, seatCode);
      if (seat === undefined)
        throw new SandboxError(
          400,
          `data: ${segment.equipment} on ${segment.flightNumber} has no seat ${seatCode}`,
        );
      if (seat.availability === 'occupied' || seat.availability === 'blocked')
        throw conflict(`Seat ${seatCode} on ${segment.flightNumber} is not available.`);
      return {
        assignment: { travelerId: choice.travelerId, segmentId: segment.id, seatCode },
        price: seat.price === undefined ? 0 : toCentimes(seat.price.amount),
      };
    });
    return {
      message: stage(actor, workbench.id, reservation, `${String(assignments.length)} seat(s)`, () => {
        for (const { assignment, price } of assignments) {
          reservation.seats = [
            ...reservation.seats.filter(
              (seat) =>
                !(seat.travelerId === assignment.travelerId && seat.segmentId === assignment.segmentId),
            ),
            assignment,
          ];
          if (price > 0) {
            const record: AncillaryRecord = {
              id: nextId('ANC'),
              travelerId: assignment.travelerId,
              segmentId: assignment.segmentId,
              type: 'SEAT',
              description: `Seat ${assignment.seatCode}`,
              price,
              status: 'confirmed',
              paid: false,
            };
            reservation.ancillaries.push(record);
            chargeAncillariesIfTicketed(reservation, [record]);
          }
        }
      }),
    };
  },
  fareRules: ({ actor, params }) => ({ fareRules: findReservation(actor, params.id ?? '').fareRules }),
});

export const ticketHandlers = handlersFor(ticketEndpoints, {
  ...ticketShared,
  list: (context) => {
    const { visible, page: pageNumber, limit, needle } = ticketShared.list(context);
    const ids = new Set(visible.map((reservation) => reservation.id));
    const tickets = db.tickets
      .filter((ticket) => ids.has(ticket.reservationId))
      .map(ticketListItemWire)
      .filter(
        (ticket) =>
          needle === '' ||
          [ticket.number, ticket.locator, ticket.travelerName].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      )
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.id.localeCompare(a.id));
    return page(tickets, pageNumber, limit);
  },
  detail: ({ actor, params }) => ticketWire(findTicket(actor, params.id ?? '')),
  void: ({ actor, params }) => {
    const ticket = findTicket(actor, params.id ?? '');
    voidTicket(ticket);
    return {
      message: `Ticket ${ticket.number} voided; ${fromCentimes(ticket.price.total).toFixed(2)} MAD refunded to the balance.`,
      ticket: ticketWire(ticket),
    };
  },
});
