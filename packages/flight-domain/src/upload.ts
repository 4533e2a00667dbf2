/**
 * The answer of POST /upload/single and /upload/multiple (SPEC §3 "Upload result", §7 "Uploads").
 */
import { z } from './zod-mini';

/**
 * Multipart field names of the two upload calls (SPEC §7).
 *
 * @example
 * formData.append(UPLOAD_FIELDS.single, file) // field 'image'
 */
export const UPLOAD_FIELDS = { single: 'image', multiple: 'images' } as const;

/**
 * An upload result (SPEC §3: url, filename, size, type, success, error). A successful upload has where
 * the file went (`url`, `filename`, `size` in bytes, MIME `type`); a failed one has the `error` message
 * and whatever else the backend could tell.
 *
 * @example
 * uploadResultSchema.parse({ success: true, url: 'https://cdn.example.com/a.png', filename: 'a.png', size: 1024, type: 'image/png' })
 * uploadResultSchema.parse({ success: false, error: 'File too large' })
 */
export const uploadResultSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    url: z.string().check(z.minLength(1)),
    filename: z.string(),
    size: z.number().check(z.int(), z.gte(0)),
    type: z.string(),
    error: z.optional(z.string()),
  }),
  z.object({
    success: z.literal(false),
    error: z.string(),
    url: z.optional(z.string()),
    filename: z.optional(z.string()),
    size: z.optional(z.number().check(z.int(), z.gte(0))),
    type: z.optional(z.string()),
  }),
]);

/**
 * An upload result; `success` tells which fields are there.
 *
 * @example
 * if (result.success) show(result.url); else toast.error(result.error);
 */
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * What an organization's logo may be: a PNG, JPEG or WebP picture of at most 1 MB, checked before it is
 * sent (SVG is refused, as a picture that can carry script).
 *
 * @example
 * LOGO_RULES.maxBytes // 1048576
 */
export const LOGO_RULES = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 1024 * 1024,
} as const;

/** Why a file cannot be a logo: not a PNG, JPEG or WebP picture, or over {@link LOGO_RULES}' size. */
export type LogoFileFault = 'type' | 'size';

/**
 * Why a file cannot be a logo, or null when it can (the interface words it in its language).
 *
 * @example
 * logoFileFault({ type: 'image/gif', size: 10 }) // 'type'
 * logoFileFault({ type: 'image/png', size: 2_000_000 }) // 'size'
 * logoFileFault({ type: 'image/png', size: 2048 }) // null
 */
export function logoFileFault(file: { type: string; size: number }): LogoFileFault | null {
  if (!(LOGO_RULES.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LOGO_RULES.maxBytes) return 'size';
  return null;
}
