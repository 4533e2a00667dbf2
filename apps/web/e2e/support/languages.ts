import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

type Message = string | { match: Record<string, string> }[];

function catalogue(locale: string): Record<string, Message> {
  const file = new URL(`../../../../packages/ui/src/i18n/messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>;
}

/** The texts of a message, each variant's, with its placeholders cut out: the runs of words around them. */
function wordRuns(message: Message): string[] {
  const texts =
    typeof message === 'string' ? [message] : message.flatMap((part) => Object.values(part.match));
  return texts.flatMap((text) => text.split(/\{\w+\}/)).map((run) => run.trim());
}

/**
 * The English catalogue's texts that would give English away on a French page: of every message French
 * says otherwise, each run of words around its placeholders — of two words or more, so that a proper
 * name, a code or a word both languages share ("E-mail", "PNR") is never taken for English.
 */
const ENGLISH_ONLY = (() => {
  const english = catalogue('en');
  const french = catalogue('fr');
  const frenchRuns = new Set(Object.values(french).flatMap(wordRuns));
  return [
    ...new Set(
      Object.entries(english)
        .filter(([key]) => key !== '$schema')
        .flatMap(([, message]) => wordRuns(message))
        .filter((run) => run.includes(' ') && !frenchRuns.has(run)),
    ),
  ];
})();

/**
 * No text of the English catalogue left on the page, visible or named (`aria-label`), once the page is in
 * French: its `<html lang>` is `fr`, and none of the English runs of words is in its text, the shell's
 * (navigation, header) included, or in the text of `scope` only when given (a part of a page, a dialog).
 * What comes from the backend is shown as it comes: `backendText` names the elements whose text is the
 * backend's (a fare's rules, the airline's words), left out of the scan, and `backendWords` the runs the
 * page shows inside the backend's own text (a ledger entry's description).
 */
export async function expectNoEnglishLeft(
  page: Page,
  {
    scope,
    backendText,
    backendWords = [],
  }: { scope?: Locator; backendText?: string; backendWords?: readonly string[] } = {},
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const text = await (scope ?? page.locator('body')).evaluate((root: HTMLElement, backend) => {
    const fromBackend =
      backend === null
        ? []
        : [...root.querySelectorAll<HTMLElement>(backend)].map((element) => element.innerText);
    return [
      fromBackend.reduce((visible, part) => visible.replace(part, ''), root.innerText),
      ...[...root.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
    ].join('\n');
  }, backendText ?? null);
  expect(ENGLISH_ONLY.filter((run) => text.includes(run) && !backendWords.includes(run))).toEqual([]);
}
