import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../../../../test/chromium';

/** A cookie as the DevTools protocol's `Storage.setCookies` takes it (Playwright's `storageState` gives these). */
interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/**
 * Debian's chromium, headless, started as a plain process and driven through its debugging port only:
 * no Playwright client attached to it. Playwright attaches to every page of a browser it launched, the
 * one Lighthouse opens too, and its instrumentation (its bindings and scripts in the page, every network
 * event handled in the test's process) then ran beside the page being measured, on the same two cores.
 */
export interface PlainChromium {
  /** The debugging port Lighthouse connects to. */
  port: number;
  /** Sets cookies in the browser's default context (the session Lighthouse's pages load with). */
  setCookies(cookies: readonly BrowserCookie[]): Promise<void>;
  /** Empties the browser's HTTP cache: the next page's load is a first visit. */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

/** The port and browser path chromium wrote in its profile (`--remote-debugging-port=0` picks a free port). */
async function debuggingEndpoint(profile: string): Promise<{ port: number; path: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [port, path] = (await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '')).split(
      '\n',
    );
    if (Number(port) > 0 && path !== undefined && path !== '') return { port: Number(port), path };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`chromium wrote no debugging port in ${profile}`);
}

/** The DevTools protocol over the browser's WebSocket: one command at a time, each answered by its id. */
async function protocol(url: string) {
  const socket = new WebSocket(url);
  await once(socket, 'open');
  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id === undefined) return;
    const call = waiting.get(message.id);
    if (call === undefined) return;
    waiting.delete(message.id);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  return {
    send<Result>(method: string, params: object = {}, sessionId?: string): Promise<Result> {
      lastId += 1;
      const id = lastId;
      socket.send(JSON.stringify({ id, method, params, sessionId }));
      return new Promise<Result>((resolve, reject) => {
        waiting.set(id, { resolve: (result) => resolve(result as Result), reject });
      });
    },
    close: () => socket.close(),
  };
}

/**
 * A headless browser's pages only: no extension, and none of the browser's own WebUI renderers (the
 * omnibox's popup, preloaded). Each renderer alive when Lighthouse starts its trace starts V8's profiler
 * too, and the omnibox's popup took 200 ms of one core (70 ms of CPU) to do so, in the first 700 ms of
 * the measured page's load.
 */
const HEADLESS_ONLY = [
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

export async function launchPlainChromium(extraArgs: readonly string[]): Promise<PlainChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'comptoir-lighthouse-'));
  const { executablePath, args } = chromiumLaunchOptions();
  const browser = spawn(
    executablePath,
    [
      ...args,
      ...HEADLESS_ONLY,
      ...extraArgs,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = once(browser, 'exit');
      browser.kill();
      await exited;
    }
    // The browser's helper processes can still be writing to the profile just after the browser itself
    // has exited (seen as ENOTEMPTY): its removal is tried again for a moment.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  const { port, cdp } = await debuggingEndpoint(profile)
    .then(async ({ port, path }) => ({ port, cdp: await protocol(`ws://127.0.0.1:${String(port)}${path}`) }))
    .catch(async (error: unknown) => {
      // A browser that never answered is not left running, nor its profile on disk.
      await stop();
      throw error;
    });
  return {
    port,
    setCookies: async (cookies) => {
      await cdp.send('Storage.setCookies', { cookies });
    },
    clearCache: async () => {
      // The HTTP cache is the browser's, emptied through any page's session: the blank page it started with.
      const { targetInfos } = await cdp.send<{ targetInfos: { targetId: string; type: string }[] }>(
        'Target.getTargets',
      );
      const page = targetInfos.find((target) => target.type === 'page');
      if (page === undefined) throw new Error('chromium has no page to empty its cache through');
      const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId: page.targetId,
        flatten: true,
      });
      await cdp.send('Network.clearBrowserCache', {}, sessionId);
      await cdp.send('Target.detachFromTarget', { sessionId });
    },
    close: async () => {
      cdp.close();
      await stop();
    },
  };
}
