import { TextInputField } from '@comptoir/ui/kit';
import { Button, Flex } from '@radix-ui/themes';
import { m } from '@comptoir/ui/i18n/messages';
import { useState } from 'react';
import { bookingReferenceSchema } from '../../rules';

/** How the messages are found: by booking reference, by day (YYYY-MM-DD), by text in them. */
export interface XmlMessageFilterValues {
  readonly reference?: string | undefined;
  readonly date?: string | undefined;
  readonly search?: string | undefined;
}

export interface XmlMessageFiltersProps {
  filters: XmlMessageFilterValues;
  onFiltersChange: (filters: XmlMessageFilterValues) => void;
  /**
   * While the first page of messages loads: the app's loading view gives way to its page, whose form is
   * another, and what was typed meanwhile would be lost. Default: false.
   */
  disabled?: boolean;
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The filters' form: applied on "Find messages" (the route keeps them in the URL); a reference that is
 * not one is said at its field and kept as typed.
 */
export function XmlMessageFilters({ filters, onFiltersChange, disabled = false }: XmlMessageFiltersProps) {
  const [reference, setReference] = useState(filters.reference ?? '');
  const [date, setDate] = useState(filters.date ?? '');
  const [search, setSearch] = useState(filters.search ?? '');
  const [referenceError, setReferenceError] = useState<string | null>(null);

  return (
    <form
      role="search"
      aria-label={m.lowcost_find_messages_form()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const typed = blankToUndefined(reference);
        const checked = typed === undefined ? undefined : bookingReferenceSchema.safeParse(typed);
        if (checked?.success === false) {
          setReferenceError(m.lowcost_reference_invalid());
          return;
        }
        onFiltersChange({
          reference: checked?.data,
          date: blankToUndefined(date),
          search: blankToUndefined(search),
        });
      }}
    >
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[10rem_11rem_1fr_auto_auto]">
        <TextInputField
          label={m.lowcost_booking_reference_field()}
          value={reference}
          maxLength={6}
          disabled={disabled}
          onValueChange={(value) => {
            setReference(value);
            setReferenceError(null);
          }}
          error={referenceError}
        />
        <TextInputField
          label={m.lowcost_day()}
          type="date"
          value={date}
          onValueChange={setDate}
          disabled={disabled}
        />
        <TextInputField
          label={m.lowcost_text_in_messages()}
          value={search}
          onValueChange={setSearch}
          disabled={disabled}
        />
        <Flex className="sm:pt-6">
          <Button type="submit" disabled={disabled}>
            {m.lowcost_find_messages()}
          </Button>
        </Flex>
        <Flex className="sm:pt-6">
          <Button
            type="button"
            variant="soft"
            color="gray"
            disabled={disabled}
            onClick={() => {
              setReference('');
              setDate('');
              setSearch('');
              setReferenceError(null);
              onFiltersChange({});
            }}
          >
            {m.lowcost_clear()}
          </Button>
        </Flex>
      </div>
    </form>
  );
}
