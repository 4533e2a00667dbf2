import {
  updatableItemsListBodySchema,
  updatableItemValueSchema,
  type Traveler,
  type UpdatableItem,
} from '@comptoir/flight-domain';
import { Button, CheckboxGroup, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { DateField } from '../../kit/FormFields/DateField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { travelerDisplayName } from '../RecordSections/record-format';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { FormStack } from '../../kit/FormFields/FormStack';
import { useRecordAction } from '../RecordSections/use-record-action';
import { EditorError, PendingBadge } from '../Workbench/editor-parts';

/** Shown when items are asked for without choosing a traveler. */
export const CHOOSE_TRAVELERS_MESSAGE = 'Choose at least one traveler';

/** The updatable items whose value is a date, edited with the date field. */
const DATE_FIELDS: readonly string[] = ['birthDate', 'documentExpiresOn'];

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
  const selectionError = selectionChecked && !selection.success ? CHOOSE_TRAVELERS_MESSAGE : undefined;

  function load() {
    setSelectionChecked(true);
    if (!selection.success) return;
    const { travelersIds } = selection.data;
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
    <RecordSection title="Traveler details" slot="updatable-items-editor">
      <FormStack label="Choose travelers" gap="3" onSubmit={load}>
        <Flex direction="column" gap="2" role="group" aria-labelledby={travelersLabelId}>
          <Text id={travelersLabelId} size="2" weight="medium">
            Travelers
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
            Show details
          </Button>
        </Flex>
      </FormStack>
      <EditorError message={error} />
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
    </RecordSection>
  );
}

interface TravelerItemsProps {
  name: string;
  items: readonly UpdatableItem[];
  drafts: Partial<Record<string, string>>;
  staged: Partial<Record<string, string>>;
  attempted: readonly string[];
  running: string | null;
  busy: boolean;
  onDraft: (itemId: string, value: string) => void;
  onUpdate: (item: UpdatableItem) => void;
}

/** One traveler's items, each with its field and its update button. */
function TravelerItems({
  name,
  items,
  drafts,
  staged,
  attempted,
  running,
  busy,
  onDraft,
  onUpdate,
}: TravelerItemsProps) {
  const headingId = useId();
  return (
    <Flex direction="column" gap="3" role="group" aria-labelledby={headingId} data-slot="traveler-items">
      <Heading as="h3" size="3" id={headingId}>
        {name}
      </Heading>
      {items.map((item) => {
        const draft = drafts[item.itemId] ?? item.value;
        const sent = staged[item.itemId] ?? item.value;
        const result = updatableItemValueSchema(item.field).safeParse(draft);
        const message =
          attempted.includes(item.itemId) && !result.success ? result.error.issues[0]?.message : undefined;
        const onChange = (value: string) => {
          onDraft(item.itemId, value);
        };
        return (
          <Flex key={item.itemId} gap="3" align="start" wrap="wrap" data-slot="updatable-item">
            <div className="min-w-0 flex-1 basis-56">
              {DATE_FIELDS.includes(item.field) ? (
                // The date field has no disabled state of its own: the fieldset disables it.
                <fieldset disabled={busy} className="m-0 min-w-0 border-0 p-0">
                  <DateField label={item.label} value={draft} onChange={onChange} error={message} />
                </fieldset>
              ) : (
                <TextInputField
                  label={item.label}
                  value={draft}
                  disabled={busy}
                  error={message}
                  onValueChange={onChange}
                />
              )}
            </div>
            <Flex gap="2" align="center" mt="5" minHeight="32px">
              <Button
                type="button"
                variant="soft"
                disabled={busy || draft === sent}
                loading={running === `update:${item.itemId}`}
                aria-label={`Update ${item.label} of ${name}`}
                onClick={() => {
                  onUpdate(item);
                }}
              >
                Update
              </Button>
              {staged[item.itemId] === undefined ? null : <PendingBadge>Change pending</PendingBadge>}
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
