export {
  changeLocale,
  currentLocale,
  LANGUAGE_NAMES,
  LocaleRoot,
  localeFor,
  locales,
  type Locale,
} from './locale';
// The messages, for what the app writes itself (the pages' titles).
export { m } from './paraglide/messages.js';
