import { UPLOAD_FIELDS } from '@comptoir/flight-domain';
import type { AxiosProgressEvent } from 'axios';
import { uploadEndpoints } from '../endpoints/uploads';
import { send } from '../http/send';
import { useApiMutation } from '../query/use-api-mutation';
import { reservationsApi, ticketsApi, type RecordKind } from './records';

/** Upload progress as a fraction from 0 to 1, when the browser knows the total. */
export type UploadProgressHandler = (fraction: number) => void;

function progress(onProgress: UploadProgressHandler | undefined) {
  return onProgress
    ? (event: AxiosProgressEvent) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      }
    : undefined;
}

/** Uploads (SPEC §7): one file under the multipart field `image`, several under `images`. */
export const uploadsApi = {
  single: (file: Blob, onProgress?: UploadProgressHandler) => {
    const form = new FormData();
    form.append(UPLOAD_FIELDS.single, file);
    return send(uploadEndpoints.single, {
      path: undefined,
      body: form,
      onUploadProgress: progress(onProgress),
    });
  },
  multiple: (files: readonly Blob[], onProgress?: UploadProgressHandler) => {
    const form = new FormData();
    for (const file of files) form.append(UPLOAD_FIELDS.multiple, file);
    return send(uploadEndpoints.multiple, {
      path: undefined,
      body: form,
      onUploadProgress: progress(onProgress),
    });
  },
};

export function useUploadFiles() {
  return useApiMutation({
    mutationFn: ({ files, onProgress }: { files: readonly Blob[]; onProgress?: UploadProgressHandler }) =>
      uploadsApi.multiple(files, onProgress),
    invalidates: () => [],
  });
}

/** `reservation-ABC123.pdf`, `ticket-1470000000001.pdf`. */
export function pdfFileName(kind: RecordKind, reference: string): string {
  const safe = reference.replace(/[^A-Za-z0-9-]/g, '') || 'document';
  return `${kind === 'reservations' ? 'reservation' : 'ticket'}-${safe}.pdf`;
}

/** Hands a downloaded file to the browser under a file name. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the PDF of a reservation or ticket and saves it as `reservation-<locator>.pdf`. */
export async function downloadPdf(kind: RecordKind, id: string, reference: string): Promise<void> {
  const blob = await (kind === 'reservations' ? reservationsApi.pdf(id) : ticketsApi.pdf(id));
  saveBlob(blob, pdfFileName(kind, reference));
}
