import { parseLocatorInput as parseLocator } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The locator field's check, in a module of its own that the field fetches when it is first focused: every
 * app page paints the field, few use it, so the check is no part of the shell's first load. What is wrong
 * is said in the interface's language (flight-domain's `LOCATOR_INPUT_MESSAGE` in English).
 */
export function parseLocatorInput(text: string): ReturnType<typeof parseLocator> {
  const parsed = parseLocator(text);
  return parsed.ok ? parsed : { ok: false, message: m.shell_locator_invalid() };
}
