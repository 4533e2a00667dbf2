import { Flex } from '@radix-ui/themes';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { OptionSelect } from '../../kit/OptionSelect/OptionSelect';
import { useSubmission } from '../../kit/use-submission';
import { LANGUAGE_NAMES, locales, type Locale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export interface LanguageChoice {
  /** The interface's language now. */
  language: Locale;
  /** Saves the user's language; the interface then switches to it. */
  onChangeLanguage: (language: Locale) => Promise<void>;
}

const LANGUAGE_OPTIONS = locales.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

function isOffered(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The user's interface language, each named in itself; saved once per choice, a refusal shown under it. */
export function LanguageSelect({ language, onChangeLanguage }: LanguageChoice) {
  const saving = useSubmission(onChangeLanguage);
  return (
    <Flex direction="column" gap="1" align="start" data-slot="language-select">
      <OptionSelect
        value={language}
        options={LANGUAGE_OPTIONS}
        aria-label={saving.pending ? m.settings_language_saving() : m.settings_language_label()}
        disabled={saving.pending}
        onValueChange={(value) => {
          if (isOffered(value) && value !== language) saving.submit(value);
        }}
      />
      <ErrorCallout message={saving.error} size="1" />
    </Flex>
  );
}
