import { Fragment, type ReactNode } from 'react';

/** Stands around a parameter's index in the message's text: a private-use character no message holds. */
const MARK = '\u{E000}';

/**
 * A message whose parameters are elements (an amount drawn by `Money`, a strong name): the message is
 * asked with a marker in each parameter's place, in the language's own word order, and each marker is
 * then swapped for its element.
 *
 * @example
 * withNodes(m.topup_charged, { amount: <Money centimes={126295} /> }) // ['(charged ', <Money …/>, ')']
 */
export function withNodes<Key extends string>(
  message: (inputs: Record<Key, string>) => string,
  nodes: Record<Key, ReactNode>,
): ReactNode[] {
  const elements: ReactNode[] = Object.values(nodes);
  const markers = Object.fromEntries(
    Object.keys(nodes).map((key, index) => [key, `${MARK}${String(index)}${MARK}`]),
  );
  return message(markers as Record<Key, string>)
    .split(MARK)
    .map((part, position) =>
      position % 2 === 0 ? part : <Fragment key={position}>{elements[Number(part)]}</Fragment>,
    );
}
