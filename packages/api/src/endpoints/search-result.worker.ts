/**
 * The worker that decodes a search's answer (the searches' `decodeInWorker`, `DECODING_WORKERS`): hundreds of offers
 * parsed and checked away from the page's main thread, which receives them decoded.
 */
import { flightSearchResultSchema } from '@comptoir/flight-domain';
import { answerDecodes } from '../http/decode-text';
import { SEARCH_ANSWER_SAMPLE } from './search-answer-sample';
import { OFFERS_REPEATED_FIELD } from './search-offers-repeated';

/**
 * The sample's decodes while the worker waits for the first search, which a search page starts when idle
 * (`prepareSearchDecoding`): about 0.2 s of this thread, in tasks of a few milliseconds, while the user
 * fills the form. The first answer then decodes warm (docs/decisions/0083).
 */
const WARM_UP_DECODES = 1000;

answerDecodes(flightSearchResultSchema, {
  sample: JSON.stringify(SEARCH_ANSWER_SAMPLE),
  rows: 'offers' satisfies keyof typeof SEARCH_ANSWER_SAMPLE,
  repeated: OFFERS_REPEATED_FIELD,
  times: WARM_UP_DECODES,
});
