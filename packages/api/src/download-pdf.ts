import { reservationsApi } from './endpoints/reservations';
import { ticketsApi } from './endpoints/tickets';
import type { RecordKind } from './keys';

/** `reservation-ABC123.pdf`, `ticket-1470000000001.pdf`. */
export function pdfFileName(kind: RecordKind, reference: string): string {
  const safe = reference.replace(/[^A-Za-z0-9-]/g, '') || 'document';
  return `${kind === 'reservations' ? 'reservation' : 'ticket'}-${safe}.pdf`;
}

/** Hands a downloaded file to the browser under a file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
