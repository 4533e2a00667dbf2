import { Fragment, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { baseLocale, getLocale, isLocale, setLocale, type Locale } from './paraglide/runtime.js';

export type { Locale };
export { locales } from './paraglide/runtime.js';

/** Each language by its own name: a language menu names it so whatever the interface's language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/**
 * The interface's language before sign-in: the first of the browser's languages it speaks, by its whole
 * tag or its language alone (`fr-MA` → `fr`), else English. Read here rather than by Paraglide's
 * `preferredLanguage` strategy, which would put its locale resolution from the URL into every page.
 */
function browserLocale(): Locale {
  const spoken = navigator.languages.flatMap((tag) => [tag, tag.split('-')[0]]).find(isLocale);
  return spoken ?? baseLocale;
}

/**
 * The language a user record asks for (better-auth's `user.language`): that one when the interface
 * speaks it, else the browser's.
 *
 * @example
 * localeFor('fr') // 'fr'
 * localeFor(undefined) // browserLocale()
 */
export function localeFor(language: unknown): Locale {
  return isLocale(language) ? language : browserLocale();
}

/** The interface's language now: the signed-in user's, or the browser's before sign-in. */
export function currentLocale(): Locale {
  return getLocale();
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Switches the interface's language without a reload: the messages, `<html lang>`, and every screen
 * under `LocaleRoot`, drawn again. Called outside React's render (a route guard, a mutation's success).
 * Every navigation's guard calls it: `<html lang>` is written only when it changes, since writing it,
 * even with the value it holds, makes the browser restyle every element (`:lang()`; about 40 ms at 4× CPU
 * on a list page).
 */
export function changeLocale(locale: Locale): void {
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  if (locale === getLocale()) return;
  // Without a reload, the global-variable strategy sets the locale at once (no promise to wait for).
  void setLocale(locale, { reload: false });
  for (const listener of listeners) listener();
}

/**
 * Draws its children in the current language, and draws them anew when it changes: a message is read at
 * render (`m.key()`), and memoized parts would otherwise keep the old language. What lives outside the
 * tree (the router, the query cache) is kept; what a screen held in its own state is not.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, getLocale);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <Fragment key={locale}>{children}</Fragment>;
}
