import { loadOnce } from '@comptoir/flight-domain';
import { useApiMutation } from '../query/use-api-mutation';
import type { UploadProgressHandler } from './uploads';

// The upload's call (its endpoints and the result's schema) is fetched with the first upload, not with
// the page that offers one.
const loadUploads = loadOnce(() => import('./uploads').then((module) => module.uploadsApi));

/** One file uploaded (`POST /upload/single`), as a write: its toasts are every mutation's (SPEC §4, §8). */
export function useUploadFile() {
  return useApiMutation({
    mutationFn: async ({ file, onProgress }: { file: Blob; onProgress?: UploadProgressHandler }) =>
      (await loadUploads()).single(file, onProgress),
    invalidates: () => [],
  });
}
