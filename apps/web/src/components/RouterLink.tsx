import type { AppShellLinkProps } from '@comptoir/ui';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The router's navigation behind the `<a href>` the ui views render (they know hrefs, not routes): a plain
 * click navigates in the app, a modified one is left to the browser, and intent preloads the page.
 */
export function RouterLink({ href, onClick, onMouseEnter, onFocus, ...props }: AppShellLinkProps) {
  const router = useRouter();
  const preload = () => {
    const { pathname, searchParams } = new URL(href, window.location.origin);
    router.preloadRoute({ to: pathname, search: Object.fromEntries(searchParams) }).catch(() => undefined);
  };
  return (
    <a
      href={href}
      {...props}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
