import { reservationsApi } from './endpoints/reservations';
import { ticketsApi } from './endpoints/tickets';
import type { RecordKind } from './keys';
import { saveBlob } from './save-blob';

/** `reservation-ABC123.pdf`, `ticket-1470000000001.pdf`. */
export function pdfFileName(kind: RecordKind, reference: string): string {
  const safe = reference.replace(/[^A-Za-z0-9-]/g, '') || 'document';
  return `${kind === 'reservations' ? 'reservation' : 'ticket'}-${safe}.pdf`;
}

/**
 * Downloads the PDF of a reservation or ticket, saves it as `reservation-<locator>.pdf` and resolves
 * with it (for a preview of the same file).
 */
export async function downloadPdf(kind: RecordKind, id: string, reference: string): Promise<Blob> {
  const api = kind === 'reservations' ? reservationsApi : ticketsApi;
  const pdf = await api.pdf({ path: { id } });
  saveBlob(pdf, pdfFileName(kind, reference));
  return pdf;
}
