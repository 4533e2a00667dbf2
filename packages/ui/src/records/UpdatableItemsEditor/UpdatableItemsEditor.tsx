import {
  updatableItemsListBodySchema,
  updatableItemValueSchema,
  type Traveler,
  type UpdatableItem,
} from '@comptoir/flight-domain';
import { Button, CheckboxGroup, Flex, Text } from '@radix-ui/themes';
import { lazy, Suspense, useId, useState } from 'react';
import { travelerDisplayName } from '../RecordSections/record-format';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { FormStack } from '../../kit/FormFields/FormStack';
import { useRecordAction } from '../RecordSections/use-record-action';
import { EditorError } from '../Workbench/editor-parts';
import { m } from '../../i18n/paraglide/messages.js';

// The items' fields (among them the date field, with its popover and Radix's focus and dismiss layers)
// show only once "Show details" has loaded the items: their code is fetched then, alongside the items,
// and is no part of a record page's first load.
const loadTravelerItems = () => import('./TravelerItems');
const TravelerItems = lazy(loadTravelerItems);

export interface UpdatableItemsEditorProps {
  /** The record's travelers, to choose whose items to edit. */
  travelers: readonly Traveler[];
  /** Loads the updatable items of the chosen travelers (`travelersIds`); rejects with a message on failure. */
  onLoad: (travelersIds: string[]) => Promise<readonly UpdatableItem[]>;
  /** Sends an item's new value (checked with `updatableItemValueSchema`); rejects with a message on failure. */
  onUpdate: (itemId: string, data: string) => Promise<void>;
  /** Disables every input and button (no open workbench, or one being committed). Default: false. */
  disabled?: boolean;
}

/**
 * Corrects travelers' details (names, date of birth, travel document) inside a workbench: choose the
 * travelers, show their updatable items, then send each corrected value. Each value is checked with
 * flight-domain's `updatableItemValueSchema(field)` (the booking form's rules) before it is sent; a sent
 * value is marked pending until the commit.
 */
export function UpdatableItemsEditor({
  travelers,
  onLoad,
  onUpdate,
  disabled = false,
}: UpdatableItemsEditorProps) {
  const travelersLabelId = useId();
  const [selected, setSelected] = useState<string[]>([]);
  const [selectionChecked, setSelectionChecked] = useState(false);
  const [items, setItems] = useState<readonly UpdatableItem[]>([]);
  const [drafts, setDrafts] = useState<Partial<Record<string, string>>>({});
  const [staged, setStaged] = useState<Partial<Record<string, string>>>({});
  const [attempted, setAttempted] = useState<readonly string[]>([]);
  const { running, error, runFromButton } = useRecordAction<string>();
  const busy = disabled || running !== null;
  const selection = updatableItemsListBodySchema.safeParse({ travelersIds: selected });
  const selectionError =
    selectionChecked && !selection.success ? m.editor_items_choose_travelers() : undefined;

  function load() {
    setSelectionChecked(true);
    if (!selection.success) return;
    const { travelersIds } = selection.data;
    // A chunk that cannot load reaches the page's error boundary when the items show.
    loadTravelerItems().catch(() => undefined);
    runFromButton('load', async () => {
      const loaded = await onLoad(travelersIds);
      setItems(loaded);
      // A value typed before a reload is kept.
      setDrafts((current) =>
        Object.fromEntries(loaded.map((item) => [item.itemId, current[item.itemId] ?? item.value])),
      );
      setSelectionChecked(false);
    });
  }

  function update(item: UpdatableItem) {
    setAttempted((ids) => (ids.includes(item.itemId) ? ids : [...ids, item.itemId]));
    const result = updatableItemValueSchema(item.field).safeParse(drafts[item.itemId] ?? item.value);
    if (!result.success) return;
    const value = result.data;
    runFromButton(`update:${item.itemId}`, async () => {
      await onUpdate(item.itemId, value);
      setStaged((current) => ({ ...current, [item.itemId]: value }));
      setDrafts((current) => ({ ...current, [item.itemId]: value }));
    });
  }

  const groups = travelers
    .map((traveler) => ({ traveler, items: items.filter((item) => item.travelerId === traveler.id) }))
    .filter((group) => group.items.length > 0);

  return (
    <RecordSection title={m.editor_items_title()} slot="updatable-items-editor">
      <FormStack label={m.editor_items_form()} gap="3" onSubmit={load}>
        <Flex direction="column" gap="2" role="group" aria-labelledby={travelersLabelId}>
          <Text id={travelersLabelId} size="2" weight="medium">
            {m.editor_items_travelers()}
          </Text>
          <CheckboxGroup.Root
            value={selected}
            onValueChange={setSelected}
            disabled={busy}
            aria-invalid={selectionError === undefined ? undefined : true}
          >
            <Flex gap="4" wrap="wrap">
              {travelers.map((traveler) => (
                <CheckboxGroup.Item key={traveler.id} value={traveler.id}>
                  {traveler.firstName} {traveler.lastName}
                </CheckboxGroup.Item>
              ))}
            </Flex>
          </CheckboxGroup.Root>
          {selectionError === undefined ? null : (
            <Text data-slot="field-error" size="1" color="red" role="alert">
              {selectionError}
            </Text>
          )}
        </Flex>
        <Flex>
          <Button type="submit" variant="soft" disabled={busy} loading={running === 'load'}>
            {m.editor_items_show()}
          </Button>
        </Flex>
      </FormStack>
      <EditorError message={error} />
      <Suspense fallback={null}>
        {groups.map(({ traveler, items: travelerItems }) => (
          <TravelerItems
            key={traveler.id}
            name={travelerDisplayName(travelers, traveler.id)}
            items={travelerItems}
            drafts={drafts}
            staged={staged}
            attempted={attempted}
            running={running}
            busy={busy}
            onDraft={(itemId, value) => {
              setDrafts((current) => ({ ...current, [itemId]: value }));
            }}
            onUpdate={update}
          />
        ))}
      </Suspense>
    </RecordSection>
  );
}
