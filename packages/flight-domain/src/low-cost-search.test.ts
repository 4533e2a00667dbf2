import { describe, expect, it } from 'vitest';
import { lowCostSupportSearchSchema, lowCostXmlSupportSearchSchema } from './low-cost-search';

describe('the low-cost support pages’ search parameters', () => {
  it('keeps a booking reference, a day, a text, a page and a message', () => {
    const search = {
      reference: 'qx4t7m',
      date: '2026-11-20',
      search: 'BENNANI',
      page: 2,
      message: 'xml_000001',
    };
    expect(lowCostXmlSupportSearchSchema.parse(search)).toEqual(search);
    expect(lowCostSupportSearchSchema.parse({ reference: 'QX4T7M' })).toEqual({ reference: 'QX4T7M' });
  });

  it('drops what cannot be one, keeping the rest', () => {
    expect(
      lowCostXmlSupportSearchSchema.parse({
        reference: 'QX4',
        date: '20/11/2026',
        search: '  ',
        page: 0,
        message: 'xml_1',
      }),
    ).toEqual({
      reference: undefined,
      date: undefined,
      search: undefined,
      page: undefined,
      message: 'xml_1',
    });
    expect(lowCostSupportSearchSchema.parse({ reference: 42 })).toEqual({ reference: undefined });
  });
});
