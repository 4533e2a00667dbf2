export {
  changeLocale,
  currentLocale,
  LANGUAGE_NAMES,
  LocaleRoot,
  localeFor,
  locales,
  type Locale,
} from './locale';
export { paymentMethodWords } from './payment-labels';
export { inInterfaceLanguage, withValues, type DomainMessage } from './domain-words';
