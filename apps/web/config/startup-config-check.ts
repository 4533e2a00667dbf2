import { formatStartupConfigIssues, parseStartupConfig } from '@comptoir/flight-domain';
import { loadEnv, type Plugin } from 'vite';

/**
 * Stops `vite` (dev) and `vite build` when the startup configuration is invalid, naming each bad
 * variable. The app checks again at runtime and shows a full-page error for a build made without it.
 */
export function startupConfigCheck(): Plugin {
  return {
    name: 'comptoir:startup-config-check',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
      const result = parseStartupConfig(env);
      if (!result.success) {
        throw new Error(
          `Invalid startup configuration (mode "${config.mode}"):\n${formatStartupConfigIssues(result.issues)}\n` +
            'Set these variables in the environment or in apps/web/.env.local (see README.md, "Configuration").',
        );
      }
    },
  };
}
