import {
  CABIN_CLASS_LABELS,
  EMPTY_MARKUP_DRAFT,
  markupDraftOf,
  markupValueLabel,
  TRIP_TYPE_LABELS,
  type MarkupBody,
  type MarkupRule,
} from '@comptoir/flight-domain';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { confirmAction } from '../../kit/ConfirmDialog/ConfirmDialog';
import { SelectField } from '../../kit/FormFields/SelectField';
import { LoadedContent } from '../../kit/RecordSection/LoadedContent';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import { StaticTableHeader } from '../../kit/DataTable/StaticTableHeader';
import { MarkupForm } from './MarkupForm';
import * as Table from '../../kit/DataTable/Table';
import { m } from '../../i18n/paraglide/messages.js';

/** What an admin may do with the rules; left out, the rules are shown read-only (owners, members). */
export interface MarkupEditing {
  /** The organizations an admin may choose from. */
  organizations: readonly { id: string; name: string }[];
  onSelect: (organizationId: string) => void;
  onCreate: (body: MarkupBody) => Promise<void>;
  onUpdate: (id: string, body: MarkupBody) => Promise<void>;
  onDelete: (rule: MarkupRule) => Promise<void>;
}

export interface MarkupsViewProps {
  /** The organization whose rules are shown. */
  organization: { id: string; name: string };
  /** Its rules (GET /organization/markups?organizationId=). */
  markups: LoadState<readonly MarkupRule[]>;
  /** For admins: choosing the organization, adding, editing and deleting rules. */
  editing?: MarkupEditing | undefined;
}

const criteria = (rule: MarkupRule) =>
  [
    rule.contentKind === 'ALL' ? m.markups_content_all() : rule.contentKind,
    rule.airline,
    rule.cabin === undefined ? undefined : CABIN_CLASS_LABELS[rule.cabin],
    rule.tripType === undefined ? undefined : TRIP_TYPE_LABELS[rule.tripType],
  ]
    .filter((part) => part !== undefined)
    .join(' · ');

/**
 * An organization's markup rules (SPEC §1): what each adds (percentage or fixed MAD per passenger), to
 * which offers (content, airline, cabin, trip type), its priority and whether it applies. Admins choose
 * the organization and add, edit and delete rules; owners and members read their own.
 *
 * @example
 * <MarkupsView organization={{ id, name }} markups={{ status: 'success', data: rules }} />
 */
export function MarkupsView({ organization, markups, editing }: MarkupsViewProps) {
  const [form, setForm] = useState<{ rule: MarkupRule | null } | null>(null);
  return (
    <Flex direction="column" gap="4" data-slot="markups-view">
      <Heading as="h1" size="6">
        {m.markups_title()}
      </Heading>
      {editing === undefined ? (
        <Text size="2" color="gray">
          {m.markups_read_only({ name: organization.name })}
        </Text>
      ) : (
        <Flex gap="3" align="end" wrap="wrap">
          <SelectField
            label={m.markups_organization()}
            value={organization.id}
            options={editing.organizations.map((candidate) => ({
              value: candidate.id,
              label: candidate.name,
            }))}
            onChange={(id) => {
              setForm(null);
              editing.onSelect(id);
            }}
          />
          <Button onClick={() => setForm({ rule: null })} disabled={form !== null}>
            {m.markups_add()}
          </Button>
        </Flex>
      )}
      {editing !== undefined && form !== null ? (
        <Card size="2">
          <MarkupForm
            key={form.rule?.id ?? 'new'}
            organizationId={organization.id}
            initial={form.rule === null ? EMPTY_MARKUP_DRAFT : markupDraftOf(form.rule)}
            submitLabel={form.rule === null ? m.markups_add() : m.markups_save()}
            onCancel={() => setForm(null)}
            onSubmit={async (body) => {
              await (form.rule === null ? editing.onCreate(body) : editing.onUpdate(form.rule.id, body));
              setForm(null);
            }}
          />
        </Card>
      ) : null}
      <LoadedContent state={markups} loadingText={m.markups_loading()} slot="block">
        {(rules) =>
          rules.length === 0 ? (
            <Text color="gray">{m.markups_none()}</Text>
          ) : (
            <Table.Root variant="surface" layout="fixed" data-slot="markups-table">
              <caption className="sr-only">{m.markups_caption({ name: organization.name })}</caption>
              <StaticTableHeader
                names={[
                  m.markups_column_name(),
                  m.markups_column_adds(),
                  m.markups_column_applies_to(),
                  m.markups_column_priority(),
                  m.markups_column_status(),
                ]}
                actions={editing !== undefined}
              />
              <Table.Body>
                {rules.map((rule) => (
                  <Table.Row key={rule.id}>
                    <Table.RowHeaderCell>{rule.name}</Table.RowHeaderCell>
                    <Table.Cell>{markupValueLabel(rule)}</Table.Cell>
                    <Table.Cell>{criteria(rule)}</Table.Cell>
                    <Table.Cell>{rule.priority}</Table.Cell>
                    <Table.Cell>
                      <Badge color={rule.active ? 'green' : 'gray'} highContrast>
                        {rule.active ? m.markups_active() : m.markups_off()}
                      </Badge>
                    </Table.Cell>
                    {editing === undefined ? null : (
                      <Table.Cell>
                        <Flex gap="2">
                          <Button
                            size="1"
                            variant="soft"
                            aria-label={m.markups_edit_label({ name: rule.name })}
                            onClick={() => setForm({ rule })}
                          >
                            {m.markups_edit()}
                          </Button>
                          <Button
                            size="1"
                            variant="soft"
                            color="red"
                            aria-label={m.markups_delete_label({ name: rule.name })}
                            onClick={() =>
                              confirmAction({
                                title: m.markups_delete_title({ name: rule.name }),
                                description: m.markups_delete_description(),
                                confirmLabel: m.markups_delete_confirm(),
                                onConfirm: () => editing.onDelete(rule),
                              })
                            }
                          >
                            {m.markups_delete()}
                          </Button>
                        </Flex>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )
        }
      </LoadedContent>
    </Flex>
  );
}
