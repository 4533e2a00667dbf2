import { updatableItemValueSchema, type UpdatableItem } from '@comptoir/flight-domain';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { DateField } from '../../kit/FormFields/DateField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { PendingBadge } from '../Workbench/editor-parts';
import { editRuleWords } from '../Workbench/edit-rule-words';
import { m } from '../../i18n/paraglide/messages.js';

/** The items' names by their field, in the interface's language; another field keeps the backend's label. */
const FIELD_WORDS: Readonly<Record<string, () => string>> = {
  firstName: m.editor_items_field_first_name,
  lastName: m.editor_items_field_last_name,
  birthDate: m.editor_items_field_birth_date,
  documentNumber: m.editor_items_field_document_number,
  documentExpiresOn: m.editor_items_field_document_expiry,
};

/** The updatable items whose value is a date, edited with the date field. */
const DATE_FIELDS: readonly string[] = ['birthDate', 'documentExpiresOn'];

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

/**
 * One traveler's items, each with its field and its update button: {@link UpdatableItemsEditor}'s, in a
 * module loaded once the items are asked for.
 */
export default function TravelerItems({
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
        const label = Object.hasOwn(FIELD_WORDS, item.field)
          ? (FIELD_WORDS[item.field]?.() ?? item.label)
          : item.label;
        const draft = drafts[item.itemId] ?? item.value;
        const sent = staged[item.itemId] ?? item.value;
        const result = updatableItemValueSchema(item.field).safeParse(draft);
        const issue = attempted.includes(item.itemId) && !result.success ? result.error.issues[0] : undefined;
        const message = issue === undefined ? undefined : editRuleWords(issue.message);
        const onChange = (value: string) => {
          onDraft(item.itemId, value);
        };
        return (
          <Flex key={item.itemId} gap="3" align="start" wrap="wrap" data-slot="updatable-item">
            <div className="min-w-0 flex-1 basis-56">
              {DATE_FIELDS.includes(item.field) ? (
                // The date field has no disabled state of its own: the fieldset disables it.
                <fieldset disabled={busy} className="m-0 min-w-0 border-0 p-0">
                  <DateField label={label} value={draft} onChange={onChange} error={message} />
                </fieldset>
              ) : (
                <TextInputField
                  label={label}
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
                aria-label={m.editor_items_update_label({ item: label, name })}
                onClick={() => {
                  onUpdate(item);
                }}
              >
                {m.editor_items_update()}
              </Button>
              {staged[item.itemId] === undefined ? null : (
                <PendingBadge>{m.editor_items_change_pending()}</PendingBadge>
              )}
            </Flex>
          </Flex>
        );
      })}
    </Flex>
  );
}
