import type { Locale } from './locale';

/** What a message is asked with: the language, else the interface's. */
interface MessageOptions {
  locale?: Locale;
}

/**
 * A message of the catalogue that can be asked in a given language with no values: a message without
 * parameters (`m.markups_name_required`) or one whose values are bound (`withValues`).
 */
export type DomainMessage = (inputs?: Record<string, never>, options?: MessageOptions) => string;

/**
 * A message with parameters, its values bound, for a rule whose English has them written in
 * (`Add at least 2 destinations`).
 *
 * @example
 * withValues(m.search_error_too_few_destinations, { count: MULTI_CITY.minDestinations })
 */
export function withValues<Inputs>(
  message: (inputs: Inputs, options?: MessageOptions) => string,
  inputs: Inputs,
): DomainMessage {
  return (_, options) => message(inputs, options);
}

/**
 * A message a rule gave in English (flight-domain's, SPEC's words) in the interface's language: the
 * catalogue's message among `candidates` whose English (with its bound values) is exactly it, else
 * `otherwise` (by default the message as it came: zod's own, a server's). The catalogue's English is the one source of the text, so the two cannot drift
 * apart silently: a rule reworded on one side only loses its translation, never shows another text
 * (`domain-words.test.ts` holds every rule's message to a candidate). A view passes the candidates of
 * the rules it shows, so a page carries only those.
 *
 * @example
 * inInterfaceLanguage('Enter the markup name', [m.markups_name_required]) // 'Saisissez le nom de la majoration' in French
 */
export function inInterfaceLanguage(
  message: string,
  candidates: readonly DomainMessage[],
  otherwise: () => string = () => message,
): string {
  return candidates.find((candidate) => candidate({}, { locale: 'en' }) === message)?.() ?? otherwise();
}
