import { SIDE_PANEL_CLOSE_LABEL, SIDE_PANEL_SHEET_MIN_WIDTH_PX } from '../ui-scales';
import { Box, Flex, Heading, IconButton, Text, Theme } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { Drawer } from 'vaul';
import { CloseIcon } from '../icons/icons';
import { useOverlayOutlet } from '../overlay-state/use-overlay-outlet';
import { useMediaQuery } from '../use-media-query/use-media-query';
import { closeSidePanel, useSidePanelStore, type SidePanelSide } from './side-panel-store';

export interface GlobalSidePanelProps {
  /** Where the panel's portal renders. Default: `document.body`. */
  container?: HTMLElement | null;
}

/** The media query that makes the panel a sheet rather than a bottom drawer (SPEC §9). */
const SIDE_PANEL_SHEET_QUERY = `(min-width: ${SIDE_PANEL_SHEET_MIN_WIDTH_PX}px)`;

/** Where each edge pins the panel; the size scale then sets its width (and a `full` height). */
const EDGE_CLASSES: Record<SidePanelSide, string> = {
  right: 'inset-y-0 right-0 h-full',
  left: 'inset-y-0 left-0 h-full',
  top: 'inset-x-0 top-0 mx-auto max-h-[85vh] rounded-b-(--radius-5)',
  bottom: 'inset-x-0 bottom-0 mx-auto max-h-[85vh] rounded-t-(--radius-5)',
};

/**
 * The one outlet of the global side panel (SPEC §4): mount it once near the root and drive it with
 * `openSidePanel` / `closeSidePanel`. At `SIDE_PANEL_SHEET_MIN_WIDTH_PX` (768 px) and wider it is a sheet
 * from its `side` (right by default); narrower it is a bottom drawer that can be swiped down. Both are
 * one vaul drawer sharing one open state, so resizing the window never loses what is open. Widths follow
 * the dialog's size scale; a closable panel closes on Escape, a click outside, a swipe and its 'Close'
 * button.
 */
export function GlobalSidePanel({ container }: GlobalSidePanelProps) {
  const { isOpen, view, size, closable, title, description, maxWidth, height, hasDescription, returnFocus } =
    useOverlayOutlet(useSidePanelStore);
  const side = useSidePanelStore((state) => state.side);
  const isSheet = useMediaQuery(SIDE_PANEL_SHEET_QUERY);
  const direction: SidePanelSide = isSheet ? side : 'bottom';
  const isVertical = direction === 'left' || direction === 'right';
  const dimensions: CSSProperties = {
    width: '100%',
    maxWidth,
    // A sheet from the left or right always spans the screen's height.
    ...(height === undefined || isVertical ? {} : { height, maxHeight: 'none' }),
  };
  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeSidePanel();
      }}
      direction={direction}
      dismissible={closable}
      autoFocus
      container={container}
    >
      <Drawer.Portal container={container}>
        <Theme>
          <Drawer.Overlay
            data-slot="global-side-panel-overlay"
            className="fixed inset-0 z-40 bg-(--color-overlay)"
          />
          <Drawer.Content
            data-slot="global-side-panel"
            data-variant={isSheet ? 'sheet' : 'drawer'}
            data-side={direction}
            data-size={size}
            data-closable={closable}
            className={`fixed z-50 flex flex-col bg-(--color-panel-solid) shadow-(--shadow-6) outline-none ${EDGE_CLASSES[direction]}`}
            style={dimensions}
            {...(hasDescription ? {} : { 'aria-describedby': undefined })}
            {...returnFocus}
          >
            {isSheet ? null : <Drawer.Handle className="mt-3 shrink-0" />}
            <Flex justify="between" align="start" gap="3" px="5" pt="5" pb={hasDescription ? '1' : '4'}>
              <Drawer.Title asChild>
                <Heading as="h2" size="5">
                  {title}
                </Heading>
              </Drawer.Title>
              {closable ? (
                <Drawer.Close asChild>
                  <IconButton variant="ghost" color="gray" aria-label={SIDE_PANEL_CLOSE_LABEL}>
                    <CloseIcon />
                  </IconButton>
                </Drawer.Close>
              ) : null}
            </Flex>
            {hasDescription ? (
              <Box px="5" pb="4">
                <Drawer.Description asChild>
                  <Text as="p" size="2" color="gray">
                    {description}
                  </Text>
                </Drawer.Description>
              </Box>
            ) : null}
            <Box px="5" pb="5" className="min-h-0 flex-1 overflow-y-auto">
              {view}
            </Box>
          </Drawer.Content>
        </Theme>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
