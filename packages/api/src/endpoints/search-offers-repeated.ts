import type { RepeatedField } from '../http/decode-text';

/**
 * The search answers' offers' field whose values repeat from offer to offer: their products' fare rules
 * (three distinct lists among some 900 products in a sandbox answer, a third of the offers' JSON), sent
 * once each by the decoding worker (the searches' `repeatedInRows`, and the worker's warm-up).
 */
export const OFFERS_REPEATED_FIELD = {
  items: 'products',
  field: 'fareRules',
} as const satisfies RepeatedField;
