import { flightSearchResultSchema } from '@comptoir/flight-domain';
import { expect, it } from 'vitest';
import { decodeText } from '../http/decode-text';
import { SEARCH_ANSWER_SAMPLE } from './search-answer-sample';

it('is an answer the search schema takes: the warm-up runs the path a real answer takes', () => {
  const answers = [...decodeText(flightSearchResultSchema, JSON.stringify(SEARCH_ANSWER_SAMPLE), 'offers')];
  expect(answers.map((answer) => answer.outcome)).toEqual(['rows', 'decoded']);
});
