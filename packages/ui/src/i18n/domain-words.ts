import type { Locale } from './locale';

/** A message of the catalogue without parameters, which can be asked in a given language. */
type PlainMessage = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/**
 * A message a rule gave in English (flight-domain's, SPEC's words) in the interface's language: the
 * catalogue's message among `candidates` whose English it is, else the message as it came. The
 * catalogue's English is the one source of the text, so the two cannot drift apart silently: a rule
 * reworded only loses its translation.
 *
 * @example
 * inInterfaceLanguage('Enter the markup name', [m.markups_name_required]) // 'Saisissez le nom de la majoration' in French
 */
export function inInterfaceLanguage(message: string, candidates: readonly PlainMessage[]): string {
  return candidates.find((candidate) => candidate({}, { locale: 'en' }) === message)?.() ?? message;
}
