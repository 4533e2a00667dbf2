/** Uploads (SPEC §7): one file under the multipart field `image`, several under `images`. */
import { UPLOAD_FIELDS, uploadResultSchema } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { clientFor } from '../http/client';
import { endpoint, type UploadProgress } from '../http/endpoint';

/** A multipart body (a browser type, so it lives here and not in flight-domain). */
const multipartSchema = z.instanceof(FormData);

export const uploadsEndpoints = {
  single: endpoint({
    method: 'POST',
    path: '/upload/single',
    body: multipartSchema,
    response: uploadResultSchema,
  }),
  multiple: endpoint({
    method: 'POST',
    path: '/upload/multiple',
    body: multipartSchema,
    response: z.array(uploadResultSchema),
  }),
};

const client = clientFor(uploadsEndpoints);

/** Upload progress as a fraction from 0 to 1, when the browser knows the total. */
export type UploadProgressHandler = (fraction: number) => void;

function progress(onProgress: UploadProgressHandler | undefined) {
  return onProgress
    ? ({ loaded, total }: UploadProgress) => {
        if (total) onProgress(Math.min(1, loaded / total));
      }
    : undefined;
}

function form(field: string, files: readonly Blob[]): FormData {
  const body = new FormData();
  for (const file of files) body.append(field, file);
  return body;
}

/** The files themselves rather than a FormData: the wrappers name the multipart fields. */
export const uploadsApi = {
  single: (file: Blob, onProgress?: UploadProgressHandler) =>
    client.single({ body: form(UPLOAD_FIELDS.single, [file]), onUploadProgress: progress(onProgress) }),
  multiple: (files: readonly Blob[], onProgress?: UploadProgressHandler) =>
    client.multiple({
      body: form(UPLOAD_FIELDS.multiple, files),
      onUploadProgress: progress(onProgress),
    }),
};
