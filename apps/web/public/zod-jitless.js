// Runs before the app's modules (a deferred script ahead of them in index.html). zod builds faster object
// parsers with `new Function` when it may, and probes for it as each object schema is built; the app's
// Content-Security-Policy forbids eval (apps/web/nginx), and chromium reports the probe as a CSP violation
// even though zod catches it. zod's global configuration (what `z.config({ jitless: true })` sets, here
// before any schema exists) skips the probe; the parsers are the same ones a strict CSP leaves anyway.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
