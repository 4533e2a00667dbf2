import { DataList, Kbd, Text } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';
import type { Shortcut } from './shortcut-keys';
import { formatShortcut, pageCommands } from './page-commands';

/** The keys every signed-in page has, named in the interface's language. */
const APP_SHORTCUTS: readonly { id: string; label: () => string; shortcut: Shortcut }[] = [
  { id: 'command-bar', label: m.cmd_shortcut_bar, shortcut: { key: 'k', mod: true } },
  { id: 'locator-field', label: m.cmd_shortcut_locator, shortcut: { key: '/' } },
  { id: 'shortcuts', label: m.cmd_shortcut_list, shortcut: { key: '?' } },
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
          {m.cmd_no_page_shortcuts()}
        </Text>
      ) : null}
      {[...commands, ...APP_SHORTCUTS.map((entry) => ({ ...entry, label: entry.label() }))].map(
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
