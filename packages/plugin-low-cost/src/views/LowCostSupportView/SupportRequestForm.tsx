import { SelectField, TextInputField, useSubmission, ErrorCallout } from '@comptoir/ui/kit';
import { Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useId, useState } from 'react';
import {
  SUPPORT_CATEGORIES,
  supportRequestDraftSchema,
  type SupportCategory,
  type SupportRequestBody,
} from '../../rules';
import { m } from '@comptoir/ui/i18n/messages';
import { SUPPORT_CATEGORY_WORDS } from './support-words';

type Field = 'bookingReference' | 'category' | 'subject' | 'message';
type Draft = Record<Exclude<Field, 'category'>, string> & { category: SupportCategory | '' };

/**
 * What is wrong with a field, in the interface's language: the reference is not one, no category, the
 * subject or the message too short or too long (what `supportRequestDraftSchema` refuses in each).
 */
function fieldWords(field: Field, tooLong: boolean): string {
  switch (field) {
    case 'bookingReference':
      return m.lowcost_reference_invalid();
    case 'category':
      return m.lowcost_category_required();
    case 'subject':
      return tooLong ? m.lowcost_subject_long() : m.lowcost_subject_short();
    case 'message':
      return tooLong ? m.lowcost_message_long() : m.lowcost_message_short();
  }
}

/**
 * What was typed outlives the form: the page's loading, failed and loaded views each mount a form of
 * their own (the router swaps one for the next), and what was typed in one is in the next. Kept for the
 * booking the page was opened on, until the airline has the request.
 */
let kept: { reference: string; draft: Draft } | undefined;

/** Forgets what was typed: each story starts from an empty form. */
export function forgetSupportRequestDraft() {
  kept = undefined;
}

export interface SupportRequestFormProps {
  /** The reference to start with (a booking the agent came from). Default: empty. */
  initialReference?: string | undefined;
  /** Sends the request; the form waits for it, once, and shows the backend's message if it fails. */
  onSubmit: (body: SupportRequestBody) => Promise<unknown>;
}

/**
 * Opens a support request on a booking: reference, what it is about, subject and message. Each field
 * says what is wrong with it; nothing typed is lost on an error, nor when the page's loading view gives
 * way to the loaded one; sent once however often it is clicked; emptied once the airline has it.
 */
export function SupportRequestForm({ initialReference = '', onSubmit }: SupportRequestFormProps) {
  const empty: Draft = { bookingReference: initialReference, category: '', subject: '', message: '' };
  const [draft, setDraft] = useState<Draft>(() =>
    kept?.reference === initialReference ? kept.draft : empty,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const messageId = useId();
  const submission = useSubmission(async (body: SupportRequestBody) => {
    await onSubmit(body);
    setDraft({ ...empty, bookingReference: '' });
    setSent(m.lowcost_request_sent({ reference: body.bookingReference }));
  });
  useEffect(() => {
    kept = sent === null ? { reference: initialReference, draft } : undefined;
  }, [draft, sent, initialReference]);
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
    setSent(null);
  };

  return (
    <form
      noValidate
      aria-label={m.lowcost_open_request()}
      data-slot="support-request-form"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = supportRequestDraftSchema.safeParse(draft);
        if (!checked.success) {
          const found: Partial<Record<Field, string>> = {};
          for (const issue of checked.error.issues) {
            const field = issue.path[0] as Field;
            found[field] ??= fieldWords(field, issue.code === 'too_big');
          }
          setErrors(found);
          return;
        }
        submission.submit(checked.data);
      }}
    >
      <Flex direction="column" gap="3">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextInputField
            label={m.lowcost_booking_reference_field()}
            value={draft.bookingReference}
            maxLength={6}
            onValueChange={(bookingReference) => change({ bookingReference })}
            error={errors.bookingReference}
          />
          <SelectField
            label={m.lowcost_about()}
            value={draft.category}
            options={SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_WORDS[value]() }))}
            placeholder={m.lowcost_choose_placeholder()}
            onChange={(category) => change({ category })}
            error={errors.category}
          />
        </div>
        <TextInputField
          label={m.lowcost_subject()}
          value={draft.subject}
          onValueChange={(subject) => change({ subject })}
          error={errors.subject}
        />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={messageId} size="2" weight="medium">
            {m.lowcost_message()}
          </Text>
          <TextArea
            id={messageId}
            rows={4}
            value={draft.message}
            color={errors.message === undefined ? undefined : 'red'}
            aria-invalid={errors.message === undefined ? undefined : true}
            aria-describedby={errors.message === undefined ? undefined : `${messageId}-error`}
            onChange={(event) => change({ message: event.target.value })}
          />
          {errors.message === undefined ? null : (
            <Text id={`${messageId}-error`} data-slot="field-error" size="1" color="red">
              {errors.message}
            </Text>
          )}
        </Flex>
        <ErrorCallout message={submission.error} size="1" />
        <Flex gap="3" justify="end" align="center">
          <Text size="2" role="status" color="green">
            {sent ?? ''}
          </Text>
          <Button type="submit" loading={submission.pending}>
            {m.lowcost_send_request()}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
