import { primaryContactBodySchema, type Contact, type PrimaryContactBody } from '@comptoir/flight-domain';
import { Button, Grid, Text } from '@radix-ui/themes';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { EditorForm, RemovableItem, useAddForm, useEditorActions } from '../Workbench/editor-parts';

/** The name's messages: flight-domain's schema bounds it (1 to 120 characters) without wording. */
export const CONTACT_NAME_MESSAGES = {
  missing: "Enter the contact's name",
  tooLong: 'Enter a name of at most 120 characters',
} as const;

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

/** The contact checked with flight-domain's schema, the name's issues worded with CONTACT_NAME_MESSAGES. */
function checkContact(draft: PrimaryContactBody) {
  const result = primaryContactBodySchema.safeParse(draft);
  if (result.success) return result;
  const issues = result.error.issues.map((issue) =>
    issue.path[0] === 'name'
      ? {
          ...issue,
          message: issue.code === 'too_big' ? CONTACT_NAME_MESSAGES.tooLong : CONTACT_NAME_MESSAGES.missing,
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
    <RecordSection title="Primary contact" slot="primary-contact-editor">
      <ItemList items={primary} empty="No primary contact on this record.">
        {(contact) => {
          const name = contact.name ?? contact.email ?? contact.id;
          return (
            <RemovableItem
              key={contact.id}
              id={contact.id}
              removeLabel={`Remove primary contact ${name}`}
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
        label="New primary contact"
        onSubmit={add}
        error={actions.error}
        hint="The new contact replaces the current primary contact when the workbench is committed."
        actions={
          <Button type="submit" disabled={busy} loading={actions.running === 'add'}>
            Add primary contact
          </Button>
        }
      >
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <TextInputField label="Name" placeholder="Amina Alaoui" {...input('name')} />
          <TextInputField label="E-mail" type="email" placeholder="amina@example.com" {...input('email')} />
          <TextInputField label="Phone" type="tel" placeholder="+212 6 12 34 56 78" {...input('phone')} />
        </Grid>
      </EditorForm>
    </RecordSection>
  );
}
