import { z } from './zod-mini';

/**
 * The environment variables that configure a build of the web app, by config field.
 *
 * @example
 * STARTUP_CONFIG_VARIABLES.backendUrl // 'VITE_BACKEND_URL'
 */
export const STARTUP_CONFIG_VARIABLES = {
  backendUrl: 'VITE_BACKEND_URL',
  appTitle: 'VITE_APP_TITLE',
  lowCostPluginEnabled: 'VITE_LOW_COST_PLUGIN',
} as const;

/**
 * Startup configuration (SPEC §5): the backend URL is required, the app title optional but not empty,
 * the low-cost plugin flag a boolean that defaults to false.
 *
 * @example
 * startupConfigSchema.parse({ backendUrl: 'https://api.example.com', lowCostPluginEnabled: 'false' })
 * // { backendUrl: 'https://api.example.com', lowCostPluginEnabled: false }
 */
export const startupConfigSchema = z.object({
  backendUrl: z.url({
    protocol: /^https?$/,
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'The backend URL is required.'
        : 'The backend URL must be an absolute http(s) URL, for example https://api.example.com.',
  }),
  appTitle: z.optional(z.string().check(z.minLength(1, 'The app title must have at least 1 character.'))),
  lowCostPluginEnabled: z._default(
    z.stringbool({ error: 'The low-cost plugin flag must be true or false.' }),
    false,
  ),
});

/**
 * A valid startup configuration.
 *
 * @example
 * const config: StartupConfig = { backendUrl: 'https://api.example.com', lowCostPluginEnabled: false };
 */
export type StartupConfig = z.infer<typeof startupConfigSchema>;

/**
 * One bad environment variable and what is wrong with it.
 *
 * @example
 * const issue: StartupConfigIssue = { variable: 'VITE_BACKEND_URL', message: 'The backend URL is required.' };
 */
export interface StartupConfigIssue {
  variable: string;
  message: string;
}

/**
 * The configuration, or every issue found.
 *
 * @example
 * const result: StartupConfigResult = parseStartupConfig(import.meta.env);
 */
export type StartupConfigResult =
  { success: true; config: StartupConfig } | { success: false; issues: StartupConfigIssue[] };

/**
 * Reads the startup configuration from environment variables.
 *
 * @example
 * parseStartupConfig({ VITE_BACKEND_URL: 'https://api.example.com' })
 * // { success: true, config: { backendUrl: 'https://api.example.com', lowCostPluginEnabled: false } }
 */
export function parseStartupConfig(
  env: Readonly<Record<string, string | boolean | undefined>>,
): StartupConfigResult {
  const read = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'boolean' ? String(value) : value;
  };
  const parsed = startupConfigSchema.safeParse({
    backendUrl: read(STARTUP_CONFIG_VARIABLES.backendUrl),
    appTitle: read(STARTUP_CONFIG_VARIABLES.appTitle),
    lowCostPluginEnabled: read(STARTUP_CONFIG_VARIABLES.lowCostPluginEnabled),
  });
  if (parsed.success) return { success: true, config: parsed.data };
  return {
    success: false,
    issues: parsed.error.issues.map((issue) => {
      const field = issue.path[0] as keyof typeof STARTUP_CONFIG_VARIABLES;
      return { variable: STARTUP_CONFIG_VARIABLES[field], message: issue.message };
    }),
  };
}

/**
 * Formats configuration issues as one line per variable, for terminals and logs.
 *
 * @example
 * formatStartupConfigIssues([{ variable: 'VITE_BACKEND_URL', message: 'The backend URL is required.' }])
 * // '  VITE_BACKEND_URL: The backend URL is required.'
 */
export function formatStartupConfigIssues(issues: readonly StartupConfigIssue[]): string {
  return issues.map((issue) => `  ${issue.variable}: ${issue.message}`).join('\n');
}
