/**
 * The lint zones that keep dependencies flowing one way (apps → ui/api → flight-domain), proven by
 * linting probe sources as if they were files of each package.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImportMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// Real files of each zone, so that the type-aware parser knows their project.
const domainFile = 'packages/flight-domain/src/index.ts';
const uiFile = 'packages/ui/src/kit/index.ts';
const uiStoryFile = 'packages/ui/src/kit/NotFoundPage/NotFoundPage.stories.tsx';
const apiFile = 'packages/api/src/index.ts';

// Type-aware linting builds a TypeScript program per package on first use: seconds, not milliseconds.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('rejects React in flight-domain', async () => {
    expect(await restrictedImportMessages("export { useState } from 'react';\n", domainFile)).toEqual([
      expect.stringContaining('flight-domain is pure TypeScript: no React.'),
    ]);
  });

  it('rejects axios and other workspace packages in flight-domain', async () => {
    const messages = await restrictedImportMessages(
      "export { default as axios } from 'axios';\nexport { AppToaster } from '@comptoir/ui';\n",
      domainFile,
    );
    expect(messages).toEqual([
      expect.stringContaining('flight-domain does no I/O'),
      expect.stringContaining('flight-domain imports no other workspace package'),
    ]);
  });

  it('lets flight-domain import zod', async () => {
    expect(await restrictedImportMessages("export { z } from 'zod';\n", domainFile)).toEqual([]);
  });

  it('rejects api and web imports in ui, but lets stories import api mocks', async () => {
    expect(
      await restrictedImportMessages("export { createQueryClient } from '@comptoir/api';\n", uiFile),
    ).toEqual([expect.stringContaining('ui does not talk to the backend')]);
    expect(await restrictedImportMessages("export * from '@comptoir/web';\n", uiFile)).toEqual([
      expect.stringContaining('Nothing imports the app'),
    ]);
    expect(await restrictedImportMessages("export * from '@comptoir/api/mocks';\n", uiStoryFile)).toEqual([]);
    expect(await restrictedImportMessages("export * from '@comptoir/api';\n", uiStoryFile)).toEqual([
      expect.stringContaining('ui does not talk to the backend'),
    ]);
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
});
