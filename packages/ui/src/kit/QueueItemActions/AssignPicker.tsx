import type { Member } from '@comptoir/flight-domain';
import type { QueueAssignee } from '@comptoir/flight-domain/queues';
import { Button, Flex, Popover } from '@radix-ui/themes';
import { useState } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { SelectField } from '../FormFields/SelectField';
import { LoadedContent, type LoadState } from '../RecordSection/LoadedContent';

export interface AssignPickerProps {
  /** The item's name (a locator, a booking reference), which names the button and the popover. */
  locator: string;
  /** Who the item is assigned to now (not offered again). */
  assignee: QueueAssignee | null;
  /** The organization's members, loaded once the picker is first opened. */
  members: LoadState<readonly Member[]>;
  /** Called when the picker opens: the app loads the members then. */
  onOpen: () => void;
  /** Assigns the item to the member chosen (by user id). */
  onPick: (memberId: string) => void;
}

/**
 * "Assign to…": a popover listing the organization's members in a select (loaded when it opens, with its
 * loading and failed states), and a button that assigns the item to the one chosen.
 *
 * @example
 * <AssignPicker locator="RWBAUM" assignee={null} members={members} onOpen={loadMembers} onPick={assign} />
 */
export function AssignPicker({ locator, assignee, members, onOpen, onPick }: AssignPickerProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setChosen('');
        if (next) onOpen();
      }}
    >
      <Popover.Trigger>
        <Button size="1" variant="soft" aria-label={m.queues_assign_to_member_name({ item: locator })}>
          {m.queues_assign_to()}
        </Button>
      </Popover.Trigger>
      <Popover.Content size="1" width="260px" aria-label={m.queues_assign_popover_name({ item: locator })}>
        <LoadedContent state={members} loadingText={m.queues_members_loading()} slot="assign-members">
          {(loaded) => (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                // A second click of a double click lands while the popover fades out: assigned once.
                if (chosen === '' || !open) return;
                setOpen(false);
                onPick(chosen);
              }}
            >
              <Flex direction="column" gap="3">
                <SelectField
                  label={m.queues_member()}
                  size="1"
                  value={chosen}
                  placeholder={m.queues_member_placeholder()}
                  options={loaded
                    .filter((member) => member.userId !== assignee?.id)
                    .map((member) => ({ value: member.userId, label: member.user.name }))}
                  onChange={setChosen}
                />
                <Flex justify="end">
                  <Button size="1" type="submit" disabled={chosen === ''}>
                    {m.queues_assign()}
                  </Button>
                </Flex>
              </Flex>
            </form>
          )}
        </LoadedContent>
      </Popover.Content>
    </Popover.Root>
  );
}
