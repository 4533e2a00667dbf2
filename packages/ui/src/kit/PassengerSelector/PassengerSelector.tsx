import {
  checkPassengers,
  PASSENGER_COUNT_FIELDS,
  PASSENGER_FIELD_TYPE_CODES,
  type PassengerCountField,
  type PassengerCounts,
} from '@comptoir/flight-domain';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { passengerTypeWords } from '../../i18n/passenger-words';

export interface PassengerSelectorProps {
  /** The passenger counts (controlled). */
  value: PassengerCounts;
  /**
   * Called on every step with an update of the counts, a function of the counts as they are when it is
   * applied (pass a state setter): two steps before the next render both count.
   */
  onChange: Dispatch<SetStateAction<PassengerCounts>>;
  /** Most passengers of one type. Default: 9. */
  maxPerType?: number;
  /**
   * A message to show at the adults field instead of the live check (e.g. the form's error after submit).
   * Default: none; the SPEC §5 rules are checked on every change and their message shown.
   */
  error?: string;
  /**
   * The passenger types offered, in order (an airline that carries no unaccompanied minors leaves out
   * `unn`, which then stays 0). Default: all four, `PASSENGER_COUNT_FIELDS`.
   */
  fields?: readonly PassengerCountField[];
}

/** Who each passenger type is, under its label. */
const HINTS: Record<PassengerCountField, () => string> = {
  adt: m.search_passenger_adult_hint,
  cnn: m.search_passenger_child_hint,
  inf: m.search_passenger_infant_hint,
  unn: m.search_passenger_unaccompanied_hint,
};

/**
 * Steppers for adults, children, infants and unaccompanied minors, labelled from the passenger type codes.
 * The SPEC §5 passenger rules (flight-domain's `checkPassengers`) are applied live: 'Please select valid
 * passengers' shows at the adults field whenever the counts break one.
 *
 * @example
 * <PassengerSelector value={counts} onChange={setCounts} />
 */
export function PassengerSelector({
  value,
  onChange,
  maxPerType = 9,
  error,
  fields = PASSENGER_COUNT_FIELDS,
}: PassengerSelectorProps) {
  const id = useId();
  const verdict = checkPassengers(value);
  // The live check's message is SPEC §5's one, in the interface's language.
  const message = error ?? (verdict.valid ? undefined : m.search_error_passengers());
  const errorId = `${id}-error`;
  return (
    <fieldset data-slot="passenger-selector" className="m-0 flex flex-col gap-2 border-0 p-0">
      <legend className="mb-1 p-0">
        <Text size="2" weight="medium">
          {m.search_passengers()}
        </Text>
      </legend>
      {fields.map((field) => {
        const label = passengerTypeWords(PASSENGER_FIELD_TYPE_CODES[field]);
        const count = value[field];
        const labelId = `${id}-${field}`;
        const invalid = field === 'adt' && message !== undefined;
        const step = (delta: number) => {
          onChange((counts) => ({
            ...counts,
            [field]: Math.min(maxPerType, Math.max(0, counts[field] + delta)),
          }));
        };
        return (
          <Flex key={field} direction="column" gap="1">
            <Flex data-slot="passenger-count" data-field={field} align="center" justify="between" gap="3">
              <Flex direction="column">
                <Text id={labelId} size="2">
                  {label}
                </Text>
                <Text size="1" color="gray">
                  {HINTS[field]()}
                </Text>
              </Flex>
              <Flex align="center" gap="2">
                <IconButton
                  type="button"
                  variant="soft"
                  aria-label={m.search_passenger_fewer({ type: label })}
                  disabled={count <= 0}
                  onClick={() => {
                    step(-1);
                  }}
                >
                  −
                </IconButton>
                <output
                  aria-labelledby={labelId}
                  aria-live="polite"
                  aria-describedby={invalid ? errorId : undefined}
                  className="w-6 text-center tabular-nums"
                >
                  <Text size="3" weight="medium">
                    {count}
                  </Text>
                </output>
                <IconButton
                  type="button"
                  variant="soft"
                  aria-label={m.search_passenger_more({ type: label })}
                  disabled={count >= maxPerType}
                  onClick={() => {
                    step(1);
                  }}
                >
                  +
                </IconButton>
              </Flex>
            </Flex>
            {invalid ? (
              <Text id={errorId} data-slot="field-error" size="2" color="red" role="alert">
                {message}
              </Text>
            ) : null}
          </Flex>
        );
      })}
    </fieldset>
  );
}
