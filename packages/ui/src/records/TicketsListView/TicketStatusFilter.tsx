import { TICKET_STATUSES, ticketStatusSchema, type TicketListQuery } from '@comptoir/flight-domain';
import { OptionSelect } from '../../kit/OptionSelect/OptionSelect';
import { ticketStatusWords } from '../../i18n/status-labels';
import { m } from '../../i18n/paraglide/messages.js';

/** The select's value for "no status filter" (a Radix select item cannot have an empty value). */
const ALL = 'all';

/** The filter's options, in the interface's language when drawn. */
const statusOptions = () => [
  { value: ALL, label: m.tickets_status_all() },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: ticketStatusWords(status) })),
];

export interface TicketStatusFilterProps {
  /** The tickets list query; its `status` is the one selected. */
  query: TicketListQuery;
  /** Called with the query for another status (or none), back to page 1, search kept. */
  onQueryChange: (query: TicketListQuery) => void;
  /** While the list's first page loads. Default: false. */
  disabled?: boolean;
}

/**
 * The tickets list's status filter: all statuses, or one of SPEC §4's.
 *
 * @example
 * <TicketStatusFilter query={query} onQueryChange={(next) => navigate({ search: next })} />
 */
export function TicketStatusFilter({ query, onQueryChange, disabled = false }: TicketStatusFilterProps) {
  return (
    <OptionSelect
      value={query.status ?? ALL}
      options={statusOptions()}
      disabled={disabled}
      position="popper"
      onValueChange={(value) => {
        const next: TicketListQuery = { ...query, page: 1 };
        const status = ticketStatusSchema.safeParse(value);
        if (status.success) next.status = status.data;
        else delete next.status;
        onQueryChange(next);
      }}
      aria-label={m.reservations_column_status()}
      data-slot="ticket-status-filter"
    />
  );
}
