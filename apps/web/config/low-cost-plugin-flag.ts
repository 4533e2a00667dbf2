import { parseStartupConfig } from '@comptoir/flight-domain';
import { join } from 'node:path';
import { loadEnv, type AliasOptions } from 'vite';

/**
 * The low-cost plugin's build-time flag, `VITE_LOW_COST_PLUGIN` (SPEC §1, §5: a boolean, false by
 * default), in one place: how a build with it differs from one without (docs/decisions/0023).
 *
 * - Without it, TanStack Router's generator ignores the plugin's route folder (`src/routes/_app/low-cost`,
 *   `routeFileIgnorePattern`) and writes that route tree apart (`node_modules/.cache`), which the app's
 *   `./routeTree.gen` import then resolves to: nothing imports the plugin's routes, and the build holds
 *   none of its code. Its paths still send to / (the app guard, `resolveRedirect`).
 * - With it, the generator writes the committed tree, which holds every route, so that typed links into
 *   the plugin typecheck whatever the flag; the route files are plain route files.
 */
export interface LowCostPluginBuild {
  /** The route generator's options for it (`tanstackRouter({ ...router })`). */
  readonly router: { routeFileIgnorePattern?: string; generatedRouteTree?: string };
  /** Where the app's route tree import goes (`resolve.alias`). */
  readonly alias: AliasOptions;
}

/**
 * The build at `mode`, its environment read from `envDir` with the startup configuration's rule. An
 * invalid value counts as no plugin here and is left to `startupConfigCheck`, which stops the build.
 */
export function lowCostPluginBuild(mode: string, envDir: string): LowCostPluginBuild {
  const result = parseStartupConfig(loadEnv(mode, envDir, 'VITE_'));
  const withPlugin = result.success && result.config.lowCostPluginEnabled;
  const treeWithoutPlugin = join(envDir, 'node_modules/.cache/comptoir/routeTree.without-plugin.gen.ts');
  return {
    router: withPlugin ? {} : { routeFileIgnorePattern: '^low-cost$', generatedRouteTree: treeWithoutPlugin },
    alias: withPlugin ? [] : [{ find: /^\.\/routeTree\.gen$/, replacement: treeWithoutPlugin }],
  };
}
