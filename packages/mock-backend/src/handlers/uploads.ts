/** Uploads (SPEC §7 "Uploads"): multipart field `image` for one file, `images` for several. */
import { UPLOAD_FIELDS, type UploadResult } from '@comptoir/flight-domain';
import { uploadsEndpoints } from '@comptoir/api/endpoints';
import { handlersFor, SandboxError } from '../context';
import { db, nextId } from '../database';

/** Where the uploaded files are served. */
const UPLOADS_PATH = '/uploads/';

/** The uploaded file a path names (`/uploads/<id>/<name>`), or undefined. */
export function uploadedFile(pathname: string) {
  if (!pathname.startsWith(UPLOADS_PATH)) return undefined;
  const [id] = pathname.slice(UPLOADS_PATH.length).split('/');
  return db.uploads.find((upload) => upload.id === id);
}

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

/**
 * Keeps an accepted file and answers where it is: under `/uploads/` at the origin that received it, which
 * the sandbox serves (`db.uploads`).
 */
async function store(file: UploadedFile, origin: string): Promise<UploadResult> {
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
  const url = `${origin}${UPLOADS_PATH}${id}/${encodeURIComponent(file.name)}`;
  const bytes = await file.arrayBuffer();
  db.uploads.push({ id, filename: file.name, size: file.size, type: file.type, url, bytes });
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
    return store(file, new URL(request.url).origin);
  },
  multiple: async ({ request }) => {
    const origin = new URL(request.url).origin;
    return Promise.all((await filesOf(request, UPLOAD_FIELDS.multiple)).map((file) => store(file, origin)));
  },
});
