import { uploadResultSchema } from '@comptoir/flight-domain';
import { z } from 'zod';
import { endpoint } from '../http/endpoint';

/** Uploads (SPEC §7): multipart field `image` for one file, `images` for several. */
export const uploadEndpoints = {
  single: endpoint({ method: 'POST', path: '/upload/single', response: uploadResultSchema }),
  multiple: endpoint({ method: 'POST', path: '/upload/multiple', response: z.array(uploadResultSchema) }),
};
