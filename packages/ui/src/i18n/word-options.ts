/**
 * A select's options for `values`, each named by its words in the interface's language.
 *
 * @example
 * wordOptions(CABIN_CLASSES, CABIN_CLASS_WORDS)[0] // { value: 'Economy', label: 'Économique' } in French
 */
export function wordOptions<Value extends string>(
  values: readonly Value[],
  words: Readonly<Record<Value, () => string>>,
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: words[value]() }));
}
