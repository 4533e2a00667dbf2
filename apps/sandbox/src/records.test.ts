import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from './test-sandbox';

const sandbox = useTestSandbox('records');

describe('the sandbox server, for the application calls', () => {
  it('books, ticketing debits the balance, and the PDF is a real PDF', async () => {
    const call = await sandbox.signIn('admin.casablanca@comptoir.test');
    const search = await call('POST', '/api/flight/search/one-way', {
      from: 'CMN',
      to: 'CDG',
      date: '2026-12-15',
      adt: 1,
      cnn: 0,
      inf: 0,
      unn: 0,
    });
    const [offer] = (
      search.data as { offers: { offerId: string; identifier: string; products: { productId: string }[] }[] }
    ).offers;
    expect(offer).toBeDefined();
    const booking = await call('POST', '/api/flight/booking', {
      type: 'oneway',
      offer: {
        offerId: offer?.offerId,
        productId: offer?.products[0]?.productId,
        identifier: offer?.identifier,
      },
      paymentType: 'cash',
      travelers: [
        {
          passengerType: 'ADT',
          firstName: 'Karim',
          lastName: 'Bennani',
          birthDate: '1979-11-03',
          document: { type: 'passport', number: 'CD482913', nationality: 'MA', expiresOn: '2030-09-14' },
        },
      ],
      contact: { email: 'karim.bennani@example.com', phone: '+212 6 61 22 33 44' },
    });
    const { reservationId } = booking.data as { reservationId: string };
    expect((await call('POST', `/api/reservations/${reservationId}/ticket`)).status).toBe(200);
    const pdf = await call('GET', `/api/reservations/${reservationId}/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.data as ArrayBuffer);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
  }, 20_000);

  it('applies faults on demand through the header', async () => {
    const call = await sandbox.signIn('owner.paris@comptoir.test');
    expect(
      await call('GET', '/api/reservations', undefined, { 'x-sandbox-fault': 'status=503' }),
    ).toMatchObject({ status: 503, data: { message: expect.any(String) as string } });
    await expect(
      call('GET', '/api/reservations', undefined, { 'x-sandbox-fault': 'network' }),
    ).rejects.toThrow();
    await expect(
      call('GET', '/api/search?q=casa', undefined, { 'x-sandbox-fault': 'malformed' }),
    ).rejects.toThrow(SyntaxError);
  });
});
