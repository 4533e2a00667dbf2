import { ThemeContext } from '@radix-ui/themes/components/theme-context';
import type { ComponentPropsWithoutRef, ContextType } from 'react';

/**
 * The app's theme: Radix Themes' indigo accent on slate greys, medium radius, solid panels, its defaults
 * otherwise. Solid panels, not Radix's default translucent ones: a translucent panel (a card, a menu, a
 * dialog) blurs what lies behind it (`backdrop-filter: blur(64px)`), which the compositor draws again at
 * every frame that changes anything in it; on a page of cards, typing into a field took about four times
 * as long to reach the screen (docs/decisions/0077).
 */
const APP_THEME: NonNullable<ContextType<typeof ThemeContext>> = {
  appearance: 'inherit',
  accentColor: 'indigo',
  grayColor: 'slate',
  resolvedGrayColor: 'slate',
  panelBackground: 'solid',
  radius: 'medium',
  scaling: '100%',
  // Only Radix's theme panel changes a theme; Comptoir's never changes.
  onAppearanceChange: () => undefined,
  onAccentColorChange: () => undefined,
  onGrayColorChange: () => undefined,
  onPanelBackgroundChange: () => undefined,
  onRadiusChange: () => undefined,
  onScalingChange: () => undefined,
};

/**
 * The root of every page (the app's and the stories'): the element and the context that Radix Themes'
 * `<Theme accentColor="indigo" grayColor="slate" panelBackground="solid" radius="medium">` renders at the
 * root, without loading `Theme` itself, whose module brings Radix's tooltip, popper and floating-ui into
 * every first load (docs/decisions/0029). The overlays' own `Theme`s read this context as they read a root
 * `Theme`'s; tooltips bring their own provider (`kit/Tooltip`). `kit/first-load/ThemeRoot.test.tsx` pins
 * the likeness.
 */
export function ThemeRoot({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return (
    <ThemeContext.Provider value={APP_THEME}>
      <div
        data-is-root-theme="true"
        data-accent-color={APP_THEME.accentColor}
        data-gray-color={APP_THEME.resolvedGrayColor}
        data-has-background="true"
        data-panel-background={APP_THEME.panelBackground}
        data-radius={APP_THEME.radius}
        data-scaling={APP_THEME.scaling}
        {...props}
        className={className ? `radix-themes ${className}` : 'radix-themes'}
      />
    </ThemeContext.Provider>
  );
}
