import { type APIRequestContext, expect } from '@playwright/test';
import { APP_ORIGIN, SANDBOX_URL } from './accounts';

/** The departure date the tests search and book (a date the sandbox always has flights on). */
export const DEPARTURE = '2027-03-15';

/**
 * Books a reservation through the application API, as the signed-in user: the test finds it by its
 * locator (or by `lastName`, which defaults to Bennis), whatever else the sandbox holds. NDC content when
 * `contentKind` says so (default: the search's default, GDS). The first offer's cheapest fare, which does
 * not permit changes, unless `changeable` asks for the first fare that does.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  {
    lastName = 'Bennis',
    contentKind = 'GDS',
    changeable = false,
  }: { lastName?: string; contentKind?: 'GDS' | 'NDC'; changeable?: boolean } = {},
): Promise<{ reservationId: string; locator: string; contentKind: string }> {
  const headers = { origin: APP_ORIGIN };
  const search = await request.post(`${SANDBOX_URL}/api/flight/search/one-way`, {
    headers,
    data: {
      from: 'CMN',
      to: 'CDG',
      date: DEPARTURE,
      adt: 1,
      cnn: 0,
      inf: 0,
      unn: 0,
      isNDC: contentKind === 'NDC',
    },
  });
  expect(search.status(), await search.text()).toBe(200);
  const { offers } = (await search.json()) as {
    offers: { offerId: string; identifier: string; products: { productId: string; changeable: boolean }[] }[];
  };
  const offer = offers[0];
  const product = changeable ? offer?.products.find((candidate) => candidate.changeable) : offer?.products[0];
  if (offer === undefined || product === undefined) throw new Error('The sandbox found no CMN → CDG offer');
  const booking = await request.post(`${SANDBOX_URL}/api/flight/booking`, {
    headers,
    data: {
      type: 'oneway',
      offer: { offerId: offer.offerId, productId: product.productId, identifier: offer.identifier },
      paymentType: 'cash',
      travelers: [
        {
          passengerType: 'ADT',
          firstName: 'Ghita',
          lastName,
          birthDate: '1988-02-03',
          document: { type: 'passport', number: 'HM1234567', nationality: 'MA', expiresOn: '2031-12-31' },
        },
      ],
      contact: { email: 'ghita.bennis@comptoir.test', phone: '+212 6 12 34 56 78' },
    },
  });
  expect(booking.status(), await booking.text()).toBe(200);
  return (await booking.json()) as { reservationId: string; locator: string; contentKind: string };
}
