import {
  readCommandEntry,
  reservationDetailPath,
  ticketDetailPath,
  type AvailabilityEntrySearch,
  type CommandEntry,
  type ReservationSummary,
  type TicketListItem,
} from '@comptoir/flight-domain';
import { Code, Dialog, Flex, Kbd, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import { Command, useCommandState } from 'cmdk';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { actionFailureMessage } from '../ConfirmDialog/action-failure-message';
import { ErrorCallout } from '../ErrorCallout/ErrorCallout';
import { navigationFor, type NavigationItem } from '../AppShell/navigation';
import { m } from '../../i18n/paraglide/messages.js';
import { CRYPTIC_ENTRY_HELP, describeCommandEntry, entryProblemText } from './command-entry-words';
import { formatShortcut, type PageCommand } from './page-commands';

/** The records a search found: reservations and tickets, as their lists show them. */
export interface RecordMatches {
  readonly reservations: readonly ReservationSummary[];
  readonly tickets: readonly TicketListItem[];
}

export interface CommandBarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's roles, comma-separated: only the pages they may open are offered (SPEC §6). */
  role: string;
  /** Whether the low-cost airline plugin's pages exist. Default: `false`. */
  lowCostPluginEnabled?: boolean;
  /** The agent's date (`YYYY-MM-DD`): a typed `15DEC` is the next 15 December from it. */
  today: string;
  /** The current page's commands (`pageCommands`), listed under "This page". */
  commands: readonly PageCommand[];
  /** Searches reservations and tickets for the typed text (locator, ticket number, traveler). */
  findRecords: (text: string) => Promise<RecordMatches>;
  /** Opens a page of the app. */
  onNavigate: (path: string) => void;
  /** Opens the one-way results of a search typed as `AN…` or in plain words. */
  onSearch: (search: AvailabilityEntrySearch) => void;
  /** Retrieves a locator typed as `RT…` and opens its booking; a rejection's message is shown. */
  onRetrieve: (locator: string) => Promise<void>;
}

/** The text a record search needs before it is sent. */
const RECORD_SEARCH_MIN_LENGTH = 3;
/** How long typing pauses before the records are searched. */
const RECORD_SEARCH_DELAY_MS = 200;

/** The pages the bar offers: the navigation's items and their children, flattened. */
function pagesOf(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...pagesOf(item.children ?? [])]);
}

type Step =
  | { readonly kind: 'text' }
  | { readonly kind: 'invalid'; readonly message: string }
  | {
      readonly kind: 'do';
      readonly preview: string;
      readonly entry: CommandEntry;
      readonly command?: PageCommand;
    };

/** Why a page entry cannot run here: the page has no action it answers. */
const PAGE_ENTRY_PLACE = {
  ticket: m.cmd_ticket_elsewhere,
  cancel: m.cmd_cancel_elsewhere,
  'display-ticket': m.cmd_display_ticket_elsewhere,
} as const;

/** What Enter would do with the text: nothing yet (a search), a mistake to show, or an entry to run. */
function stepOf(text: string, today: string, commands: readonly PageCommand[]): Step {
  const reading = readCommandEntry(text, today);
  if (reading.status === 'text') return { kind: 'text' };
  if (reading.status === 'invalid') return { kind: 'invalid', message: entryProblemText(reading.problem) };
  const { entry } = reading;
  if (entry.kind === 'availability' || entry.kind === 'retrieve') {
    return { kind: 'do', preview: describeCommandEntry(entry), entry };
  }
  const command = commands.find((candidate) => candidate.entry === entry.kind);
  if (command === undefined) return { kind: 'invalid', message: PAGE_ENTRY_PLACE[entry.kind]() };
  if (command.unavailable !== undefined) return { kind: 'invalid', message: command.unavailable };
  return { kind: 'do', preview: describeCommandEntry(entry), entry, command };
}

type RecordSearch =
  | { readonly state: 'idle' }
  | { readonly state: 'loading'; readonly text: string }
  | { readonly state: 'done'; readonly text: string; readonly matches: RecordMatches }
  | { readonly state: 'failed'; readonly text: string; readonly message: string };

/** The records matching the text, searched once typing pauses; an answer to older text is dropped. */
function useRecordSearch(text: string, enabled: boolean, findRecords: CommandBarProps['findRecords']) {
  const [search, setSearch] = useState<RecordSearch>({ state: 'idle' });
  const trimmed = text.trim();
  const wanted = enabled && trimmed.length >= RECORD_SEARCH_MIN_LENGTH;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearch({ state: 'loading', text: trimmed });
      findRecords(trimmed).then(
        (matches) => {
          if (current) setSearch({ state: 'done', text: trimmed, matches });
        },
        (failure: unknown) => {
          if (current) setSearch({ state: 'failed', text: trimmed, message: actionFailureMessage(failure) });
        },
      );
    }, RECORD_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, trimmed, findRecords]);
  return wanted && 'text' in search && search.text === trimmed ? search : null;
}

/** One line of the list: its label (cut to one line unless `wrap`), a grey detail, a key on the right. */
function ItemLine({
  label,
  detail,
  hint,
  wrap = false,
}: {
  label: ReactNode;
  detail?: ReactNode;
  hint?: ReactNode;
  wrap?: boolean;
}) {
  return (
    <Flex align="center" justify="between" gap="3" className="min-w-0">
      <Flex direction="column" className="min-w-0">
        <Text size="2" truncate={!wrap}>
          {label}
        </Text>
        {detail === undefined ? null : (
          <Text size="1" color="gray" truncate>
            {detail}
          </Text>
        )}
      </Flex>
      {hint ?? null}
    </Flex>
  );
}

/**
 * Said when neither the pages and actions (cmdk's count) nor the records match. Not cmdk's `Empty`,
 * which counts only what cmdk filters, not the records the backend found.
 */
function NoMatches({ text, records, found }: { text: string; records: RecordSearch | null; found: number }) {
  const filtered = useCommandState((state) => state.filtered.count);
  if (filtered > 0 || found > 0 || records?.state === 'failed') return null;
  return (
    <Text size="2" color="gray" className="block px-3 py-2" role="status">
      {records?.state === 'loading' ? m.cmd_searching_records() : m.cmd_no_matches({ text: text.trim() })}
    </Text>
  );
}

/** One record found, as the list shows it and where it opens. */
interface RecordRow {
  readonly value: string;
  readonly path: string;
  readonly label: string;
  readonly detail: string;
}

/** The records a search found, reservations first, or none while it is not answered. */
function recordRows(records: RecordSearch | null): RecordRow[] {
  if (records?.state !== 'done') return [];
  return [
    ...records.matches.reservations.map((reservation) => ({
      value: `reservation ${reservation.id}`,
      path: reservationDetailPath(reservation.id, reservation.contentKind),
      label: m.cmd_record_reservation({ locator: reservation.locator }),
      detail: `${reservation.route} · ${reservation.leadTraveler}`,
    })),
    ...records.matches.tickets.map((ticket) => ({
      value: `ticket ${ticket.id}`,
      path: ticketDetailPath(ticket.id, ticket.contentKind),
      label: m.cmd_record_ticket({ number: ticket.number }),
      detail: `${ticket.locator} · ${ticket.route} · ${ticket.travelerName}`,
    })),
  ];
}

/**
 * Highlights the first record found when nothing else matches, so that Enter opens it: the records come
 * after cmdk has chosen among the pages and actions (and found none).
 */
function SelectArrivingRecord({
  first,
  select,
}: {
  first: string | undefined;
  select: (value: string) => void;
}) {
  const filtered = useCommandState((state) => state.filtered.count);
  useEffect(() => {
    if (filtered === 0 && first !== undefined) select(first);
  }, [filtered, first, select]);
  return null;
}

const ITEM_CLASS =
  'cursor-default rounded-(--radius-2) px-3 py-2 data-[selected=true]:bg-(--accent-a4) data-[disabled=true]:opacity-60';
const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-(length:--font-size-1) [&_[cmdk-group-heading]]:text-(--gray-11)';

/**
 * The command bar (Ctrl+K, ⌘K on a Mac): one field and a live list of what matches. It finds the pages
 * the user's roles may open, reservations and tickets by locator, ticket number or traveler, and the
 * current page's actions with their shortcuts. It reads the cryptic entries of flight-domain's
 * `readCommandEntry` (`AN15DECCMNCDG`, `RTRWBAUM`, `TTP`, `XI`, `TWD`) and their plain-words form
 * (`cmn cdg 15/12 2 adt`), says what Enter will do before it is pressed, and says what is wrong with a
 * bad entry while keeping the text. `TTP` and `XI` run the page's own actions, so they ask in the same
 * confirmation dialogs as the buttons. Built on cmdk: a combobox with a listbox, for screen readers too.
 */
export function CommandBar({
  open,
  onOpenChange,
  role,
  lowCostPluginEnabled = false,
  today,
  commands,
  findRecords,
  onNavigate,
  onSearch,
  onRetrieve,
}: CommandBarProps) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState('');
  const messageId = useId();
  // What runs once the bar has closed and given the focus back (a confirmation dialog takes it then).
  const afterClose = useRef<(() => void) | null>(null);
  const step = stepOf(text, today, commands);
  const records = useRecordSearch(text, step.kind === 'text', findRecords);
  const found = recordRows(records);
  const pages = pagesOf(navigationFor(role, { lowCostPlugin: lowCostPluginEnabled }));
  const message = step.kind === 'invalid' ? step.message : failure;

  function close(then?: () => void) {
    afterClose.current = then ?? null;
    onOpenChange(false);
  }

  async function runEntry(entry: CommandEntry, command: PageCommand | undefined) {
    if (command !== undefined) {
      close(command.run);
      return;
    }
    if (entry.kind === 'availability') {
      close(() => {
        onSearch(entry.search);
      });
      return;
    }
    if (entry.kind !== 'retrieve' || pending) return;
    setPending(true);
    try {
      await onRetrieve(entry.locator);
      setText('');
      close();
    } catch (error) {
      setFailure(actionFailureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) afterClose.current = null;
        onOpenChange(next);
      }}
    >
      <Dialog.Content
        maxWidth="640px"
        aria-describedby={undefined}
        className="min-w-0 p-0!"
        data-slot="command-bar"
        onCloseAutoFocus={(event) => {
          const then = afterClose.current;
          afterClose.current = null;
          if (then === null) return;
          event.preventDefault();
          then();
        }}
      >
        <VisuallyHidden>
          <Dialog.Title>{m.cmd_title()}</Dialog.Title>
        </VisuallyHidden>
        <Command
          label={m.cmd_title()}
          loop
          shouldFilter={step.kind === 'text'}
          value={selected}
          onValueChange={setSelected}
          className="flex flex-col"
        >
          <SelectArrivingRecord first={found[0]?.value} select={setSelected} />
          <Flex align="center" gap="2" px="3" className="border-b border-(--gray-a5)">
            <Command.Input
              value={text}
              onValueChange={(value) => {
                setText(value);
                setFailure(null);
              }}
              placeholder={m.cmd_placeholder()}
              aria-invalid={message !== null}
              aria-describedby={message === null ? undefined : messageId}
              spellCheck={false}
              autoComplete="off"
              className="h-12 min-w-0 flex-1 bg-transparent text-(length:--font-size-3) text-(--gray-12) outline-none placeholder:text-(--gray-10)"
            />
            {pending ? (
              <Spinner size="2" role="status" aria-label={m.shell_retrieving()} />
            ) : (
              <Kbd size="1">{m.cmd_key_escape()}</Kbd>
            )}
          </Flex>
          {message === null ? null : (
            <div id={messageId} className="px-3 pt-2">
              <ErrorCallout message={message} size="1" slot="command-bar-error" />
            </div>
          )}
          <Command.List className="max-h-[min(60vh,420px)] overflow-y-auto p-2" data-slot="command-bar-list">
            {step.kind === 'text' ? <NoMatches text={text} records={records} found={found.length} /> : null}
            {step.kind === 'do' ? (
              <Command.Group heading={m.cmd_group_enter()} className={GROUP_CLASS}>
                <Command.Item
                  value={`entry ${text}`}
                  className={ITEM_CLASS}
                  disabled={pending}
                  onSelect={() => void runEntry(step.entry, step.command)}
                  data-slot="command-bar-preview"
                >
                  <ItemLine label={step.preview} hint={<Kbd size="1">{m.cmd_key_enter()}</Kbd>} wrap />
                </Command.Item>
              </Command.Group>
            ) : null}
            {text === '' ? (
              <Command.Group heading={m.cmd_group_entries()} className={GROUP_CLASS}>
                {CRYPTIC_ENTRY_HELP.map(({ example, does }) => (
                  <Command.Item
                    key={example}
                    value={`example ${example}`}
                    className={ITEM_CLASS}
                    onSelect={() => setText(example)}
                  >
                    <ItemLine label={<Code size="2">{example}</Code>} detail={does()} />
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {step.kind === 'text' && commands.length > 0 ? (
              <Command.Group heading={m.cmd_group_page()} className={GROUP_CLASS}>
                {commands.map((command) => (
                  <Command.Item
                    key={command.id}
                    value={`action ${command.label}`}
                    keywords={[command.label]}
                    disabled={command.unavailable !== undefined}
                    className={ITEM_CLASS}
                    onSelect={() => close(command.run)}
                  >
                    <ItemLine
                      label={command.label}
                      {...(command.unavailable === undefined ? {} : { detail: command.unavailable })}
                      hint={
                        command.shortcut === undefined ? undefined : (
                          <Kbd size="1">{formatShortcut(command.shortcut)}</Kbd>
                        )
                      }
                    />
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {step.kind === 'text' ? (
              <Command.Group heading={m.cmd_group_pages()} className={GROUP_CLASS}>
                {pages.map((page) => (
                  <Command.Item
                    key={page.path}
                    value={`page ${page.label}`}
                    keywords={[page.label, page.path]}
                    className={ITEM_CLASS}
                    onSelect={() => close(() => onNavigate(page.path))}
                  >
                    <ItemLine label={page.label} detail={page.path} />
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {records?.state === 'failed' ? (
              <ErrorCallout
                message={m.cmd_records_failed({ message: records.message })}
                size="1"
                className="mx-1 my-2"
              />
            ) : null}
            {found.length > 0 ? (
              <Command.Group heading={m.cmd_group_records()} className={GROUP_CLASS} forceMount>
                {found.map((row) => (
                  <Command.Item
                    key={row.value}
                    forceMount
                    value={row.value}
                    className={ITEM_CLASS}
                    onSelect={() => close(() => onNavigate(row.path))}
                  >
                    <ItemLine label={row.label} detail={row.detail} />
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
          </Command.List>
        </Command>
      </Dialog.Content>
    </Dialog.Root>
  );
}
