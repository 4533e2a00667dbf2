/**
 * The worker that decodes a search's answer (the searches' `decodeInWorker`, `DECODING_WORKERS`): hundreds of offers
 * parsed and checked away from the page's main thread, which receives them decoded.
 */
import { currencyFractionDigits, flightSearchResultSchema } from '@comptoir/flight-domain';
import { answerDecodes } from '../http/decode-text';

// Reading the amounts asks Intl for the currency's minor unit, whose first use loads locale data: done as
// the worker starts, while the backend searches.
currencyFractionDigits();
answerDecodes(flightSearchResultSchema);
