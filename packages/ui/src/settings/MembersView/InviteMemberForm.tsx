import { APP_ROLES, memberInviteSchema, type AppRole, type MemberInvite } from '@comptoir/flight-domain';
import { Button, CheckboxGroup, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import type { SettingsOrganization } from '../AccountSettingsView/OrganizationSection';
import { useSubmission } from '../../kit/use-submission';
import { FormStack } from '../../kit/FormFields/FormStack';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { appRoleLabel } from '../../i18n/role-labels';
import { m } from '../../i18n/paraglide/messages.js';

/** Said when no role is ticked. */
type InviteField = 'email' | 'role' | 'organizationId';

export interface InviteMemberFormProps {
  /** Where the member may be added: the organizations the inviter may choose from. */
  organizations: readonly SettingsOrganization[];
  /** Chosen at first: the active organization. */
  defaultOrganizationId: string | null;
  /** Sends SPEC §3's member invite; a rejection's message is shown, and nothing typed is lost. */
  onInvite: (invite: MemberInvite) => Promise<void>;
}

/** The invite as SPEC §5 checks it, each problem at its field. */
function checkInvite(email: string, roles: readonly AppRole[], organizationId: string) {
  const errors: Partial<Record<InviteField, string>> = {};
  const [only] = roles;
  const parsed = memberInviteSchema.safeParse({
    email: email.trim(),
    role: roles.length === 1 && only !== undefined ? only : roles,
    organizationId,
  });
  if (roles.length === 0) errors.role = m.members_role_required();
  // SPEC §5's messages, in the interface's language (English as SPEC words them).
  const messages = { email: m.auth_email_invalid, organizationId: m.members_organization_required };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'organizationId') && errors[field] === undefined)
      errors[field] = messages[field]();
  }
  return { errors, invite: parsed.success && roles.length > 0 ? parsed.data : null };
}

/** SPEC §3's member invite: e-mail, one role or several, organization; SPEC §5's messages at the fields. */
export function InviteMemberForm({ organizations, defaultOrganizationId, onInvite }: InviteMemberFormProps) {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<AppRole[]>(['member']);
  const [organizationId, setOrganizationId] = useState(defaultOrganizationId ?? '');
  const [checked, setChecked] = useState(false);
  const sending = useSubmission(async (invite: MemberInvite) => {
    await onInvite(invite);
    setEmail('');
    setChecked(false);
    return invite.email;
  });
  const { errors, invite } = checkInvite(email, roles, organizationId);
  const shown = (field: InviteField) => (checked ? errors[field] : undefined);
  return (
    <RecordSection title={m.members_invite_title()} slot="invite-member">
      <FormStack
        label={m.members_invite_title()}
        gap="3"
        onSubmit={() => {
          setChecked(true);
          if (invite !== null) sending.submit(invite);
        }}
      >
        <Flex gap="3" wrap="wrap" align="start">
          <div className="w-full max-w-sm">
            <TextInputField
              label={m.members_invite_email()}
              type="email"
              value={email}
              onValueChange={setEmail}
              error={shown('email')}
            />
          </div>
          <div className="w-full max-w-xs">
            <SelectField
              label={m.members_invite_organization()}
              value={organizationId}
              placeholder={m.members_invite_organization_placeholder()}
              options={organizations.map(({ id, name }) => ({ value: id, label: name }))}
              onChange={setOrganizationId}
              error={shown('organizationId')}
            />
          </div>
        </Flex>
        <Flex direction="column" gap="1" role="group" aria-labelledby="invite-roles-label">
          <Text id="invite-roles-label" size="2" weight="medium">
            {m.members_invite_roles()}
          </Text>
          <CheckboxGroup.Root
            value={roles}
            onValueChange={(values) => setRoles(APP_ROLES.filter((role) => values.includes(role)))}
          >
            <Flex gap="4" wrap="wrap">
              {APP_ROLES.map((role) => (
                <CheckboxGroup.Item key={role} value={role}>
                  {appRoleLabel(role)}
                </CheckboxGroup.Item>
              ))}
            </Flex>
          </CheckboxGroup.Root>
          {shown('role') === undefined ? null : (
            <Text size="1" color="red" data-slot="field-error">
              {shown('role')}
            </Text>
          )}
        </Flex>
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" loading={sending.pending} aria-busy={sending.pending}>
            {m.members_invite_submit()}
          </Button>
          {sending.result === undefined || sending.pending ? null : (
            <Text size="2" color="green" role="status">
              {m.members_invite_added({ email: sending.result })}
            </Text>
          )}
        </Flex>
        <ErrorCallout message={sending.error} size="1" />
      </FormStack>
    </RecordSection>
  );
}
