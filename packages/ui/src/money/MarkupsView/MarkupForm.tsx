import {
  CABIN_CLASS_LABELS,
  CABIN_CLASSES,
  checkMarkupDraft,
  MARKUP_CONTENT_KINDS,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
  type CabinClass,
  type MarkupBody,
  type MarkupDraft,
  type MarkupDraftErrors,
  type TripType,
} from '@comptoir/flight-domain';
import { Button, Flex } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { CheckboxField } from '../../kit/FormFields/CheckboxField';
import { FormStack } from '../../kit/FormFields/FormStack';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';
import { AMOUNT_MESSAGES } from '../../i18n/amount-labels';
import { inInterfaceLanguage } from '../../i18n/domain-words';

/** What `checkMarkupDraft` may say of a field, as the catalogue words it (an amount's too). */
const RULE_MESSAGES = [
  ...AMOUNT_MESSAGES,
  m.markups_name_required,
  m.markups_name_too_long,
  m.markups_percentage_max,
  m.markups_airline_invalid,
  m.markups_priority_invalid,
  m.markups_priority_range,
];

/** A field's message in the interface's language. */
function ruleWords(message: string | undefined): string | undefined {
  return message === undefined ? undefined : inInterfaceLanguage(message, RULE_MESSAGES);
}

const ANY = 'any';

/** The form's choices, in the interface's language when drawn. */
function options() {
  return {
    kinds: [
      { value: 'percentage', label: m.markups_kind_percentage() },
      { value: 'fixed', label: m.markups_kind_fixed() },
    ] as const,
    contents: MARKUP_CONTENT_KINDS.map((value) => ({
      value,
      label: value === 'ALL' ? m.markups_content_all() : value,
    })),
    cabins: [
      { value: ANY, label: m.markups_any_cabin() },
      ...CABIN_CLASSES.map((value) => ({ value, label: CABIN_CLASS_LABELS[value] })),
    ] as readonly { value: CabinClass | typeof ANY; label: string }[],
    trips: [
      { value: ANY, label: m.markups_any_trip() },
      ...TRIP_TYPES.map((value) => ({ value, label: TRIP_TYPE_LABELS[value] })),
    ] as readonly { value: TripType | typeof ANY; label: string }[],
  };
}

export interface MarkupFormProps {
  /** The rule's organization. */
  organizationId: string;
  /** The form's starting values (`EMPTY_MARKUP_DRAFT` or `markupDraftOf(rule)`). */
  initial: MarkupDraft;
  /** "Add markup" or "Save markup". */
  submitLabel: string;
  /** Sends the rule; the form waits for it, once, and shows the server's message if it fails. */
  onSubmit: (body: MarkupBody) => Promise<void>;
  onCancel: () => void;
}

/**
 * A markup rule's form: name, percentage or fixed MAD, value in French format, content (GDS, NDC or
 * both), airline, cabin, trip type, priority and whether it applies. Each field says what is wrong with
 * it; nothing typed is lost; the rule is sent once however often the button is clicked.
 */
export function MarkupForm({ organizationId, initial, submitLabel, onSubmit, onCancel }: MarkupFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<MarkupDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const choices = options();
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const change = (next: Partial<MarkupDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
  };

  async function submit() {
    const checked = checkMarkupDraft(draft, organizationId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(checked.body);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : m.markups_not_saved());
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return (
    <FormStack
      label={submitLabel}
      gap="3"
      slot="markup-form"
      onSubmit={() => {
        void submit();
      }}
    >
      <TextInputField
        label={m.markups_column_name()}
        value={draft.name}
        onValueChange={(name) => change({ name })}
        error={ruleWords(errors.name)}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={m.markups_kind()}
          value={draft.kind}
          options={choices.kinds}
          onChange={(kind) => change({ kind })}
        />
        <TextInputField
          label={draft.kind === 'percentage' ? m.markups_value_percent() : m.markups_value_mad()}
          value={draft.value}
          inputMode="decimal"
          hint={m.markups_value_hint()}
          onValueChange={(value) => change({ value })}
          error={ruleWords(errors.value)}
        />
        <SelectField
          label={m.markups_content()}
          value={draft.contentKind}
          options={choices.contents}
          onChange={(contentKind) => change({ contentKind })}
        />
        <TextInputField
          label={m.markups_airline()}
          value={draft.airline}
          hint={m.markups_airline_hint()}
          maxLength={2}
          onValueChange={(airline) => change({ airline })}
          error={ruleWords(errors.airline)}
        />
        <SelectField
          label={m.markups_cabin()}
          value={draft.cabin === '' ? ANY : draft.cabin}
          options={choices.cabins}
          onChange={(cabin) => change({ cabin: cabin === ANY ? '' : cabin })}
        />
        <SelectField
          label={m.markups_trip_type()}
          value={draft.tripType === '' ? ANY : draft.tripType}
          options={choices.trips}
          onChange={(tripType) => change({ tripType: tripType === ANY ? '' : tripType })}
        />
        <TextInputField
          label={m.markups_column_priority()}
          value={draft.priority}
          inputMode="numeric"
          hint={m.markups_priority_hint()}
          onValueChange={(priority) => change({ priority })}
          error={ruleWords(errors.priority)}
        />
        <CheckboxField
          className="self-end pb-2"
          checked={draft.active}
          onCheckedChange={(active) => change({ active })}
        >
          {m.markups_applies()}
        </CheckboxField>
      </div>
      <ErrorCallout message={failure} size="1" />
      <Flex gap="3" justify="end">
        <Button type="button" variant="soft" color="gray" disabled={pending} onClick={onCancel}>
          {m.markups_cancel()}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Flex>
    </FormStack>
  );
}
