import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';

/**
 * `node` rendered on the server, each tag's attributes sorted and React's generated ids named alike ('ID'):
 * two renderings of the same element compare equal whatever the order their props were spread in.
 */
export function staticMarkup(node: ReactNode): string {
  return renderToStaticMarkup(node)
    .replace(/_R_[0-9a-zA-Z]*_/g, 'ID')
    .replace(
      /<([a-z]+)((?: [a-zA-Z-]+(?:="[^"]*")?)*)(\/?)>/g,
      (_, tag: string, attributes: string, end: string) => {
        const sorted = (attributes.match(/ [a-zA-Z-]+(?:="[^"]*")?/g) ?? []).sort().join('');
        return `<${tag}${sorted}${end}>`;
      },
    );
}

/**
 * {@link staticMarkup} of `node` in the app's theme root. For the tests that pin a painted trigger to the
 * widget it stands for.
 */
export function serverMarkup(node: ReactNode): string {
  return staticMarkup(<ThemeRoot>{node}</ThemeRoot>);
}
