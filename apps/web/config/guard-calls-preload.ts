import { guardCallUrls } from '@comptoir/api/guard-calls';
import { parseStartupConfig } from '@comptoir/flight-domain';
import { loadEnv, type Plugin } from 'vite';

/**
 * Asks for the guards' calls (the session, the active member's role) from `index.html`, while the entry
 * is still on its way: a page's guard, the first thing every page waits for, then finds their answers
 * come. The guards' `fetch` (credentials included) takes the preloaded answers, as the links are made
 * with `crossorigin="use-credentials"`.
 */
export function guardCallsPreload(): Plugin {
  let urls: string[] = [];
  return {
    name: 'comptoir:guard-calls-preload',
    configResolved(config) {
      const startup = parseStartupConfig(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
      urls = startup.success ? guardCallUrls(startup.config.backendUrl) : [];
    },
    transformIndexHtml: () =>
      urls.map((href) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', href, crossorigin: 'use-credentials' },
        injectTo: 'head-prepend',
      })),
  };
}
