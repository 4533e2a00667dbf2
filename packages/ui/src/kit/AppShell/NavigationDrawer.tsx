import { SIDE_PANEL_CLOSE_LABEL } from '../ui-scales';
import { Flex, Heading, IconButton, Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { CloseIcon } from '../icons/icons';

interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading: the app's name. */
  title: string;
  /** Hands focus back to the header's button, which is no Radix trigger. */
  onClosed: () => void;
  /** The organization switcher and the navigation. */
  children: ReactNode;
}

/** {@link AppShell}'s navigation on a phone: a drawer from the left, in a module loaded on first use. */
export default function NavigationDrawer({
  open,
  onOpenChange,
  title,
  onClosed,
  children,
}: NavigationDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} direction="left" autoFocus>
      <Drawer.Portal>
        <Theme>
          <Drawer.Overlay className="fixed inset-0 z-40 bg-(--color-overlay)" />
          <Drawer.Content
            data-slot="navigation-drawer"
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
            className="fixed inset-y-0 left-0 z-50 flex h-full w-72 max-w-[85vw] flex-col gap-4 bg-(--color-panel-solid) p-4 shadow-(--shadow-6) outline-none"
          >
            <Flex justify="between" align="center">
              <Drawer.Title asChild>
                <Heading as="h2" size="4">
                  {title}
                </Heading>
              </Drawer.Title>
              <Drawer.Close asChild>
                <IconButton variant="ghost" color="gray" aria-label={SIDE_PANEL_CLOSE_LABEL}>
                  <CloseIcon />
                </IconButton>
              </Drawer.Close>
            </Flex>
            {children}
          </Drawer.Content>
        </Theme>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
