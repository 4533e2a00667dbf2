/**
 * Whether this build holds the low-cost airline plugin (SPEC §1, issue 26). A constant of the build:
 * vite.config.ts (`lowCostPluginFlag`) writes `VITE_LOW_COST_PLUGIN` into the code as 'true' or 'false',
 * so in a build without the plugin every `LOW_COST_PLUGIN_BUILT ? … : undefined` in the plugin's routes
 * is `undefined` and the plugin's package is left out of the bundle.
 * `docs/decisions/0023-low-cost-plugin-compile-time-flag.md`.
 */
export const LOW_COST_PLUGIN_BUILT = import.meta.env.VITE_LOW_COST_PLUGIN === 'true';
