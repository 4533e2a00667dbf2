/**
 * The sanitizer of `redirect` search parameters: no open redirect. Only a same-origin relative path
 * survives; everything else becomes `/`.
 *
 * A value is kept only if it, and every percent-decoding of it, starts with a single `/`, holds no
 * backslash, no control character (tab, newline, C0, DEL, C1) and no `javascript:`, `data:` or `vbscript:`
 * (any case), and does not become protocol-relative (`//host`) once its dot segments are resolved the way
 * URL parsers do (`/..//host`, `/.%2e//host`). The value returned is the path with its dot segments
 * resolved, then its query and fragment as given; it passes the same checks, so sanitizing is idempotent.
 */

/**
 * What any refused value becomes.
 *
 * @example
 * safeRedirect('https://evil.example') === SAFE_REDIRECT_FALLBACK // true
 */
export const SAFE_REDIRECT_FALLBACK = '/';

// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects.
const FORBIDDEN_CHARACTER = /[\u0000-\u001F\u007F-\u009F\\]/;
const SCRIPT_SCHEME = /\b(?:javascript|data|vbscript):/i;
const SINGLE_DOT = /^(?:\.|%2e)$/i;
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i;
const MAX_DECODING_ROUNDS = 5;

/** The value and each percent-decoding of it, or null when decoding fails or never settles. */
function decodings(value: string): string[] | null {
  const layers = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return layers;
    layers.push(decoded);
    current = decoded;
  }
  return null;
}

function splitPath(value: string): { path: string; rest: string } {
  const end = value.search(/[?#]/);
  return end === -1 ? { path: value, rest: '' } : { path: value.slice(0, end), rest: value.slice(end) };
}

/** Resolves `.` and `..` segments (and their `%2e` spellings) as the WHATWG URL parser does. */
function resolveDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const output: string[] = [];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (DOUBLE_DOT.test(segment)) {
      output.pop();
      if (isLast) output.push('');
    } else if (SINGLE_DOT.test(segment)) {
      if (isLast) output.push('');
    } else {
      output.push(segment);
    }
  });
  return `/${output.join('/')}`;
}

function isSafeLayer(layer: string): boolean {
  return (
    layer.startsWith('/') &&
    !layer.startsWith('//') &&
    !FORBIDDEN_CHARACTER.test(layer) &&
    !SCRIPT_SCHEME.test(layer) &&
    !resolveDotSegments(splitPath(layer).path).startsWith('//')
  );
}

/**
 * Keeps a redirect target only if it is a same-origin relative path; anything else becomes `/`.
 *
 * @example
 * safeRedirect('/reservations?page=2') // '/reservations?page=2'
 * safeRedirect('/a/./b/../c') // '/a/c'
 * safeRedirect('https://evil.example') // '/'
 * safeRedirect('//evil.example') // '/'
 * safeRedirect('/\\evil.example') // '/'
 * safeRedirect('/..//evil.example') // '/'
 * safeRedirect('JaVaScRiPt:alert(1)') // '/'
 * safeRedirect(undefined) // '/'
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !isSafe(value)) return SAFE_REDIRECT_FALLBACK;
  const { path, rest } = splitPath(value);
  const resolved = `${resolveDotSegments(path)}${rest}`;
  // Resolving can drop a segment that hid something only a later decoding reveals: check the result too.
  return isSafe(resolved) ? resolved : SAFE_REDIRECT_FALLBACK;
}

function isSafe(value: string): boolean {
  const layers = decodings(value);
  return layers?.every(isSafeLayer) === true;
}
