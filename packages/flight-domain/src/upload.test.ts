import { describe, expect, it } from 'vitest';
import { LOGO_RULES, logoFileFault, UPLOAD_FIELDS, uploadResultSchema } from './upload';

describe('uploadResultSchema', () => {
  it('names the multipart fields', () => {
    expect(UPLOAD_FIELDS).toEqual({ single: 'image', multiple: 'images' });
  });

  it('reads a successful upload', () => {
    const result = {
      success: true,
      url: 'https://cdn.example.com/a.png',
      filename: 'a.png',
      size: 1024,
      type: 'image/png',
    };
    expect(uploadResultSchema.parse(result)).toEqual(result);
    expect(uploadResultSchema.safeParse({ success: true, filename: 'a.png' }).success).toBe(false);
  });

  it('reads a failed upload', () => {
    expect(uploadResultSchema.parse({ success: false, error: 'File too large' })).toEqual({
      success: false,
      error: 'File too large',
    });
    expect(uploadResultSchema.safeParse({ success: false }).success).toBe(false);
  });
});

describe('logoFileFault', () => {
  it('takes a small PNG, JPEG or WebP picture', () => {
    expect(logoFileFault({ type: 'image/png', size: 2048 })).toBeNull();
    expect(logoFileFault({ type: 'image/jpeg', size: LOGO_RULES.maxBytes })).toBeNull();
  });

  it('refuses another type, SVG included, and a file over 1 MB', () => {
    expect(logoFileFault({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(logoFileFault({ type: 'image/png', size: LOGO_RULES.maxBytes + 1 })).toBe('size');
  });
});
