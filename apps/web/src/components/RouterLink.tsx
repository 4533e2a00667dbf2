import type { AppShellLinkProps } from '@comptoir/ui/kit';
import { createLink, useRouter } from '@tanstack/react-router';
import { type ComponentPropsWithRef, forwardRef } from 'react';

const Anchor = forwardRef<HTMLAnchorElement, ComponentPropsWithRef<'a'>>(function Anchor(props, ref) {
  return <a ref={ref} {...props} />;
});

/** The router's own link (`createLink`): its intent preload with the router's delay, active state and hash. */
const AppLink = createLink(Anchor);

/**
 * The router's link behind the `<a href>` the ui views render (they know hrefs, not routes). The href is
 * split into path, search (parsed as the router parses URLs) and hash and handed to the router's link, so the router's settings apply as on
 * any link: preload on intent after `defaultPreloadDelay` (SPEC §9, 50 ms), `data-status="active"` on the
 * current page, the hash kept, and a modified click left to the browser.
 */
export function RouterLink({ href, ...props }: AppShellLinkProps) {
  const { parseSearch } = useRouter().options;
  const url = new URL(href, 'http://app.invalid');
  const hash = url.hash.slice(1);
  return (
    <AppLink
      to={url.pathname}
      // Read as the router reads a URL's search, so `?page=2` is the number 2, as after a page load.
      search={parseSearch(url.search)}
      {...(hash === '' ? {} : { hash })}
      {...props}
    />
  );
}
