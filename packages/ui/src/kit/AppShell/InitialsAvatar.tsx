/** The first letters of the first and last words of a name, in capitals ('?' for no name). */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase());
  return (letters.length > 1 ? `${letters[0] ?? ''}${letters.at(-1) ?? ''}` : (letters[0] ?? '?')).slice(
    0,
    2,
  );
}

/**
 * A name's initials in a small round avatar: Radix Themes' `<Avatar size="1" radius="full" fallback=…>`
 * as it renders once it has no image to show, class names included, without Radix's avatar (its image
 * loading, which a header without pictures never uses) in every app page's first load.
 * `InitialsAvatar.stories.tsx` renders both and compares them (STYLE.md: a test pins the coupling).
 */
export function InitialsAvatar({ name }: { name: string }) {
  const text = initials(name);
  return (
    <span
      data-accent-color=""
      data-radius="full"
      className="rt-reset rt-AvatarRoot rt-r-size-1 rt-variant-soft"
    >
      <span className={`rt-AvatarFallback ${text.length === 1 ? 'rt-one-letter' : 'rt-two-letters'}`}>
        {text}
      </span>
    </span>
  );
}
