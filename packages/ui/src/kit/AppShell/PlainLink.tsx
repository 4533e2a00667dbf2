import type { AppShellLinkProps } from './types';

/** A plain `<a>`: the link every view renders when the app hands in no router link. */
export function PlainLink({ href, ...props }: AppShellLinkProps) {
  return <a href={href} {...props} />;
}
