/** Uploads (SPEC §7 "Uploads"): multipart field `image` for one file, `images` for several. */
import { UPLOAD_FIELDS, type UploadResult } from '@comptoir/flight-domain';
import { uploadsEndpoints } from '@comptoir/api/endpoints';
import { handlersFor, SandboxError } from '../context';
import { db, nextId } from '../database';

/** The largest file the sandbox accepts. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'application/pdf',
];

function store(file: UploadedFile): UploadResult {
  if (!ACCEPTED_TYPES.includes(file.type))
    return {
      success: false,
      error: `${file.name}: ${file.type || 'this file type'} is not accepted (PNG, JPEG, WebP, GIF, SVG or PDF).`,
      filename: file.name,
      size: file.size,
      type: file.type,
    };
  if (file.size > MAX_UPLOAD_BYTES)
    return {
      success: false,
      error: `${file.name} is larger than 5 MB.`,
      filename: file.name,
      size: file.size,
      type: file.type,
    };
  const id = nextId('UPL');
  const url = `https://sandbox.comptoir.test/uploads/${id}/${encodeURIComponent(file.name)}`;
  db.uploads.push({ id, filename: file.name, size: file.size, type: file.type, url });
  return { success: true, url, filename: file.name, size: file.size, type: file.type };
}

type UploadedFile = Exclude<ReturnType<FormData['get']>, string | null>;

async function filesOf(request: Request, field: string): Promise<UploadedFile[]> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new SandboxError(400, `${field}: send the file as multipart/form-data`);
  }
  const files = form.getAll(field).filter((value): value is UploadedFile => typeof value !== 'string');
  if (files.length === 0) throw new SandboxError(400, `${field}: no file received`);
  return files;
}

export const uploadsHandlers = handlersFor(uploadsEndpoints, {
  single: async ({ request }) => {
    const [file] = await filesOf(request, UPLOAD_FIELDS.single);
    if (file === undefined) throw new SandboxError(400, `${UPLOAD_FIELDS.single}: no file received`);
    return store(file);
  },
  multiple: async ({ request }) => (await filesOf(request, UPLOAD_FIELDS.multiple)).map(store),
});
