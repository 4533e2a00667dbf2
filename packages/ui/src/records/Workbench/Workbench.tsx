import { loadOnce, type ActionAvailability, type PendingChange } from '@comptoir/flight-domain';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import {
  Activity,
  Fragment,
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useRecordAction } from '../RecordSections/use-record-action';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { LoadingStatus } from '../../kit/RecordSection/LoadedContent';
import { WorkbenchActionButton, type WorkbenchAction } from './WorkbenchActionButton';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * What only an open workbench draws (its commit and ignore buttons, the ignore's confirmation, the
 * pending list): fetched once the workbench is drawn, well before "Start editing" has opened one.
 */
export const loadOpenWorkbench = loadOnce(() => import('./OpenWorkbench'));
const OpenWorkbenchActions = lazy(() =>
  loadOpenWorkbench().then((module) => ({ default: module.OpenWorkbenchActions })),
);
const PendingChanges = lazy(() => loadOpenWorkbench().then((module) => ({ default: module.PendingChanges })));
const OpenStatusLabel = lazy(() =>
  loadOpenWorkbench().then((module) => ({ default: module.OpenStatusLabel })),
);

const EDITING_ALLOWED: ActionAvailability = { allowed: true };

/** The badge's word while no workbench is open (an open one's come with `OpenWorkbench.tsx`). */
const CLOSED_STATUS_LABELS = {
  closed: m.workbench_status_closed,
  start: m.workbench_status_start,
} as const;

export interface WorkbenchProps {
  /** Whether a workbench is open for the record (the page knows its id). */
  open: boolean;
  /** The changes sent inside the open workbench and not committed yet, oldest first. */
  pending: readonly PendingChange[];
  /** Opens a workbench for the record; rejects with a message on failure. */
  onStart: () => Promise<void>;
  /** Commits the workbench: every pending change is applied. */
  onCommit: () => Promise<void>;
  /** Ignores the workbench: every pending change is discarded (asked first when there are some). */
  onIgnore: () => Promise<void>;
  /**
   * Whether the record may be edited at all (flight-domain `reservationEditAvailability`); when refused,
   * the reason is shown and editing cannot start. Default: allowed.
   */
  availability?: ActionAvailability;
  /**
   * Why the last workbench ended on the server without a commit (it expired, or the server no longer has
   * it), shown as an alert until editing starts again; its changes are gone. Default: none.
   */
  endedReason?: string | undefined;
  /** The heading of the block. Default: 'Changes'. */
  title?: string;
  /**
   * The editors, shown while a workbench is open, given `disabled`: true while it is being committed or
   * ignored (from the render after the click's, once the call has left), and while they are hidden.
   * Called again only when `disabled` or the function itself changes. Each workbench gets fresh ones
   * (what they marked pending belongs to it); while none is open, the next one's are rendered hidden.
   * While they suspend (their code loaded apart from the page's), "Loading the editors…" stands in their
   * place. Default: none.
   */
  children?: (state: { disabled: boolean }) => ReactNode;
}

/**
 * The one way to edit a reservation or ticket (SPEC §4 "Workbench flow"): "Start editing" opens a
 * workbench; the editors' changes are then listed as pending until "Commit changes" applies them or
 * "Ignore changes" discards them (after a confirmation when there are some: it is destructive). Failures
 * are shown inline and the pending list is kept. Leaving the page with pending changes is the page's to
 * guard (`confirmLeaveWorkbench`, awaited by the router's blocker).
 */
export function Workbench({
  open,
  pending,
  onStart,
  onCommit,
  onIgnore,
  availability = EDITING_ALLOWED,
  endedReason,
  title = m.workbench_title(),
  children,
}: WorkbenchProps) {
  const headingId = useId();
  const { running, error, run, runFromButton } = useRecordAction<WorkbenchAction>();
  useEffect(() => {
    // A failed load is fetched again when an open workbench is drawn.
    loadOpenWorkbench().catch(() => undefined);
  }, []);
  // Each workbench gets fresh editors: what they marked pending belongs to the workbench that closed.
  const [shownOpen, setShownOpen] = useState(open);
  const [generation, setGeneration] = useState(0);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (!open) setGeneration((count) => count + 1);
  }
  // The button and the badge say at once that a commit or an ignore is under way; the editors learn it a
  // task later. Disabling them renders every one (each field, each seat of a seat map): rendered with the
  // button, that ran before the call's own promise steps and held the call back (docs/decisions/0093).
  // Not a transition: editors still loading would hold it, and the button's next update with it.
  const [heldFor, setHeldFor] = useState<WorkbenchAction | null>(null);
  useEffect(() => {
    const later = setTimeout(() => {
      setHeldFor(running);
    }, 0);
    return () => {
      clearTimeout(later);
    };
  }, [running]);
  // Held from a task after the action's start, given back as it ends.
  const editorsDisabled = !open || (running !== null && heldFor === running);
  const editors = useMemo(() => children?.({ disabled: editorsDisabled }), [children, editorsDisabled]);
  const status = running ?? (open ? 'open' : 'closed');
  const alert = error ?? endedReason ?? null;

  return (
    <Flex direction="column" gap="4" data-slot="workbench" data-status={status}>
      <Card asChild size={{ initial: '2', sm: '3' }}>
        <section aria-labelledby={headingId}>
          <Flex direction="column" gap="3">
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Flex align="center" gap="2">
                <Heading as="h2" size="4" id={headingId}>
                  {title}
                </Heading>
                <Badge color={open ? 'indigo' : 'gray'} variant="soft" highContrast>
                  {status === 'closed' || status === 'start' ? (
                    CLOSED_STATUS_LABELS[status]()
                  ) : (
                    <Suspense fallback={null}>
                      <OpenStatusLabel status={status} />
                    </Suspense>
                  )}
                </Badge>
              </Flex>
              {open ? (
                <Suspense fallback={null}>
                  <OpenWorkbenchActions
                    pending={pending}
                    running={running}
                    run={run}
                    runFromButton={runFromButton}
                    onCommit={onCommit}
                    onIgnore={onIgnore}
                  />
                </Suspense>
              ) : (
                <WorkbenchActionButton
                  action="start"
                  running={running}
                  blocked={!availability.allowed}
                  onClick={() => {
                    runFromButton('start', onStart);
                  }}
                >
                  {m.workbench_start()}
                </WorkbenchActionButton>
              )}
            </Flex>
            <ErrorCallout message={alert} size="1" slot="workbench-error" />
            {open ? (
              <Suspense fallback={null}>
                <PendingChanges pending={pending} />
              </Suspense>
            ) : (
              <Text as="p" size="2" color="gray" data-slot="workbench-note">
                {availability.allowed ? m.workbench_note() : availability.reason}
              </Text>
            )}
          </Flex>
        </section>
      </Card>
      {/*
       * While no workbench is open, the next one's editors are rendered hidden (`display: none`, without
       * their effects), at a lower priority than the page: the record's page shows the record, and "Start
       * editing" shows them at once, their lazy parts already read (docs/decisions/0072).
       */}
      <Activity mode={open ? 'visible' : 'hidden'}>
        <Suspense fallback={<LoadingStatus text={m.workbench_loading_editors()} slot="workbench-editors" />}>
          <Fragment key={generation}>{editors}</Fragment>
        </Suspense>
      </Activity>
    </Flex>
  );
}
