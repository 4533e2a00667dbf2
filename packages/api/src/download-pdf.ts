import { loadOnce } from '@comptoir/flight-domain';
import { loadRecordCalls } from './endpoints/record-writes';
import type { RecordKind } from './keys';

// Saving the file comes with the first download, not with the record's page.
const loadSaveBlob = loadOnce(() => import('./save-blob').then((module) => module.saveBlob));

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
  const [pdf, saveBlob] = await Promise.all([fetchPdf(kind, id), loadSaveBlob()]);
  saveBlob(pdf, pdfFileName(kind, reference));
}
