import { loadOnce } from '@comptoir/flight-domain';
import { Box, Kbd, Spinner, Text, TextField } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { actionFailureMessage } from '../../kit/ConfirmDialog/action-failure-message';
import { matchesShortcut, typingInField, type Shortcut } from '../../kit/CommandBar/shortcut-keys';

/** `/` puts the cursor in the field from anywhere outside a text field. */
const FOCUS_LOCATOR: Shortcut = { key: '/' };

export interface LocatorRetrieveFieldProps {
  /**
   * Retrieves the record of a valid locator (`POST /flight/retrieve`) and opens it; a rejection's
   * message is shown under the field, the typed text kept.
   */
  onRetrieve: (locator: string) => Promise<void>;
  /** Called when the field gets the focus, before anything is typed: fetch what `onRetrieve` needs. */
  onPrepare?: () => void;
}

// What is typed is checked by a module fetched when the field is first focused, beside what the retrieval
// needs (`onPrepare`); a failed fetch is tried again, and reported, by the retrieval itself.
const loadLocatorCheck = loadOnce(() => import('./locator-check').then((module) => module.parseLocatorInput));
const prepareLocatorCheck = () => void loadLocatorCheck().catch(() => undefined);

/**
 * The app header's "go to a booking" field: a 6-character locator, checked before it is sent, opened
 * with Enter from any page. `/` puts the cursor in it (Ctrl+K opens the command bar). A wrong or unknown locator is
 * said under the field and what was typed stays.
 *
 * @example
 * <LocatorRetrieveField onRetrieve={async (locator) => open(await retrieve(locator))} />
 */
export function LocatorRetrieveField({ onRetrieve, onPrepare }: LocatorRetrieveFieldProps) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();

  useEffect(() => {
    function focusOnShortcut(event: KeyboardEvent) {
      if (!matchesShortcut(event, FOCUS_LOCATOR) || typingInField(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    }
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, []);

  async function retrieve() {
    if (pending) return;
    setPending(true);
    setMessage(null);
    try {
      const parsed = (await loadLocatorCheck())(text);
      if (!parsed.ok) {
        setMessage(parsed.message);
        return;
      }
      await onRetrieve(parsed.locator);
      setText('');
    } catch (failure) {
      setMessage(actionFailureMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Box asChild className="relative">
      <form
        role="search"
        aria-label={m.shell_locator_form()}
        data-slot="locator-retrieve-field"
        onSubmit={(event) => {
          event.preventDefault();
          void retrieve();
        }}
      >
        <TextField.Root
          ref={input}
          size="2"
          aria-label={m.reservations_column_locator()}
          placeholder={m.reservations_column_locator()}
          value={text}
          maxLength={12}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message !== null}
          aria-describedby={message === null ? undefined : messageId}
          className="w-32 uppercase sm:w-44"
          onFocus={() => {
            prepareLocatorCheck();
            onPrepare?.();
          }}
          onChange={(event) => {
            setText(event.target.value);
            setMessage(null);
          }}
        >
          <TextField.Slot side="right">
            {pending ? (
              <Spinner size="1" role="status" aria-label={m.shell_retrieving()} />
            ) : (
              <Kbd size="1">/</Kbd>
            )}
          </TextField.Slot>
        </TextField.Root>
        {message === null ? null : (
          <Box className="absolute top-full right-0 z-20 mt-1 w-64 rounded-(--radius-2) border border-(--red-a6) bg-(--color-panel-solid) p-2 shadow-(--shadow-3)">
            <Text id={messageId} role="alert" size="1" color="red" data-slot="field-error">
              {message}
            </Text>
          </Box>
        )}
      </form>
    </Box>
  );
}
