import { GENERIC_ERROR_MESSAGE, GENERIC_SUCCESS_MESSAGE, TOASTS } from '@comptoir/flight-domain';
import type { ComponentType, SVGProps } from 'react';
import toast, { ToastBar, Toaster } from 'react-hot-toast';
import { CheckIcon, CloseIcon } from '../icons/icons';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * SPEC §4 and §8's generic messages, which the api raises when the server says nothing, in the
 * interface's language; a server's own message is shown as it comes.
 */
const GENERIC_MESSAGES: Readonly<Record<string, () => string>> = {
  [GENERIC_SUCCESS_MESSAGE]: m.toast_generic_success,
  [GENERIC_ERROR_MESSAGE]: m.toast_generic_error,
};

/** A toast's message as the interface shows it: a generic one translated, any other as it comes. */
function toastText<Message>(message: Message): Message | string {
  return typeof message === 'string' && Object.hasOwn(GENERIC_MESSAGES, message)
    ? (GENERIC_MESSAGES[message]?.() ?? message)
    : message;
}

/**
 * A still icon, 12 px with a bold stroke, in a disc of the toast's tone. react-hot-toast's own success and
 * error icons draw themselves in, which leaves their last frame to chance in screenshots.
 */
function ToneIcon({
  color,
  icon: Icon,
}: {
  color: 'green' | 'red';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}) {
  return (
    <span
      className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-white"
      style={{ background: `var(--${color}-9)` }}
    >
      <Icon width={12} height={12} strokeWidth={2} />
    </span>
  );
}

/**
 * Removes every toast at once, without the dismiss delay. Toasts live in one store for the whole page,
 * so a story (or a screen) that must start without another's toasts clears them first.
 */
export function removeAllToasts(): void {
  toast.remove();
}

/**
 * The one toast outlet of the app (SPEC §2 "Toast notifications appear at the top level"), with the
 * SPEC §9 durations: error 4000 ms, success 2000 ms, blank 4000 ms, loading until dismissed. Mount it once
 * inside the Radix `Theme`; raise toasts from anywhere with react-hot-toast's `toast`.
 *
 * The lifecycle is SPEC §4's: a toast is visible, then dismissed (its duration ran out, or
 * `toast.dismiss(id)`), then removed after a delay. Each toast carries `data-slot="toast"`,
 * `data-type` and `data-state` (`visible` or `dismissed`) for styles and tests.
 *
 * react-hot-toast keeps at most 20 toasts, the newest first: its built-in limit equals `TOASTS.limit`
 * and cannot be configured (the Limit story proves it).
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOASTS.durationMs.blank,
        error: {
          duration: TOASTS.durationMs.error,
          icon: <ToneIcon color="red" icon={CloseIcon} />,
        },
        success: {
          duration: TOASTS.durationMs.success,
          icon: <ToneIcon color="green" icon={CheckIcon} />,
        },
        loading: { duration: TOASTS.durationMs.loading },
        style: {
          background: 'var(--color-panel-solid)',
          color: 'var(--gray-12)',
          boxShadow: 'var(--shadow-4)',
          borderRadius: 'var(--radius-3)',
          fontFamily: 'var(--default-font-family)',
          fontSize: 'var(--font-size-2)',
        },
      }}
    >
      {(toast) => (
        <div data-slot="toast" data-type={toast.type} data-state={toast.visible ? 'visible' : 'dismissed'}>
          <ToastBar toast={{ ...toast, message: toastText(toast.message) }} />
        </div>
      )}
    </Toaster>
  );
}
