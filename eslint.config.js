// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A restriction on a workspace package, by its name and by its sources' path (`<name>/src`). */
const workspacePackage = (/** @type {string} */ name, /** @type {string} */ message) => ({
  group: [`@comptoir/${name}`, `@comptoir/${name}/*`, `**/${name}/src/**`],
  message,
});

/**
 * Import boundaries: dependencies flow one way, apps → ui/api → flight-domain, inside ui each room → kit,
 * and the simulated backend (mock-backend → api → flight-domain) reaches only stories, tests and the
 * sandbox, never code that ships. Each zone lists what its files may not import (a later zone replaces an
 * earlier one's list, so the room zones repeat ui's).
 */
const react = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  message: 'flight-domain is pure TypeScript: no React.',
};
const axios = {
  group: ['axios', 'axios/*'],
  message: 'flight-domain does no I/O: only packages/api talks to the backend.',
};
const anyWorkspacePackage = {
  group: [
    '@comptoir/*',
    '**/ui/src/**',
    '**/api/src/**',
    '**/mock-backend/src/**',
    '**/web/src/**',
    '**/sandbox/src/**',
    '**/plugin-low-cost/src/**',
  ],
  message: 'flight-domain imports no other workspace package: everything depends on it, not the reverse.',
};
const web = workspacePackage('web', 'Nothing imports the app: apps sit at the top.');
const sandbox = workspacePackage('sandbox', 'The sandbox is an app: packages do not import it.');
const apiFromUi = workspacePackage(
  'api',
  'ui does not talk to the backend: take data and callbacks as props.',
);
const uiFromApi = workspacePackage('ui', 'api does not render: no ui imports.');
const mockBackend = workspacePackage(
  'mock-backend',
  'The simulated backend is for stories, tests and the sandbox: code that ships may not import @comptoir/mock-backend.',
);
const mockBackendFromApi = {
  group: mockBackend.group,
  message:
    'mock-backend depends on api, not the reverse (not even in tests): no @comptoir/mock-backend in api.',
};
const msw = {
  group: ['msw', 'msw/*'],
  message: 'msw intercepts requests in stories and tests: code that ships may not import it.',
};
const mswFromApi = {
  group: msw.group,
  message:
    "api has no msw, not even in tests: the client's contract tests run in mock-backend (src/client-contract).",
};
const lowCostPlugin = workspacePackage(
  'plugin-low-cost',
  'The low-cost plugin builds on the shared packages, not the reverse: only apps import it.',
);
const lowCostPluginMock = {
  group: ['@comptoir/plugin-low-cost/mock', '@comptoir/plugin-low-cost/mock/*'],
  message:
    "The plugin's simulated airline is for stories, tests and the sandbox: code that ships may not import it.",
};
const uiFromMockBackend = {
  group: uiFromApi.group,
  message: 'The simulated backend serves the calls api declares: no ui imports.',
};

const classicZod = {
  regex: '^zod(?:/v4(?:/classic)?|/v3)?$',
  message:
    "Code that ships parses with 'zod/mini': classic zod is 25 KiB more in a first load, and one on-use chunk of it stopped the bundler from folding shared modules into the entry (docs/decisions/0025).",
};

const radixTable = {
  group: ['@radix-ui/themes'],
  importNames: ['Table'],
  message:
    "Draw tables with the kit's Table (Table.Root and its parts): Radix Themes' table module keeps Table.Root and its scroll area in the bundle whichever part is imported (docs/decisions/0035).",
};

/** ui files for stories only under `root` (stories, their helpers and fixtures): not the package's API. */
const storyOnlyUnder = (/** @type {string} */ root) => [
  `${root}/**/*.stories.{ts,tsx}`,
  `${root}/**/story-helpers/**`,
  `${root}/**/*-fixtures.ts`,
  `${root}/**/story-*.{ts,tsx}`,
];
/** ui files for stories only, and the benchmark. */
const uiStoryOnly = [...storyOnlyUnder('packages/ui'), 'packages/ui/bench/**'];
const uiFromItself = {
  group: ['@comptoir/ui', '@comptoir/ui/*'],
  message: 'Inside ui, import relatively: the subpath exports (@comptoir/ui/kit, …) are for the app.',
};

/**
 * ui's rooms (`packages/ui/src/<room>`): every room may import `kit`, none imports a sibling room, and
 * `kit` imports no room. A piece that two rooms need moves to `kit`.
 */
const uiRooms = ['auth', 'search', 'home', 'records', 'settings', 'money'];
/**
 * The sibling rooms whose pieces a room's stories may render, though its views never import them: the home
 * page's quick search is the search room's one-way form, which the app hands `HomeView` as a slot, and its
 * stories fill the slot with that form as the app does.
 */
const uiRoomStoryCompanions = /** @type {Record<string, string[]>} */ ({ home: ['search'] });
const uiRoomImport = (/** @type {string} */ from, /** @type {string} */ to) => ({
  group: [`**/${to}`, `**/${to}/**`],
  // Room folders are lowercase; the kit's components are not (`kit/Money/Money` is not the money room).
  caseSensitive: true,
  message:
    from === 'kit'
      ? `ui's kit imports no room (here ${to}): the rooms build on the kit, not the reverse.`
      : `ui's ${from} room imports the kit, never its sibling room ${to}: move what both need into kit.`,
});
/** apps/web files that never reach the production build: stories and their helpers, unit tests. */
const webNotShipped = [
  'apps/web/src/**/*.stories.tsx',
  'apps/web/src/stories/**',
  'apps/web/src/**/*.test.{ts,tsx}',
];

const restrict = (/** @type {object[]} */ ...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/** What shipped views (ui's rooms, the plugin's views) may not import: they render from props. */
const shippedViews = [apiFromUi, mockBackend, msw, web, sandbox, classicZod, radixTable];

const uiRoomZones = ['kit', ...uiRooms].flatMap((room) => {
  const others = uiRooms.filter((other) => other !== room);
  const siblings = others.map((other) => uiRoomImport(room, other));
  const companions = uiRoomStoryCompanions[room] ?? [];
  const storySiblings = others
    .filter((other) => !companions.includes(other))
    .map((other) => uiRoomImport(room, other));
  return [
    {
      files: [`packages/ui/src/${room}/**`],
      rules: restrict(...shippedViews, lowCostPlugin, uiFromItself, ...siblings),
    },
    {
      files: storyOnlyUnder(`packages/ui/src/${room}`),
      rules: restrict(apiFromUi, web, sandbox, lowCostPlugin, uiFromItself, radixTable, ...storySiblings),
    },
  ];
});

/**
 * The low-cost plugin (`packages/plugin-low-cost/src/<layer>`) keeps the workspace's layering inside
 * itself: `rules` is pure like flight-domain (it may use flight-domain), `client` talks to the airline
 * without rendering, `views` render from props with ui's kit only (like a ui room), `mock` is the
 * simulated airline (msw, mock-backend) that no shipped code imports.
 */
const pluginLayer = (/** @type {string} */ layer, /** @type {string} */ message) => ({
  group: [`@comptoir/plugin-low-cost/${layer}`, `**/${layer}`, `**/${layer}/**`],
  caseSensitive: true,
  message,
});
const pluginLayers = {
  views: pluginLayer('views', "The plugin's rules, client and simulated airline do not render: no views."),
  client: pluginLayer(
    'client',
    "The plugin's rules and views do not talk to the airline: only its client does.",
  ),
  mock: pluginLayer('mock', "The plugin's simulated airline is for stories, tests and the sandbox."),
};
const pluginFromItself = {
  group: ['@comptoir/plugin-low-cost', '@comptoir/plugin-low-cost/*'],
  message: 'Inside the plugin, import relatively: its subpath exports are for the apps.',
};
const uiRoomsFromPlugin = {
  group: uiRooms.map((room) => `@comptoir/ui/${room}`),
  message: "The plugin's views build on ui's kit only, as a ui room does.",
};
const pluginRulesPure = {
  group: ['@comptoir/ui', '@comptoir/ui/*', '@comptoir/api', '@comptoir/api/*'],
  message: "The plugin's rules are pure TypeScript: flight-domain and zod, no ui, no api.",
};
const pluginRoot = 'packages/plugin-low-cost/src';
const lowCostPluginZones = [
  {
    files: [`${pluginRoot}/rules/**`],
    rules: restrict(
      react,
      axios,
      pluginRulesPure,
      mockBackend,
      msw,
      web,
      sandbox,
      pluginFromItself,
      classicZod,
      pluginLayers.views,
      pluginLayers.client,
      pluginLayers.mock,
    ),
  },
  {
    files: [`${pluginRoot}/client/**`],
    rules: restrict(
      uiFromApi,
      mockBackendFromApi,
      mswFromApi,
      web,
      sandbox,
      pluginFromItself,
      classicZod,
      pluginLayers.views,
      pluginLayers.mock,
    ),
  },
  {
    files: [`${pluginRoot}/views/**`],
    rules: restrict(
      ...shippedViews,
      pluginFromItself,
      uiRoomsFromPlugin,
      pluginLayers.client,
      pluginLayers.mock,
    ),
  },
  {
    files: [`${pluginRoot}/views/**/*.stories.tsx`],
    rules: restrict(apiFromUi, web, sandbox, pluginFromItself, uiRoomsFromPlugin, pluginLayers.client),
  },
  {
    files: [`${pluginRoot}/mock/**`],
    rules: restrict(uiFromMockBackend, web, sandbox, pluginFromItself, pluginLayers.views),
  },
];

export default defineConfig(
  globalIgnores([
    '**/node_modules',
    '**/dist',
    '**/dist-e2e',
    '**/dist-e2e-off',
    '**/dist-bench',
    'storybook-static',
    'coverage',
    'test-results',
    'playwright-report',
    '.tools',
    '.storybook/public',
    '**/routeTree.gen.ts',
    // Paraglide's compiled messages and runtime (`pnpm --filter @comptoir/ui i18n`).
    'packages/ui/src/i18n/paraglide',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  storybook.configs['flat/recommended'],
  { files: ['packages/flight-domain/**'], rules: restrict(react, axios, anyWorkspacePackage, classicZod) },
  // The rules are also checked against classic zod's schemas, as a form built with it would use them.
  { files: ['packages/flight-domain/**/*.test.ts'], rules: restrict(react, axios, anyWorkspacePackage) },
  {
    files: ['packages/ui/**'],
    rules: restrict(apiFromUi, mockBackend, msw, web, sandbox, lowCostPlugin, classicZod),
  },
  { files: uiStoryOnly, rules: restrict(apiFromUi, web, sandbox, lowCostPlugin) },
  ...uiRoomZones,
  {
    files: ['packages/api/**'],
    rules: restrict(uiFromApi, mockBackendFromApi, mswFromApi, web, sandbox, lowCostPlugin, classicZod),
  },
  { files: ['packages/mock-backend/**'], rules: restrict(uiFromMockBackend, web, sandbox, lowCostPlugin) },
  ...lowCostPluginZones,
  {
    files: ['apps/web/src/**'],
    ignores: webNotShipped,
    rules: restrict(mockBackend, lowCostPluginMock, msw, classicZod),
  },
);
