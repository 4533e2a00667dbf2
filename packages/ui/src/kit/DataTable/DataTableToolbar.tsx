import { Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';

/** How long typing must pause before the search is sent. */
const DEFAULT_SEARCH_DEBOUNCE_MS = 300;

/** The row above a data table: its search field and whatever else filters or acts on the list. */
export function DataTableToolbar({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" gap="3" wrap="wrap" data-slot="data-table-toolbar">
      {children}
    </Flex>
  );
}

export interface DataTableSearchProps {
  /** What is searched, e.g. "Reservations": the field is named "Search reservations". */
  label: string;
  /** The search the rows answer (list query `search`); a change from outside replaces what is typed. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onValueChange: (search: string) => void;
  /** Default: `Search`. */
  placeholder?: string;
  /** How long typing must pause before `onValueChange`, in ms. Default: 300. */
  debounceMs?: number;
  /** While the list's first page loads: what would be typed would be lost when the page comes. Default: false. */
  disabled?: boolean;
}

/**
 * A data table's search field: keeps what is typed and sends it, trimmed, once typing pauses.
 *
 * @example
 * <DataTableSearch label="Tickets" value={query.search ?? ''} onValueChange={search} />
 */
export function DataTableSearch({
  label,
  value,
  onValueChange,
  placeholder = m.kit_search_placeholder(),
  debounceMs = DEFAULT_SEARCH_DEBOUNCE_MS,
  disabled = false,
}: DataTableSearchProps) {
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // A search changed from outside (back button, a link) replaces what the field shows.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }
  const latest = useRef(onValueChange);
  useEffect(() => {
    latest.current = onValueChange;
  });
  useEffect(() => {
    if (draft.trim() === value) return undefined;
    const timer = setTimeout(() => latest.current(draft.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [draft, value, debounceMs]);

  return (
    <TextField.Root
      type="search"
      aria-label={m.kit_search_label({ label: label.toLowerCase() })}
      placeholder={placeholder}
      value={draft}
      disabled={disabled}
      className="w-full sm:w-72"
      data-slot="data-table-search"
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft.trim() !== value) onValueChange(draft.trim());
      }}
    />
  );
}

/** Says that a page of the list is being fetched. */
export function DataTableLoading({ label }: { label: string }) {
  const list = label.toLowerCase();
  // The list's name a text node of its own, as every list's picture lays the line out.
  const [before = '', ...after] = m.kit_list_loading({ label: list }).split(list);
  return (
    <Flex role="status" align="center" gap="2" data-slot="data-table-loading">
      <Spinner size="1" />
      <Text size="1" color="gray">
        {before}
        {list}
        {after.join(list)}
      </Text>
    </Flex>
  );
}
