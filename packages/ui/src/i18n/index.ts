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
