/**
 * A select's options for `values`, each named by `words` in the interface's language.
 *
 * @example
 * wordOptions(PAYMENT_METHODS, paymentMethodWords)[0] // { value: 'cash', label: 'Espèces' } in French
 */
export function wordOptions<Value extends string>(
  values: readonly Value[],
  words: (value: Value) => string,
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: words(value) }));
}
