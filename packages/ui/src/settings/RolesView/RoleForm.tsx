import {
  checkRoleDraft,
  ORGANIZATION_STATEMENTS,
  permissionKey,
  type RoleBody,
  type RoleDraft,
  type RoleDraftErrors,
} from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { CheckboxField } from '../../kit/FormFields/CheckboxField';
import { useSubmission } from '../../kit/use-submission';
import { FormStack } from '../../kit/FormFields/FormStack';
import { resourceLabel } from './resource-labels';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

export interface RoleFormProps {
  /** The form's starting values (`EMPTY_ROLE_DRAFT` or `roleDraftOf(role)`). */
  initial: RoleDraft;
  /** "Create role" or "Save role": the submit button and the form's name. */
  submitLabel: string;
  /** Sends the role; the form waits for it, once, and shows the server's message if it fails. */
  onSubmit: (body: RoleBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * A custom role's form: its name, description and the actions it grants, ticked per resource of the
 * organization statements. Each field says what is wrong; nothing typed is lost; the role is sent once
 * however often the button is clicked.
 */
export function RoleForm({ initial, submitLabel, onSubmit, onCancel }: RoleFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<RoleDraftErrors>({});
  const sending = useSubmission(onSubmit);
  const permissionsErrorId = useId();
  const change = (next: Partial<RoleDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const toggle = (key: ReturnType<typeof permissionKey>, on: boolean) =>
    setDraft((current) => {
      const permissions = new Set(current.permissions);
      if (on) permissions.add(key);
      else permissions.delete(key);
      return { ...current, permissions };
    });

  return (
    <FormStack
      label={submitLabel}
      gap="3"
      slot="role-form"
      onSubmit={() => {
        const checked = checkRoleDraft(draft);
        if (checked.ok) sending.submit(checked.body);
        else setErrors(checked.errors);
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextInputField
          label={m.roles_name()}
          value={draft.name}
          onValueChange={(name) => change({ name })}
          error={errors.name}
        />
        <TextInputField
          label={m.roles_description_label()}
          value={draft.description}
          onValueChange={(description) => change({ description })}
          error={errors.description}
        />
      </div>
      <fieldset
        className="m-0 border-0 p-0"
        aria-describedby={errors.permissions === undefined ? undefined : permissionsErrorId}
      >
        <legend className="mb-2 p-0">
          <Text size="2" weight="medium">
            {m.roles_permissions()}
          </Text>
        </legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {Object.entries(ORGANIZATION_STATEMENTS).map(([resource, actions]) => (
            <Flex key={resource} direction="column" gap="1" role="group" aria-label={resourceLabel(resource)}>
              <Text size="2" color="gray">
                {resourceLabel(resource)}
              </Text>
              {actions.map((action: string) => {
                const key = permissionKey(resource, action);
                return (
                  <CheckboxField
                    key={key}
                    checked={draft.permissions.has(key)}
                    onCheckedChange={(checked) => {
                      toggle(key, checked);
                      setErrors({});
                    }}
                  >
                    {action}
                  </CheckboxField>
                );
              })}
            </Flex>
          ))}
        </div>
        {errors.permissions === undefined ? null : (
          <Text id={permissionsErrorId} size="1" color="red" data-slot="field-error">
            {m.roles_no_permission()}
          </Text>
        )}
      </fieldset>
      <ErrorCallout message={sending.error} size="1" />
      <Flex gap="3" justify="end">
        <Button type="button" variant="soft" color="gray" disabled={sending.pending} onClick={onCancel}>
          {m.roles_cancel()}
        </Button>
        <Button type="submit" loading={sending.pending}>
          {submitLabel}
        </Button>
      </Flex>
    </FormStack>
  );
}
