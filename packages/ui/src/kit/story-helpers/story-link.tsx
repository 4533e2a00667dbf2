/**
 * A stand-in for the router's link in stories. Not part of the package's API.
 */
import { useMemo } from 'react';
import type { AppShellLinkComponent } from '../AppShell/types';

/** Told where a link was followed, and whether for a new tab (Ctrl, ⌘ or the middle button). */
export type FollowLink = (href: string, opening: { newTab: boolean }) => void;

/**
 * Stands in for the router's link: an `<a href>` that records where it leads and whether for a new tab,
 * instead of leaving the story.
 */
export function storyLink(onFollow: FollowLink): AppShellLinkComponent {
  return function StoryLink({ href, onClick, ...props }) {
    return (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          onFollow(href, { newTab: event.ctrlKey || event.metaKey || event.button === 1 });
        }}
      />
    );
  };
}

/** `storyLink` for a story component, made once per spy. */
export function useStoryLink(onFollow: FollowLink): AppShellLinkComponent {
  return useMemo(() => storyLink(onFollow), [onFollow]);
}
