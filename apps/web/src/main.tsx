import './app.css';
import { askGuardCalls, configureApi, createQueryClient } from '@comptoir/api';
import { parseStartupConfig } from '@comptoir/flight-domain';
import { LazyConfigurationErrorPage, ThemeRoot } from '@comptoir/ui/kit';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { answerFirstGuardWith } from './auth/visitor';
import { loadFirstPage } from './first-page';
import formatsWorker from './formats.worker?worker&url';
import { holdIdleWorkWhilePagesLoad } from './idle-work-hold';
import { createAppRouter } from './router';

// Intl's first use in a renderer loads its locale data, which is the process's: made in a worker as the
// app starts, the amounts' and dates' formats then cost the page's main thread about a millisecond rather
// than the tens of ms of a first use there (docs/decisions/0080). Were the worker to fail, the page's
// first format loads the data itself.
new Worker(formatsWorker, { type: 'module' });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The app's one theme root: the configuration error is drawn in the same theme as the app.
const render = (app: ReactNode) =>
  root.render(
    <StrictMode>
      <ThemeRoot>{app}</ThemeRoot>
    </StrictMode>,
  );

const startup = parseStartupConfig(import.meta.env);
if (startup.success) {
  configureApi({ backendUrl: startup.config.backendUrl });
  // The guards' calls index.html preloaded, taken now for the first page's guard.
  const firstGuard = answerFirstGuardWith(askGuardCalls());
  // The router is built in a task after the entry's evaluation rather than in it: on a phone each is then
  // under about 50 ms, where together they held the main thread for over 100.
  setTimeout(() => {
    const queryClient = createQueryClient();
    const router = createAppRouter({ queryClient, config: startup.config });
    // What a page's content does not need (the shell's menus, the command bar, the toasts' outlet) waits
    // while pages load, from the first one on.
    holdIdleWorkWhilePagesLoad(router, queryClient);
    void loadFirstPage(router, firstGuard).then(() => {
      // The first render as a transition: React renders the page in slices of a few milliseconds, leaving
      // the thread free between them, then commits it at once.
      startTransition(() => render(<App queryClient={queryClient} router={router} />));
    });
  });
} else {
  render(<LazyConfigurationErrorPage issues={startup.issues} />);
}
