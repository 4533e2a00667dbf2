import {
  type FlightOffer,
  type OfferSummary,
  type PaymentMethod,
  summarizeOffers,
  yieldToMain,
} from '@comptoir/flight-domain';
import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * How many offers are summarized in one task. A search's first summaries run the pricing's code before
 * it is optimized: about 0.2 ms an offer on a two-core host, so a slice stays under 50 ms of a phone's
 * thread (4× CPU), the length from which a task delays a tap.
 */
const SUMMARY_SLICE = 50;

/** A list's summaries, for the payment method they were made for. */
interface Summarized {
  readonly offers: readonly FlightOffer[];
  readonly paymentMethod: PaymentMethod;
  readonly summaries: readonly OfferSummary[];
}

/**
 * The offers' summaries for a payment method (`summarizeOffers`), or null while a new list's are being
 * made. With `slicing`, a list of more than `SUMMARY_SLICE` offers is summarized a slice at a time, each
 * slice in a task of its own, the thread free for input and frames between them: summarized in one go, a
 * search's few hundred offers held a phone's thread for about 300 ms while the document's first page
 * loaded. Otherwise, and for a shorter list or a change of payment method on a list already summarized
 * (the user's own choice, whose frame waits for its prices), at once.
 *
 * @example
 * const summaries = useOfferSummaries(offers, paymentMethod, true); // null: show the loading view
 */
export function useOfferSummaries(
  offers: readonly FlightOffer[],
  paymentMethod: PaymentMethod,
  slicing: boolean,
): readonly OfferSummary[] | null {
  const [sliced, setSliced] = useState<Summarized | null>(null);
  const inSlices = slicing && offers.length > SUMMARY_SLICE;
  const listDone = sliced?.offers === offers;
  useEffect(() => {
    if (!inSlices || listDone) return;
    const stopped = new AbortController();
    void (async () => {
      const summaries: OfferSummary[] = [];
      for (let start = 0; start < offers.length; start += SUMMARY_SLICE) {
        if (start > 0) await yieldToMain();
        if (stopped.signal.aborted) return;
        summaries.push(...summarizeOffers(offers.slice(start, start + SUMMARY_SLICE), paymentMethod, start));
      }
      // The list's first render, which React may do in slices too.
      startTransition(() => {
        setSliced({ offers, paymentMethod, summaries });
      });
    })();
    return () => {
      stopped.abort();
    };
  }, [offers, paymentMethod, inSlices, listDone]);
  return useMemo(() => {
    if (!inSlices) return summarizeOffers(offers, paymentMethod);
    if (sliced?.offers !== offers) return null;
    return sliced.paymentMethod === paymentMethod ? sliced.summaries : summarizeOffers(offers, paymentMethod);
  }, [offers, paymentMethod, inSlices, sliced]);
}
