import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAFE_REDIRECT_FALLBACK, safeRedirect } from './safe-redirect';

/** The WHATWG URL parser of the runtime (typed here: the package's lib has no DOM or Node types). */
declare const URL: new (
  input: string,
  base?: string,
) => { readonly origin: string; readonly pathname: string };

const BASE = 'https://app.example';
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001F\u007F-\u009F\\]/;

describe('safeRedirect examples', () => {
  it('keeps same-origin relative paths, with their query and fragment', () => {
    expect(SAFE_REDIRECT_FALLBACK).toBe('/');
    for (const path of [
      '/',
      '/balance',
      '/reservations?page=2&search=ali',
      '/tickets/42/ndc#seats',
      '/search?q=metadata:x',
    ]) {
      expect(safeRedirect(path)).toBe(path);
    }
  });

  it('resolves dot segments', () => {
    expect(safeRedirect('/a/./b/../c')).toBe('/a/c');
    expect(safeRedirect('/a/b/..')).toBe('/a/');
    expect(safeRedirect('/a/.')).toBe('/a/');
    expect(safeRedirect('/a/%2E%2e/b')).toBe('/b');
    expect(safeRedirect('/../../x?y=/../z')).toBe('/x?y=/../z');
  });

  it.each([
    ['absolute URL', 'https://evil.example'],
    ['absolute URL, upper case', 'HTTPS://evil.example/path'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/auth/login'],
    ['slash backslash', '/\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['backslash inside', '/reservations\\..\\..'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return', '/\r\n/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['C1 control', '/\u0085/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: after a slash', '/javascript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['DATA: in upper case', 'DATA:text/html,x'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['dot-dot to protocol-relative', '/..//evil.example'],
    ['dot to protocol-relative', '/.//evil.example'],
    ['encoded dot-dot', '/.%2e//evil.example'],
    ['encoded dots', '/%2e%2E//evil.example'],
    ['nested dot-dot', '/a/..//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded javascript:', '/%6Aavascript:alert(1)'],
    ['malformed escape', '/%E0%A4%A'],
    ['malformed after decoding', `/${'%25'.repeat(8)}2F`],
    ['encoded more times than decoded', `/%${'25'.repeat(6)}2F`],
    ['relative without slash', 'evil.example'],
    ['leading space', ' /balance'],
    ['empty', ''],
    ['hidden by a dot-dot, revealed by decoding', '/\uFF0F%2f/../%252f'],
  ])('falls back to / for %s', (_name, hostile) => {
    expect(safeRedirect(hostile)).toBe('/');
  });

  it('falls back to / for anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['/balance'], true]) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});

const DANGEROUS_TOKENS = [
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u2028',
  ' ',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '%0a',
  '%0D',
  '%00',
  '%25',
  '%252f',
  '%252e',
  '%',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'DATA:',
  'vbscript:',
  'http:',
  'https:',
  'HTTPS:',
  'evil.example',
  'app.example',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  'redirect',
  'balance',
  'auth',
  '\uFF0F',
  '\uFF3C',
  '\u3002',
];

const tokens = fc
  .array(fc.constantFrom(...DANGEROUS_TOKENS), { maxLength: 12 })
  .map((parts) => parts.join(''));
const hostileInput = fc.oneof(
  tokens,
  tokens.map((rest) => `/${rest}`),
  fc.tuple(tokens, tokens).map(([a, b]) => `/${a}/../${b}`),
);

describe('safeRedirect property: at least 10,000 inputs built from dangerous tokens', () => {
  it('returns / or a single-slash path that stays on the origin', () => {
    fc.assert(
      fc.property(hostileInput, (input) => {
        const result = safeRedirect(input);
        expect(result === '/' || (result.startsWith('/') && !result.startsWith('//'))).toBe(true);
        expect(CONTROL_OR_BACKSLASH.test(result)).toBe(false);
        const url = new URL(result, BASE);
        expect(url.origin).toBe(BASE);
        expect(url.pathname.startsWith('//')).toBe(false);
        expect(safeRedirect(result)).toBe(result);
      }),
      { numRuns: 20_000 },
    );
  }, 60_000);

  it('keeps every plain path made of safe segments', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRedirect(path)).toBe(path);
      }),
    );
  });
});
