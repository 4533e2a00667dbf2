/**
 * @comptoir/flight-domain: the business of Comptoir as pure TypeScript. See README.md.
 */
export * from './auth-search';
export * from './auth-session';
export * from './constants';
export * from './dates';
export * from './durations';
export * from './enumerations';
export * from './exchange';
export * from './flight-search';
export * from './list-query';
export * from './location';
export * from './member-invite';
export * from './money';
export * from './offer-filters';
export * from './offers';
export * from './passengers';
export * from './permissions';
export * from './pricing';
export * from './redirects';
export * from './record-actions';
export * from './reservation-operations';
export * from './route-access';
export * from './routes';
export * from './safe-redirect';
export * from './startup-config';
export * from './ticket-status';
export * from './traveller-email';
export * from './upload';
export * from './back-office';
export * from './booking';
export * from './booking-form';
export * from './entities/common';
export * from './entities/flights';
export * from './entities/organizations';
export * from './entities/reservations';
