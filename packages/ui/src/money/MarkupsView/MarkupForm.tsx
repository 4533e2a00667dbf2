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

const KIND_OPTIONS = [
  { value: 'percentage', label: 'Percentage of the fare' },
  { value: 'fixed', label: 'Fixed MAD per passenger' },
] as const;
const CONTENT_OPTIONS = MARKUP_CONTENT_KINDS.map((value) => ({
  value,
  label: value === 'ALL' ? 'GDS and NDC' : value,
}));
const ANY = 'any';
const CABIN_OPTIONS: readonly { value: CabinClass | typeof ANY; label: string }[] = [
  { value: ANY, label: 'Any cabin' },
  ...CABIN_CLASSES.map((value) => ({ value, label: CABIN_CLASS_LABELS[value] })),
];
const TRIP_OPTIONS: readonly { value: TripType | typeof ANY; label: string }[] = [
  { value: ANY, label: 'Any trip' },
  ...TRIP_TYPES.map((value) => ({ value, label: TRIP_TYPE_LABELS[value] })),
];

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
      setFailure(error instanceof Error ? error.message : 'The markup was not saved. Try again.');
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
        label="Name"
        value={draft.name}
        onValueChange={(name) => change({ name })}
        error={errors.name}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind"
          value={draft.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => change({ kind })}
        />
        <TextInputField
          label={draft.kind === 'percentage' ? 'Value (%)' : 'Value (MAD)'}
          value={draft.value}
          inputMode="decimal"
          hint="French format, e.g. 1,5"
          onValueChange={(value) => change({ value })}
          error={errors.value}
        />
        <SelectField
          label="Content"
          value={draft.contentKind}
          options={CONTENT_OPTIONS}
          onChange={(contentKind) => change({ contentKind })}
        />
        <TextInputField
          label="Airline"
          value={draft.airline}
          hint="IATA code, e.g. AT; empty for any"
          maxLength={2}
          onValueChange={(airline) => change({ airline })}
          error={errors.airline}
        />
        <SelectField
          label="Cabin"
          value={draft.cabin === '' ? ANY : draft.cabin}
          options={CABIN_OPTIONS}
          onChange={(cabin) => change({ cabin: cabin === ANY ? '' : cabin })}
        />
        <SelectField
          label="Trip type"
          value={draft.tripType === '' ? ANY : draft.tripType}
          options={TRIP_OPTIONS}
          onChange={(tripType) => change({ tripType: tripType === ANY ? '' : tripType })}
        />
        <TextInputField
          label="Priority"
          value={draft.priority}
          inputMode="numeric"
          hint="0 to 100: the highest that matches applies"
          onValueChange={(priority) => change({ priority })}
          error={errors.priority}
        />
        <CheckboxField
          className="self-end pb-2"
          checked={draft.active}
          onCheckedChange={(active) => change({ active })}
        >
          Applies to offers
        </CheckboxField>
      </div>
      <ErrorCallout message={failure} size="1" />
      <Flex gap="3" justify="end">
        <Button type="button" variant="soft" color="gray" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Flex>
    </FormStack>
  );
}
