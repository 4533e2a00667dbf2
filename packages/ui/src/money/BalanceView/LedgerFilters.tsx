import { LEDGER_KINDS, type LedgerKind } from '@comptoir/flight-domain';
import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { actionFailureMessage } from '../../kit/ConfirmDialog/action-failure-message';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { DateField } from '../../kit/FormFields/DateField';
import { SelectField } from '../../kit/FormFields/SelectField';
import type { LedgerFilter } from './ledger-query';
import { ledgerKindWords } from './ledger-columns';
import { m } from '../../i18n/paraglide/messages.js';

/** The kind filter's options, in the interface's language when drawn. */
const kindOptions = () => [
  { value: 'all' as const, label: m.balance_kind_all() },
  ...LEDGER_KINDS.map((kind) => ({ value: kind, label: ledgerKindWords(kind) })),
];

/**
 * The ledger's filters: one kind of movement, and a range of days (either end may be left open). A
 * range that ends before it starts is not applied, and says why; an export that fails says why under
 * them.
 */
export function LedgerFilters({
  filter,
  onFilterChange,
  onExportCsv,
  disabled = false,
}: {
  filter: LedgerFilter;
  onFilterChange: (filter: LedgerFilter) => void;
  /** Downloads the filtered ledger as CSV; the button waits for it, and shows why it failed. */
  onExportCsv: () => Promise<void>;
  /**
   * While the ledger's first page loads: the app's loading view gives way to its page, whose filters
   * are others, and a date typed meanwhile would be lost. Default: false.
   */
  disabled?: boolean;
}) {
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string>();
  const reversed = from !== '' && to !== '' && to < from;

  function applyRange(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom !== '' && nextTo !== '' && nextTo < nextFrom) return;
    onFilterChange({
      ...(filter.kind === undefined ? {} : { kind: filter.kind }),
      ...(nextFrom === '' ? {} : { from: nextFrom }),
      ...(nextTo === '' ? {} : { to: nextTo }),
    });
  }

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end" data-slot="ledger-filters">
        <SelectField<LedgerKind | 'all'>
          label={m.balance_kind()}
          value={filter.kind ?? 'all'}
          options={kindOptions()}
          disabled={disabled}
          onChange={(kind) => {
            const range = {
              ...(filter.from === undefined ? {} : { from: filter.from }),
              ...(filter.to === undefined ? {} : { to: filter.to }),
            };
            onFilterChange(kind === 'all' ? range : { ...range, kind });
          }}
        />
        <DateField
          label={m.balance_from()}
          value={from}
          onChange={(next) => applyRange(next, to)}
          disabled={disabled}
        />
        <DateField
          label={m.balance_to()}
          value={to}
          onChange={(next) => applyRange(from, next)}
          error={reversed ? m.balance_range_reversed() : undefined}
          disabled={disabled}
        />
        <Button
          variant="soft"
          loading={exporting}
          disabled={disabled}
          onClick={() => {
            setExporting(true);
            setExportFailure(undefined);
            onExportCsv()
              .catch((failure: unknown) => setExportFailure(actionFailureMessage(failure)))
              .finally(() => setExporting(false));
          }}
        >
          {m.balance_export_csv()}
        </Button>
      </Flex>
      <ErrorCallout message={exportFailure} size="1" slot="ledger-export-failure" />
    </Flex>
  );
}
