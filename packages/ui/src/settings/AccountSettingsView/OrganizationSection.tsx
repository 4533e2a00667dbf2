import { Badge, Button, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { LoadedContent, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';
import { useSubmission } from '../../kit/use-submission';
import { StaticTableHeader } from '../../kit/DataTable/StaticTableHeader';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { appRolesLabel } from '../../i18n/role-labels';
import { FactList } from './FactList';
import * as Table from '../../kit/DataTable/Table';
import { m } from '../../i18n/paraglide/messages.js';

export interface SettingsOrganization {
  id: string;
  name: string;
}

export interface SettingsTeam {
  id: string;
  name: string;
}

/** The active organization with its members and pending invitations (better-auth's full organization). */
export interface FullOrganization {
  id: string;
  name: string;
  slug: string;
  members: readonly { id: string; name: string; email: string; role: string }[];
  invitations: readonly { id: string; email: string; role: string; status: string }[];
}

export interface OrganizationSectionProps {
  /** The organizations the user belongs to. */
  organizations: readonly SettingsOrganization[];
  activeOrganizationId: string | null;
  /** Makes another organization the active one; everything shown is then loaded again. */
  onSwitchOrganization: (organizationId: string) => Promise<void>;
  /** The teams the user belongs to. */
  teams: LoadState<readonly SettingsTeam[]>;
  /** The active organization in full; null without one. */
  organization: LoadState<FullOrganization | null>;
}

function Switcher({
  organizations,
  activeOrganizationId,
  onSwitchOrganization,
}: Pick<OrganizationSectionProps, 'organizations' | 'activeOrganizationId' | 'onSwitchOrganization'>) {
  const switching = useSubmission(onSwitchOrganization);
  const [target, setTarget] = useState<string | null>(null);
  return (
    <Flex direction="column" gap="2" data-slot="organization-switcher">
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {organizations.map((organization) => (
          <li key={organization.id}>
            <Flex gap="2" align="center" justify="between" wrap="wrap">
              <Text size="2" weight={organization.id === activeOrganizationId ? 'bold' : 'regular'}>
                {organization.name}
              </Text>
              {organization.id === activeOrganizationId ? (
                <Badge color="green">{m.settings_organization_active()}</Badge>
              ) : (
                <Button
                  size="1"
                  variant="soft"
                  disabled={switching.pending && target !== organization.id}
                  loading={switching.pending && target === organization.id}
                  aria-label={m.settings_organization_switch_to({ name: organization.name })}
                  onClick={() => {
                    setTarget(organization.id);
                    switching.submit(organization.id);
                  }}
                >
                  {m.settings_organization_switch()}
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      <ErrorCallout message={switching.error} size="1" />
    </Flex>
  );
}

function OrganizationDetails({ organization }: { organization: FullOrganization }) {
  const pending = organization.invitations.filter((invitation) => invitation.status === 'pending');
  return (
    <Flex direction="column" gap="3">
      <FactList
        facts={[
          [m.settings_profile_name(), organization.name],
          [m.settings_organization_slug(), organization.slug],
          [m.settings_organization_pending_invitations(), pending.length],
        ]}
      />
      <Table.Root size="1" variant="surface">
        <StaticTableHeader names={[m.settings_organization_member(), m.settings_organization_role()]} />
        <Table.Body>
          {organization.members.map((member) => (
            <Table.Row key={member.id}>
              <Table.Cell>
                <Flex direction="column">
                  <Text size="2">{member.name}</Text>
                  <Text size="1" color="gray" className="break-all">
                    {member.email}
                  </Text>
                </Flex>
              </Table.Cell>
              <Table.Cell>{appRolesLabel(member.role)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

/** The organizations the user works for: switching the active one, the user's teams, the active one in full. */
export function OrganizationSection({ teams, organization, ...switcher }: OrganizationSectionProps) {
  return (
    <RecordSection title={m.settings_organization_title()} slot="settings-organization">
      <Switcher {...switcher} />
      <Separator size="4" />
      <Heading as="h3" size="3">
        {m.settings_teams_heading()}
      </Heading>
      <LoadedContent state={teams} loadingText={m.settings_teams_loading()} slot="settings-teams">
        {(list) =>
          list.length === 0 ? (
            <EmptyNote>{m.settings_teams_none()}</EmptyNote>
          ) : (
            <Flex asChild gap="2" wrap="wrap">
              <ul aria-label={m.settings_teams_heading()} className="m-0 list-none p-0">
                {list.map((team) => (
                  <li key={team.id}>
                    <Badge size="2" variant="surface">
                      {team.name}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Flex>
          )
        }
      </LoadedContent>
      <Separator size="4" />
      <Heading as="h3" size="3">
        {m.settings_active_organization_heading()}
      </Heading>
      <LoadedContent
        state={organization}
        loadingText={m.settings_active_organization_loading()}
        slot="settings-full-organization"
      >
        {(full) =>
          full === null ? (
            <EmptyNote>{m.settings_active_organization_none()}</EmptyNote>
          ) : (
            <OrganizationDetails organization={full} />
          )
        }
      </LoadedContent>
    </RecordSection>
  );
}
