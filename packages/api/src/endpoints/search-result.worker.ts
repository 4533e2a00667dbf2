/**
 * The worker that decodes a search's answer (the searches' `decodeInWorker`, `DECODING_WORKERS`): hundreds of offers
 * parsed and checked away from the page's main thread, which receives them decoded.
 */
import { flightSearchResultSchema } from '@comptoir/flight-domain';
import { answerDecodes } from '../http/decode-text';

answerDecodes(flightSearchResultSchema);
