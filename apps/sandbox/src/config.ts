/** The sandbox's settings, from the environment, checked with zod (a bad value stops the start). */
import { fileURLToPath } from 'node:url';
import { parseFaults, type SandboxFaults } from '@comptoir/mock-backend';
import { z } from 'zod';

export interface SandboxConfig {
  port: number;
  appOrigin: string;
  /** More origins of the web app, also allowed (the e2e run serves a build without the low-cost plugin too). */
  extraAppOrigins: string[];
  dataDir: string;
  reset: boolean;
  /** Faults applied to every request: the small realistic latency, and SANDBOX_FAULT if set. */
  faults: SandboxFaults;
}

/** The default data directory: apps/sandbox/data (gitignored). */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../data', import.meta.url));

/** A realistic backend latency for `pnpm dev`, in ms. Node tests of the handlers use none. */
const DEFAULT_LATENCY_MS = [80, 300] as const;

const environmentSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
  SANDBOX_APP_ORIGIN: z.url().default('http://127.0.0.1:5173'),
  SANDBOX_EXTRA_APP_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(',').filter((origin) => origin !== ''))
    .pipe(z.array(z.url())),
  SANDBOX_DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  SANDBOX_RESET: z.enum(['', '0', '1', 'true', 'false']).default(''),
  SANDBOX_FAULT: z.string().optional(),
});

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid sandbox configuration: ${problems}`);
  }
  const settings = parsed.data;
  return {
    port: settings.SANDBOX_PORT,
    appOrigin: settings.SANDBOX_APP_ORIGIN,
    extraAppOrigins: settings.SANDBOX_EXTRA_APP_ORIGINS,
    dataDir: settings.SANDBOX_DATA_DIR,
    reset: settings.SANDBOX_RESET === '1' || settings.SANDBOX_RESET === 'true',
    faults: { latencyMs: DEFAULT_LATENCY_MS, ...parseFaults(settings.SANDBOX_FAULT) },
  };
}
