import { loadRecordCalls } from './endpoints/record-writes';
import type { RecordKind } from './keys';
import { saveBlob } from './save-blob';

/** `reservation-ABC123.pdf`, `ticket-1470000000001.pdf`. */
export function pdfFileName(kind: RecordKind, reference: string): string {
  const safe = reference.replace(/[^A-Za-z0-9-]/g, '') || 'document';
  return `${kind === 'reservations' ? 'reservation' : 'ticket'}-${safe}.pdf`;
}

/** The PDF of a reservation or ticket (`GET {id}/pdf`), for a viewer; the family's client comes with it. */
export async function fetchPdf(kind: RecordKind, id: string): Promise<Blob> {
  return (await loadRecordCalls(kind)).pdf({ path: { id } });
}

/** Downloads the PDF of a reservation or ticket and saves it as `reservation-<locator>.pdf`. */
export async function downloadPdf(kind: RecordKind, id: string, reference: string): Promise<void> {
  saveBlob(await fetchPdf(kind, id), pdfFileName(kind, reference));
}
