import type {
  ActionAvailability,
  Ancillary,
  Contact,
  ContentKind,
  Leg,
  OsiRemark,
  SpecialService,
  Traveler,
} from '@comptoir/flight-domain';
import { Flex } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';
import { useAfterFirstPaint } from '../../kit/after-next-frame';
import type { PageCommandEntry } from '../../kit/CommandBar/page-commands';
import { useMemo, type ReactNode } from 'react';
import { AncillariesSection } from './AncillariesSection';
import { ContactsSection } from './ContactsSection';
import { ItinerarySection } from './ItinerarySection';
import { OsiRemarksSection } from './OsiRemarksSection';
import { RecordActionButton, RecordHeader, type RecordHeaderProps } from './RecordHeader';
import { SpecialServicesSection } from './SpecialServicesSection';
import { TravelersSection } from './TravelersSection';
import {
  useConfirmedRecordActions,
  type RecordActionCallback,
  type RecordActionConfirmation,
} from './use-record-action';

/** What a reservation and a ticket both hold, and their pages both show in their main column. */
interface RecordContent {
  contentKind: ContentKind;
  itinerary: readonly Leg[];
  contacts: readonly Contact[];
  osiRemarks: readonly OsiRemark[];
  specialServices: readonly SpecialService[];
  ancillaries: readonly Ancillary[];
}

/** One action of a record page: its label, its verdict, its callback and, when destructive, its confirmation. */
export interface RecordActionSpec {
  /** Names the action among the page's, e.g. `void`. */
  id: string;
  label: string;
  availability: ActionAvailability;
  callback: RecordActionCallback;
  /**
   * What the confirmation of a destructive action says, fetched with the first click that asks (the texts
   * a page's first paint does not draw stay out of its first load). Default: none, the action runs at once.
   */
  confirmation?: () => Promise<RecordActionConfirmation>;
  color?: 'red';
  variant?: 'solid';
  /** The key that runs it from the page, shown in its button's tooltip, e.g. `t`. Default: none. */
  shortcut?: string;
  /** The cryptic entry of the command bar that runs it (`TTP`: `ticket`). Default: none. */
  entry?: PageCommandEntry;
}

/**
 * A record's two PDF actions, with their keys: "Download PDF" (`d`) and "View PDF" (`v`, also run by
 * `viewEntry` from the command bar when given).
 *
 * @example
 * actions = [...pdfActions(availability, onDownloadPdf, onViewPdf, 'display-ticket'), …];
 */
export function pdfActions(
  availability: { pdf: ActionAvailability; viewPdf: ActionAvailability },
  onDownloadPdf: RecordActionCallback,
  onViewPdf: RecordActionCallback,
  viewEntry?: PageCommandEntry,
) {
  return [
    {
      id: 'pdf',
      label: m.record_download_pdf(),
      availability: availability.pdf,
      callback: onDownloadPdf,
      shortcut: 'd',
    },
    {
      id: 'viewPdf',
      label: m.record_view_pdf(),
      availability: availability.viewPdf,
      callback: onViewPdf,
      shortcut: 'v',
      ...(viewEntry === undefined ? {} : { entry: viewEntry }),
    },
  ] as const satisfies readonly RecordActionSpec[];
}

export interface RecordDetailLayoutProps extends Pick<
  RecordHeaderProps,
  'title' | 'status' | 'summary' | 'refusals'
> {
  /** Names the page for styles and tests (`data-slot`), e.g. `ticket-detail-view`. */
  slot: string;
  /** The record's content and its travelers (a ticket has one). */
  record: RecordContent;
  travelers: readonly Traveler[];
  /** Seat codes by traveler id. Default: none. */
  seatsByTraveler?: Readonly<Record<string, readonly string[]>>;
  /** The actions, in the order of their buttons. Only one runs at a time. */
  actions: readonly RecordActionSpec[];
  /** What the page shows between its header and its sections (a workbench, the exchange). Default: none. */
  children?: ReactNode;
  /** The sections of the side column (price, tickets or coupons, history). */
  side: ReactNode;
}

/**
 * The frame of a reservation's or a ticket's page: the header with its actions (one at a time, the
 * destructive ones confirmed in the global dialog, refused ones disabled with the reason; each with its
 * key in its tooltip, and run by that key, the command bar and its cryptic entry), what the page
 * adds under it, then the record's itinerary, travelers, contacts, OSI remarks (GDS only), special
 * services and ancillaries beside the page's own side sections.
 */
export function RecordDetailLayout({
  slot,
  record,
  travelers,
  seatsByTraveler,
  actions,
  children,
  side,
  refusals = actions.flatMap(({ availability }) => (availability.allowed ? [] : [availability.reason])),
  ...header
}: RecordDetailLayoutProps) {
  const { running, error, click } = useConfirmedRecordActions(
    Object.fromEntries(actions.map((action) => [action.id, action.callback])),
    Object.fromEntries(
      actions.flatMap((action) =>
        action.confirmation === undefined ? [] : [[action.id, action.confirmation]],
      ),
    ),
  );
  const isGds = record.contentKind === 'GDS';
  // The header and the itinerary are what an agent opening a record reads first: they are painted at
  // once, and the other sections in a render of their own right after (docs/decisions/0091).
  const restDrawn = useAfterFirstPaint();
  // An action's click renders the header (its button busy, the others waiting), not the sections: the
  // record's call leaves once that render is done (docs/decisions/0093).
  const sections = useMemo(
    () => (
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Flex direction="column" gap="4" className="min-w-0">
          <ItinerarySection itinerary={record.itinerary} showFareBasis={isGds} />
          {restDrawn ? (
            <>
              <TravelersSection
                travelers={travelers}
                {...(seatsByTraveler === undefined ? {} : { seatsByTraveler })}
              />
              <ContactsSection contacts={record.contacts} />
              {isGds ? <OsiRemarksSection remarks={record.osiRemarks} /> : null}
              <SpecialServicesSection services={record.specialServices} travelers={travelers} />
              <AncillariesSection
                ancillaries={record.ancillaries}
                travelers={travelers}
                itinerary={record.itinerary}
              />
            </>
          ) : null}
        </Flex>
        <Flex direction="column" gap="4" className="min-w-0">
          {restDrawn ? side : null}
        </Flex>
      </div>
    ),
    [record, travelers, seatsByTraveler, side, restDrawn, isGds],
  );
  return (
    <Flex
      direction="column"
      gap="4"
      p={{ initial: '3', sm: '5' }}
      data-slot={slot}
      data-content-kind={record.contentKind}
      // Assistive technologies, and the tests that wait for a page at rest, wait for the other sections.
      aria-busy={restDrawn ? undefined : true}
    >
      <RecordHeader
        {...header}
        contentKind={record.contentKind}
        actions={actions.map(({ id, label, availability, color, variant, shortcut, entry }) => (
          <RecordActionButton
            key={id}
            availability={availability}
            running={running === id}
            busy={running !== null}
            onClick={() => click(id)}
            // The page's commands for its keys, the command bar and the ? sheet (`kit/CommandBar/page-commands`).
            data-command={label}
            data-shortcut={shortcut}
            data-command-entry={entry}
            title={shortcut && `${label} (${shortcut.toUpperCase()})`}
            {...(color === undefined ? {} : { color })}
            {...(variant === undefined ? {} : { variant })}
          >
            {label}
          </RecordActionButton>
        ))}
        refusals={refusals}
        error={error}
      />
      {children}
      {sections}
    </Flex>
  );
}
