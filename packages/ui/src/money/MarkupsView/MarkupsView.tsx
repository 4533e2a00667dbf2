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
    rule.contentKind === 'ALL' ? 'GDS and NDC' : rule.contentKind,
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
        Markups
      </Heading>
      {editing === undefined ? (
        <Text size="2" color="gray">
          The markups of {organization.name}, added to every fare its agents see. Only a platform admin
          changes them.
        </Text>
      ) : (
        <Flex gap="3" align="end" wrap="wrap">
          <SelectField
            label="Organization"
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
            Add markup
          </Button>
        </Flex>
      )}
      {editing !== undefined && form !== null ? (
        <Card size="2">
          <MarkupForm
            key={form.rule?.id ?? 'new'}
            organizationId={organization.id}
            initial={form.rule === null ? EMPTY_MARKUP_DRAFT : markupDraftOf(form.rule)}
            submitLabel={form.rule === null ? 'Add markup' : 'Save markup'}
            onCancel={() => setForm(null)}
            onSubmit={async (body) => {
              await (form.rule === null ? editing.onCreate(body) : editing.onUpdate(form.rule.id, body));
              setForm(null);
            }}
          />
        </Card>
      ) : null}
      <LoadedContent state={markups} loadingText="Loading markups…" slot="block">
        {(rules) =>
          rules.length === 0 ? (
            <Text color="gray">No markup: agents see the airline's fares as they are.</Text>
          ) : (
            <Table.Root variant="surface" layout="fixed" data-slot="markups-table">
              <caption className="sr-only">Markups of {organization.name}</caption>
              <StaticTableHeader
                names={['Name', 'Adds', 'Applies to', 'Priority', 'Status']}
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
                        {rule.active ? 'Active' : 'Off'}
                      </Badge>
                    </Table.Cell>
                    {editing === undefined ? null : (
                      <Table.Cell>
                        <Flex gap="2">
                          <Button
                            size="1"
                            variant="soft"
                            aria-label={`Edit ${rule.name}`}
                            onClick={() => setForm({ rule })}
                          >
                            Edit
                          </Button>
                          <Button
                            size="1"
                            variant="soft"
                            color="red"
                            aria-label={`Delete ${rule.name}`}
                            onClick={() =>
                              confirmAction({
                                title: `Delete the markup ${rule.name}?`,
                                description: 'Offers will be priced without it from the next search.',
                                confirmLabel: 'Delete markup',
                                onConfirm: () => editing.onDelete(rule),
                              })
                            }
                          >
                            Delete
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
