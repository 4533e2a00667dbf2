import './app.css';
import { askGuardCalls, configureApi } from '@comptoir/api';
import { parseStartupConfig } from '@comptoir/flight-domain';
import { LazyConfigurationErrorPage, ThemeRoot } from '@comptoir/ui/kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { answerFirstGuardWith } from './auth/visitor';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const startup = parseStartupConfig(import.meta.env);
if (startup.success) {
  configureApi({ backendUrl: startup.config.backendUrl });
  // The guards' calls index.html preloaded, taken now for the first page's guard.
  answerFirstGuardWith(askGuardCalls());
}

// The app's one theme root: the configuration error is drawn in the same theme as the app.
createRoot(container).render(
  <StrictMode>
    <ThemeRoot>
      {startup.success ? (
        <App config={startup.config} />
      ) : (
        <LazyConfigurationErrorPage issues={startup.issues} />
      )}
    </ThemeRoot>
  </StrictMode>,
);
