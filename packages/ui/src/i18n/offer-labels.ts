import type { OfferSort, StopOption, TimeWindow } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/**
 * flight-domain's words of the results' sorts and filters (`OFFER_SORT_LABELS`, `STOP_OPTION_LABELS`,
 * `TIME_WINDOWS`' labels, English) in the interface's language, each table complete for its type.
 */
export const OFFER_SORT_WORDS: Readonly<Record<OfferSort, () => string>> = {
  best: m.results_sort_best,
  price: m.results_price,
  duration: m.results_duration,
  departure: m.results_sort_departure,
};

export const STOP_OPTION_WORDS: Readonly<Record<StopOption, () => string>> = {
  0: m.results_direct,
  1: () => m.results_stops({ count: 1 }),
  2: m.results_stops_two_or_more,
};

export const TIME_WINDOW_WORDS: Readonly<Record<TimeWindow, () => string>> = {
  night: m.results_window_night,
  morning: m.results_window_morning,
  afternoon: m.results_window_afternoon,
  evening: m.results_window_evening,
};
