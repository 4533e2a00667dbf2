import { primaryContactBodySchema, type Contact, type PrimaryContactBody } from '@comptoir/flight-domain';
import { Button, Grid, Text } from '@radix-ui/themes';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { EditorForm, RemovableItem, useAddForm, useEditorActions } from '../Workbench/editor-parts';
import { m } from '../../i18n/paraglide/messages.js';

const EMPTY_CONTACT: PrimaryContactBody = { name: '', email: '', phone: '' };

export interface PrimaryContactEditorProps {
  /** The record's contacts; the primary ones are listed and can be removed. */
  contacts: readonly Contact[];
  /** Adds a primary contact (trimmed, valid); the backend makes it replace the current one. */
  onAdd: (contact: PrimaryContactBody) => Promise<void>;
  /** Deletes a primary contact; rejects with a message on failure. */
  onDelete: (contact: Contact) => Promise<void>;
  /** Disables every input and button (no open workbench, or one being committed). Default: false. */
  disabled?: boolean;
}

/**
 * The contact checked with flight-domain's schema, which bounds the name (1 to 120 characters) without
 * wording it: the name's issues are worded here.
 */
function checkContact(draft: PrimaryContactBody) {
  const result = primaryContactBodySchema.safeParse(draft);
  if (result.success) return result;
  const issues = result.error.issues.map((issue) =>
    issue.path[0] === 'name'
      ? {
          ...issue,
          message:
            issue.code === 'too_big' ? m.editor_contact_name_too_long() : m.editor_contact_name_missing(),
        }
      : issue,
  );
  return { success: false, error: { issues } } as const;
}

/**
 * Adds or removes the primary contact of a reservation or ticket inside a workbench: the person the
 * airline reaches about the trip. Name, e-mail and phone (with its country code) are checked with
 * flight-domain's `primaryContactBodySchema` before anything is sent.
 */
export function PrimaryContactEditor({
  contacts,
  onAdd,
  onDelete,
  disabled = false,
}: PrimaryContactEditorProps) {
  const actions = useEditorActions();
  const busy = disabled || actions.running !== null;
  const primary = contacts.filter((contact) => contact.kind === 'primary');
  const { add, field } = useAddForm({
    initial: EMPTY_CONTACT,
    check: checkContact,
    send: onAdd,
    next: () => EMPTY_CONTACT,
    actions,
  });

  function input(name: keyof PrimaryContactBody) {
    const { value, error, change } = field(name);
    return { value, error, disabled: busy, onValueChange: change };
  }

  return (
    <RecordSection title={m.editor_contact_title()} slot="primary-contact-editor">
      <ItemList items={primary} empty={m.editor_contact_empty()}>
        {(contact) => {
          const name = contact.name ?? contact.email ?? contact.id;
          return (
            <RemovableItem
              key={contact.id}
              id={contact.id}
              removeLabel={m.editor_contact_remove({ name })}
              actions={actions}
              busy={busy}
              onRemove={() => onDelete(contact)}
            >
              <Text size="2" weight="medium">
                {name}
              </Text>
              <Text size="2" color="gray" className="break-all">
                {[contact.email, contact.phone].filter(Boolean).join(' · ')}
              </Text>
            </RemovableItem>
          );
        }}
      </ItemList>
      <EditorForm
        label={m.editor_contact_form()}
        onSubmit={add}
        error={actions.error}
        hint={m.editor_contact_hint()}
        actions={
          <Button type="submit" disabled={busy} loading={actions.running === 'add'}>
            {m.editor_contact_add()}
          </Button>
        }
      >
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <TextInputField label={m.editor_contact_name()} placeholder="Amina Alaoui" {...input('name')} />
          <TextInputField
            label={m.editor_contact_email()}
            type="email"
            placeholder="amina@example.com"
            {...input('email')}
          />
          <TextInputField
            label={m.editor_contact_phone()}
            type="tel"
            placeholder="+212 6 12 34 56 78"
            {...input('phone')}
          />
        </Grid>
      </EditorForm>
    </RecordSection>
  );
}
