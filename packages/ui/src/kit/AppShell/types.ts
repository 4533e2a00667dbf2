import type { ComponentPropsWithoutRef, ComponentType } from 'react';

/** The signed-in user as the shell shows them. */
export interface AppShellUser {
  /** Shown in the header and the user menu. */
  name: string;
  /** Shown under the name in the user menu. */
  email?: string;
  /**
   * Every role the user holds, comma-separated as better-auth stores them: the platform role and the
   * role in the active organization (`'user,owner'`). Decides which pages the navigation offers.
   */
  role: string;
  /** Whether two-factor authentication is on. */
  twoFactorEnabled: boolean;
}

/** An organization the user belongs to. */
export interface AppShellOrganization {
  id: string;
  name: string;
}

/** What the shell passes to its link component: an anchor's props with a required `href`. */
export type AppShellLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * The component that renders the shell's links, so that the app can hand in its router's `Link`
 * (`({ href, ...props }) => <Link to={href} {...props} />`) without ui importing the router.
 */
export type AppShellLinkComponent = ComponentType<AppShellLinkProps>;
