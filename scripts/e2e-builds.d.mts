/** The types of `e2e-builds.mjs`, which the Playwright configuration imports. */
export declare const e2eSandboxPort: number;
export declare const e2eBuilds: {
  withPlugin: boolean;
  outDir: string;
  env: { VITE_BACKEND_URL: string; VITE_LOW_COST_PLUGIN: string };
}[];
