import { type Dispatch, type SetStateAction, type SubmitEvent, useCallback, useState } from 'react';
import { type DraftChanges, mergeChanges } from '../draft-state/draft-state';
import {
  commonSearchInput,
  type FieldErrors,
  type SearchCommonDraft,
  type SearchSchema,
  validateSearch,
} from './search-draft';

/** No message: the same object from one render to the next, so that the fields it is handed can skip theirs. */
const NO_ERRORS: FieldErrors = {};

/**
 * What the three search forms share: the draft validated with its flight-domain schema (the common fields
 * plus the form's own `fields`), changes handed up as functional updates, and submit handling. Nothing is
 * flagged until the first submit; from then on the messages follow every change, and a failed submit moves
 * focus to the first invalid field.
 *
 * `patch` merges its changes into the draft as it is when React applies them, not into `value`: a pick in
 * an airport field is reported from downshift's effect, possibly after another field has changed, and
 * both changes must land.
 */
export function useSearchForm<Draft extends SearchCommonDraft, Data>(
  schema: SearchSchema<Data>,
  value: Draft,
  fields: Readonly<Record<string, unknown>>,
  onChange: Dispatch<SetStateAction<Draft>>,
  onSubmit: (data: Data) => void,
) {
  const [attempted, setAttempted] = useState(false);
  const validate = () => validateSearch(schema, { ...commonSearchInput(value), ...fields });
  // Before the first submit nothing is checked as staff type: a keystroke renders only its field.
  const checked = attempted ? validate() : undefined;
  const errors = checked === undefined || checked.success ? NO_ERRORS : checked.errors;
  const patch = useCallback(
    (changes: DraftChanges<Draft>) => {
      onChange(mergeChanges(changes));
    },
    [onChange],
  );
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const validation = checked ?? validate();
    if (validation.success) {
      onSubmit(validation.data);
      return;
    }
    const form = event.currentTarget;
    requestAnimationFrame(() => {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return { errors, submit, patch };
}
