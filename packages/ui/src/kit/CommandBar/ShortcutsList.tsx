import { DataList, Kbd, Text } from '@radix-ui/themes';
import type { Shortcut } from './shortcut-keys';
import { formatShortcut, pageCommands } from './page-commands';

/** The keys every signed-in page has. */
const APP_SHORTCUTS: readonly { label: string; shortcut: Shortcut }[] = [
  { label: 'Command bar', shortcut: { key: 'k', mod: true } },
  { label: 'Locator field', shortcut: { key: '/' } },
  { label: 'This list', shortcut: { key: '?' } },
];

/**
 * Every shortcut of the page shown, then the app's own (the `?` sheet): the page's commands that have a
 * key, each with the key as this platform writes it. It follows the page's commands as they change.
 */
export function ShortcutsList() {
  const commands = pageCommands().flatMap(({ id, label, shortcut }) =>
    shortcut === undefined ? [] : [{ id, label, shortcut }],
  );
  return (
    <DataList.Root orientation="horizontal" data-slot="shortcuts-list">
      {commands.length === 0 ? (
        <Text size="2" color="gray">
          This page has no shortcuts of its own.
        </Text>
      ) : null}
      {[...commands, ...APP_SHORTCUTS.map((entry) => ({ id: entry.label, ...entry }))].map(
        ({ id, label, shortcut }) => (
          <DataList.Item key={id}>
            <DataList.Label minWidth="160px">{label}</DataList.Label>
            <DataList.Value>
              <Kbd>{formatShortcut(shortcut)}</Kbd>
            </DataList.Value>
          </DataList.Item>
        ),
      )}
    </DataList.Root>
  );
}
