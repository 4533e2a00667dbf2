export { m } from './paraglide/messages.js';
export {
  browserLocale,
  changeLocale,
  LANGUAGE_NAMES,
  LocaleRoot,
  localeFor,
  locales,
  type Locale,
} from './locale';
