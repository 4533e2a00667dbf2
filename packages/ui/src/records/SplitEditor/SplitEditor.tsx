import { splitSelectionError, type Traveler } from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { confirmAction } from '../../kit/ConfirmDialog/ConfirmDialog';
import { travelerDisplayName } from '../RecordSections/record-format';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { useRecordAction } from '../RecordSections/use-record-action';
import { TravelerChoice } from '../Workbench/TravelerChoice';
import { splitInfantError } from './split-infants';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { editRuleWords } from '../Workbench/edit-rule-words';
import { m } from '../../i18n/paraglide/messages.js';

export interface SplitEditorProps {
  /** The locator of the reservation being split, e.g. `RWBAUM`. */
  locator: string;
  /** The reservation's travelers, in their order on the reservation. */
  travelers: readonly Traveler[];
  /**
   * Moves the chosen travelers (their ids, in the reservation's order) to a new reservation
   * (`POST split/{workbenchID}` with `{travelers, reservationIdentifier}`). Called only once the agent
   * has confirmed; a rejection keeps the choice and shows its message.
   */
  onSplit: (travelerIds: string[]) => Promise<void>;
  /** Whether editing is off (no workbench open, or it is being committed or ignored). Default `false`. */
  disabled?: boolean;
}

/** `Amina Alaoui, Rachid Alaoui and Lina Alaoui`. */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return m.editor_split_names({ others: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
}

/**
 * Splits travelers off a reservation into a new one: the agent ticks who moves, reads who moves and
 * who stays, and confirms in a dialog, because a split cannot be undone. At least one traveler must
 * move and one stay (flight-domain `splitSelectionError`), and each infant must keep an adult on its
 * side (`splitInfantError`); the message shows under the choice and nothing is sent.
 *
 * @example
 * <SplitEditor locator="RWBAUM" travelers={reservation.travelers} onSplit={(ids) => split(ids)} />
 */
export function SplitEditor({ locator, travelers, onSplit, disabled = false }: SplitEditorProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [validation, setValidation] = useState<string | null>(null);
  const { running, error, run } = useRecordAction<'split'>();

  const travelerIds = travelers.map((traveler) => traveler.id);
  const moving = travelerIds.filter((id) => selected.includes(id));
  const staying = travelerIds.filter((id) => !selected.includes(id));
  const namesOf = (ids: readonly string[]) => listNames(ids.map((id) => travelerDisplayName(travelers, id)));

  function choose(next: string[]) {
    setSelected(next);
    setValidation(null);
  }

  function split() {
    const selectionError = splitSelectionError(moving, travelerIds);
    const problem =
      selectionError === null ? splitInfantError(travelers, moving) : editRuleWords(selectionError);
    setValidation(problem);
    if (problem !== null) return;
    const sent = moving;
    confirmAction({
      title: m.editor_split_confirm_title({ locator }),
      description: m.editor_split_confirm_description({
        moving: namesOf(sent),
        staying: namesOf(staying),
        locator,
      }),
      confirmLabel: m.editor_split_confirm(),
      cancelLabel: m.editor_split_keep(),
      onConfirm: () =>
        run('split', async () => {
          await onSplit(sent);
          setSelected((current) => current.filter((id) => !sent.includes(id)));
        }),
    });
  }

  return (
    <RecordSection title={m.editor_split_title()} slot="split-editor">
      <Text as="p" size="2" color="gray">
        {m.editor_split_intro({ locator })}
      </Text>
      <TravelerChoice
        label={m.editor_split_travelers()}
        travelers={travelers}
        value={selected}
        onValueChange={choose}
        slot="split-traveler"
        disabled={disabled || running !== null}
        error={validation}
      />
      <dl className="m-0 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-slot="split-summary">
        <Text as="div" size="2" weight="medium" asChild>
          <dt>{m.editor_split_moves()}</dt>
        </Text>
        <Text as="div" size="2" asChild>
          <dd className="m-0">{moving.length === 0 ? m.editor_split_nobody_yet() : namesOf(moving)}</dd>
        </Text>
        <Text as="div" size="2" weight="medium" asChild>
          <dt>{m.editor_split_stays({ locator })}</dt>
        </Text>
        <Text as="div" size="2" asChild>
          <dd className="m-0">{staying.length === 0 ? m.editor_split_nobody() : namesOf(staying)}</dd>
        </Text>
      </dl>
      <ErrorCallout message={error} size="1" />
      <Flex justify="end">
        <Button
          type="button"
          color="red"
          highContrast
          disabled={disabled}
          loading={running === 'split'}
          onClick={split}
        >
          {m.editor_split_button()}
        </Button>
      </Flex>
    </RecordSection>
  );
}
