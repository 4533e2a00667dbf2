/**
 * Debian's chromium, shared by Vitest browser mode and Playwright: Playwright cannot download its own
 * browsers on these machines. CHROMIUM_PATH overrides the location.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep chromium quiet and deterministic on a closed network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: chromiumPath, args: chromiumArgs };
}
