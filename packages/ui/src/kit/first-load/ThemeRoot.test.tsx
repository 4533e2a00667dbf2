import { Theme } from '@radix-ui/themes';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticMarkup } from './server-markup';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';

describe('ThemeRoot', () => {
  it("renders the element Radix Themes' root Theme renders with the app's settings", () => {
    const page = <p>Sign in</p>;
    expect(staticMarkup(<ThemeRoot data-story-root="">{page}</ThemeRoot>)).toBe(
      staticMarkup(
        <Theme
          accentColor="indigo"
          grayColor="slate"
          panelBackground="solid"
          radius="medium"
          data-story-root=""
        >
          {page}
        </Theme>,
      ),
    );
  });

  it("gives the overlays' own Themes the app's theme, as a root Theme does", () => {
    // An overlay's content is drawn in `<Theme asChild>`: under a root it inherits the root's settings;
    // without one it would be a root of its own, in Radix's default theme, a full page high.
    const overlay = (
      <Theme asChild>
        <section />
      </Theme>
    );
    const under = (root: 'ThemeRoot' | 'Theme') =>
      /<section[^>]*>/.exec(
        renderToStaticMarkup(
          root === 'ThemeRoot' ? (
            <ThemeRoot>{overlay}</ThemeRoot>
          ) : (
            <Theme accentColor="indigo" grayColor="slate" panelBackground="solid" radius="medium">
              {overlay}
            </Theme>
          ),
        ),
      )?.[0];
    expect(under('ThemeRoot')).toContain('data-is-root-theme="false"');
    expect(under('ThemeRoot')).toBe(under('Theme'));
  });
});
