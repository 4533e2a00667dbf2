/**
 * The lint zones that keep dependencies flowing one way (apps → ui/api → flight-domain, inside ui each
 * room → kit, and the simulated backend only into stories, tests and the sandbox), proven by linting probe
 * sources as if they were files of each package.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's lint configuration with only the rule under test, and without type information: the
 * zones are `no-restricted-imports` options, which read no types, so no TypeScript program is built.
 */
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function restrictedImportMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// Real files of each zone, which the configuration's file patterns place in it.
const domainFile = 'packages/flight-domain/src/index.ts';
const uiFile = 'packages/ui/src/kit/index.ts';
const uiStoryFile = 'packages/ui/src/kit/NotFoundPage/NotFoundPage.stories.tsx';
const uiStoryHelperFile = 'packages/ui/src/kit/story-helpers/story-helpers.ts';
const apiFile = 'packages/api/src/index.ts';
const apiTestFile = 'packages/api/src/query/use-slow-loading.test.ts';
const mockBackendFile = 'packages/mock-backend/src/index.ts';
const webFile = 'apps/web/src/main.tsx';
const webStoryFile = 'apps/web/src/stories/AppArea.stories.tsx';
const uiRoomFiles = {
  kit: 'packages/ui/src/kit/index.ts',
  auth: 'packages/ui/src/auth/index.ts',
  search: 'packages/ui/src/search/index.ts',
  home: 'packages/ui/src/home/index.ts',
  records: 'packages/ui/src/records/index.ts',
  settings: 'packages/ui/src/settings/index.ts',
  money: 'packages/ui/src/money/index.ts',
};
const pluginFiles = {
  rules: 'packages/plugin-low-cost/src/rules/index.ts',
  views: 'packages/plugin-low-cost/src/views/index.ts',
  client: 'packages/plugin-low-cost/src/client/index.ts',
  mock: 'packages/plugin-low-cost/src/mock/index.ts',
  viewStory: 'packages/plugin-low-cost/src/views/LowCostHomeView/LowCostHomeView.stories.tsx',
};
const uiRoomStoryFile = 'packages/ui/src/records/RecordSections/RecordSections.stories.tsx';
const homeViewFile = 'packages/ui/src/home/HomeView/HomeView.tsx';
const homeStoryFile = 'packages/ui/src/home/HomeView/HomeView.stories.tsx';

const importMockBackend = "export { handlers } from '@comptoir/mock-backend';\n";
const importMsw = "export { http } from 'msw';\n";

describe('import boundaries', () => {
  it('rejects React in flight-domain', async () => {
    expect(await restrictedImportMessages("export { useState } from 'react';\n", domainFile)).toEqual([
      expect.stringContaining('flight-domain is pure TypeScript: no React.'),
    ]);
  });

  it('rejects axios and other workspace packages in flight-domain', async () => {
    const messages = await restrictedImportMessages(
      "export { default as axios } from 'axios';\nexport { LazyAppToaster } from '@comptoir/ui';\n",
      domainFile,
    );
    expect(messages).toEqual([
      expect.stringContaining('flight-domain does no I/O'),
      expect.stringContaining('flight-domain imports no other workspace package'),
    ]);
  });

  it('lets flight-domain import zod/mini', async () => {
    expect(await restrictedImportMessages("export { z } from 'zod/mini';\n", domainFile)).toEqual([]);
  });

  it('rejects classic zod in code that ships, not in the simulated backend or the domain tests', async () => {
    const classic = "export { z } from 'zod';\nexport { z as v4 } from 'zod/v4';\n";
    for (const file of [domainFile, uiFile, apiFile, webFile, pluginFiles.rules, pluginFiles.views])
      expect(await restrictedImportMessages(classic, file)).toEqual([
        expect.stringContaining("Code that ships parses with 'zod/mini'"),
        expect.stringContaining("Code that ships parses with 'zod/mini'"),
      ]);
    expect(await restrictedImportMessages(classic, mockBackendFile)).toEqual([]);
    expect(await restrictedImportMessages(classic, 'packages/flight-domain/src/passengers.test.ts')).toEqual(
      [],
    );
  });

  it('rejects the simulated backend in flight-domain', async () => {
    expect(await restrictedImportMessages(importMockBackend, domainFile)).toEqual([
      expect.stringContaining('flight-domain imports no other workspace package'),
    ]);
  });

  it('rejects api, web, the simulated backend and msw in ui', async () => {
    expect(
      await restrictedImportMessages("export { createQueryClient } from '@comptoir/api';\n", uiFile),
    ).toEqual([expect.stringContaining('ui does not talk to the backend')]);
    expect(await restrictedImportMessages("export * from '@comptoir/web';\n", uiFile)).toEqual([
      expect.stringContaining('Nothing imports the app'),
    ]);
    expect(await restrictedImportMessages(importMockBackend + importMsw, uiFile)).toEqual([
      expect.stringContaining('code that ships may not import @comptoir/mock-backend'),
      expect.stringContaining('msw intercepts requests in stories and tests'),
    ]);
  });

  it('lets ui stories and their helpers build data with the simulated backend, but not call api', async () => {
    expect(await restrictedImportMessages(importMockBackend, uiStoryFile)).toEqual([]);
    expect(await restrictedImportMessages(importMockBackend, uiStoryHelperFile)).toEqual([]);
    expect(await restrictedImportMessages("export * from '@comptoir/api';\n", uiStoryFile)).toEqual([
      expect.stringContaining('ui does not talk to the backend'),
    ]);
    expect(
      await restrictedImportMessages("export * from '@comptoir/api/endpoints';\n", uiStoryHelperFile),
    ).toEqual([expect.stringContaining('ui does not talk to the backend')]);
  });

  it("rejects every room in ui's kit", async () => {
    const messages = await restrictedImportMessages(
      [
        "export * from '../auth';",
        "export * from '../search/OfferCard/OfferCard';",
        "export * from '../../records/Workbench/Workbench';",
        '',
      ].join('\n'),
      uiRoomFiles.kit,
    );
    expect(messages).toEqual([
      expect.stringContaining("ui's kit imports no room (here auth)"),
      expect.stringContaining("ui's kit imports no room (here search)"),
      expect.stringContaining("ui's kit imports no room (here records)"),
    ]);
  });

  it.each([
    ['auth', ['search', 'records']],
    ['search', ['auth', 'home']],
    ['home', ['search', 'records']],
    ['records', ['auth', 'search']],
    ['settings', ['records', 'money']],
    ['money', ['search', 'settings']],
  ] as const)(
    "rejects sibling rooms in ui's %s room, but lets it import the kit",
    async (room, [first, second]) => {
      const refusal = (sibling: string) =>
        `ui's ${room} room imports the kit, never its sibling room ${sibling}`;
      expect(
        await restrictedImportMessages(
          `export * from '../${first}/Some/Piece';\nexport * from '../../${second}';\n`,
          uiRoomFiles[room],
        ),
      ).toEqual([expect.stringContaining(refusal(first)), expect.stringContaining(refusal(second))]);
      expect(
        await restrictedImportMessages("export * from '../kit/Money/Money';\n", uiRoomFiles[room]),
      ).toEqual([]);
    },
  );

  it("keeps a room's stories out of its sibling rooms and the backend", async () => {
    const messages = await restrictedImportMessages(
      "export * from '../../home/HomeView/home-fixtures';\nexport * from '@comptoir/api';\n",
      uiRoomStoryFile,
    );
    expect(messages).toEqual([
      expect.stringContaining("ui's records room imports the kit, never its sibling room home"),
      expect.stringContaining('ui does not talk to the backend'),
    ]);
  });

  it("lets the home stories fill the quick search with the search room's form, which the home view never imports", async () => {
    const searchForm = "export * from '../../search/SearchForm/OneWaySearchForm';\n";
    expect(await restrictedImportMessages(searchForm, homeStoryFile)).toEqual([]);
    expect(await restrictedImportMessages(searchForm, homeViewFile)).toEqual([
      expect.stringContaining("ui's home room imports the kit, never its sibling room search"),
    ]);
  });

  it('rejects ui importing itself by package name', async () => {
    expect(await restrictedImportMessages("export * from '@comptoir/ui/kit';\n", uiRoomFiles.search)).toEqual(
      [expect.stringContaining('Inside ui, import relatively')],
    );
  });

  it('rejects ui and web imports in api', async () => {
    const messages = await restrictedImportMessages(
      "export * from '@comptoir/ui';\nexport * from '../../../apps/web/src/router';\n",
      apiFile,
    );
    expect(messages).toEqual([
      expect.stringContaining('api does not render'),
      expect.stringContaining('Nothing imports the app'),
    ]);
  });

  it('rejects the simulated backend and msw in api, tests included', async () => {
    for (const file of [apiFile, apiTestFile])
      expect(await restrictedImportMessages(importMockBackend + importMsw, file)).toEqual([
        expect.stringContaining('mock-backend depends on api, not the reverse'),
        expect.stringContaining('api has no msw, not even in tests'),
      ]);
  });

  it('rejects ui, web and sandbox imports in the simulated backend, but lets it use api and msw', async () => {
    const messages = await restrictedImportMessages(
      "export * from '@comptoir/ui';\nexport * from '@comptoir/web';\nexport * from '@comptoir/sandbox';\n",
      mockBackendFile,
    );
    expect(messages).toEqual([
      expect.stringContaining('no ui imports'),
      expect.stringContaining('Nothing imports the app'),
      expect.stringContaining('The sandbox is an app'),
    ]);
    expect(
      await restrictedImportMessages(
        "export * from '@comptoir/api/endpoints';\n" + importMsw,
        mockBackendFile,
      ),
    ).toEqual([]);
  });

  it('keeps the simulated backend and msw out of the code the app ships, not out of its stories', async () => {
    expect(await restrictedImportMessages(importMockBackend + importMsw, webFile)).toEqual([
      expect.stringContaining('code that ships may not import @comptoir/mock-backend'),
      expect.stringContaining('msw intercepts requests in stories and tests'),
    ]);
    expect(await restrictedImportMessages(importMockBackend + importMsw, webStoryFile)).toEqual([]);
  });

  describe('the low-cost plugin', () => {
    it('keeps its rules pure: no React, ui, api or views, but flight-domain and zod/mini', async () => {
      const messages = await restrictedImportMessages(
        [
          "export { useState } from 'react';",
          "export * from '@comptoir/ui/kit';",
          "export * from '@comptoir/api';",
          "export * from '../views/LowCostHomeView/LowCostHomeView';",
          '',
        ].join('\n'),
        pluginFiles.rules,
      );
      expect(messages).toEqual([
        expect.stringContaining('flight-domain is pure TypeScript: no React.'),
        expect.stringContaining("The plugin's rules are pure TypeScript"),
        expect.stringContaining("The plugin's rules are pure TypeScript"),
        expect.stringContaining("The plugin's rules, client and simulated airline do not render"),
      ]);
      expect(
        await restrictedImportMessages(
          "export * from '@comptoir/flight-domain';\nexport { z } from 'zod/mini';\n",
          pluginFiles.rules,
        ),
      ).toEqual([]);
    });

    it("lets its views use ui's kit and its rules, never api, a ui room, its client or the simulated backend", async () => {
      const messages = await restrictedImportMessages(
        [
          "export * from '@comptoir/api';",
          "export * from '@comptoir/ui/search';",
          "export * from '../client/queries';",
          "export * from '@comptoir/mock-backend';",
          "export * from '@comptoir/plugin-low-cost/rules';",
          '',
        ].join('\n'),
        pluginFiles.views,
      );
      expect(messages).toEqual([
        expect.stringContaining('ui does not talk to the backend'),
        expect.stringContaining("The plugin's views build on ui's kit only"),
        expect.stringContaining("The plugin's rules and views do not talk to the airline"),
        expect.stringContaining('code that ships may not import @comptoir/mock-backend'),
        expect.stringContaining('Inside the plugin, import relatively'),
      ]);
      expect(
        await restrictedImportMessages(
          "export * from '@comptoir/ui/kit';\nexport * from '../rules';\n",
          pluginFiles.views,
        ),
      ).toEqual([]);
      expect(await restrictedImportMessages(importMockBackend, pluginFiles.viewStory)).toEqual([]);
    });

    it('lets its client use api and its rules, never ui, its views, its simulated airline or msw', async () => {
      const messages = await restrictedImportMessages(
        [
          "export * from '@comptoir/ui/kit';",
          "export * from '../views/LowCostHomeView/LowCostHomeView';",
          "export * from '../mock/handlers';",
          "export { http } from 'msw';",
          '',
        ].join('\n'),
        pluginFiles.client,
      );
      expect(messages).toEqual([
        expect.stringContaining('api does not render'),
        expect.stringContaining("The plugin's rules, client and simulated airline do not render"),
        expect.stringContaining("The plugin's simulated airline is for stories, tests and the sandbox"),
        expect.stringContaining('api has no msw'),
      ]);
      expect(
        await restrictedImportMessages(
          "export * from '@comptoir/api';\nexport * from '../rules';\n",
          pluginFiles.client,
        ),
      ).toEqual([]);
    });

    it('lets its simulated airline use its client, msw and the simulated backend, never its views', async () => {
      expect(
        await restrictedImportMessages(
          "export * from '../client';\nexport * from '@comptoir/mock-backend';\n" + importMsw,
          pluginFiles.mock,
        ),
      ).toEqual([]);
      expect(await restrictedImportMessages("export * from '../views';\n", pluginFiles.mock)).toEqual([
        expect.stringContaining("The plugin's rules, client and simulated airline do not render"),
      ]);
    });

    it('is imported by no shared package', async () => {
      const importPlugin = "export * from '@comptoir/plugin-low-cost/views';\n";
      for (const file of [uiFile, uiRoomFiles.search, apiFile, mockBackendFile])
        expect(await restrictedImportMessages(importPlugin, file), file).toEqual([
          expect.stringContaining('The low-cost plugin builds on the shared packages'),
        ]);
      expect(await restrictedImportMessages(importPlugin, domainFile)).toEqual([
        expect.stringContaining('flight-domain imports no other workspace package'),
      ]);
    });

    it('reaches the app through its views and rules, never its simulated airline', async () => {
      expect(
        await restrictedImportMessages(
          "export * from '@comptoir/plugin-low-cost/views';\nexport * from '@comptoir/plugin-low-cost/mock';\n",
          webFile,
        ),
      ).toEqual([
        expect.stringContaining("The plugin's simulated airline is for stories, tests and the sandbox"),
      ]);
    });
  });
});
