import { useState } from 'react';

/** What became of the logo last given: loaded, or failed to load. */
interface LogoLoad {
  src: string;
  loaded: boolean;
}

/**
 * An organization's logo in the organizations table, or the first letter of its name while it loads,
 * when it has none or when it fails to load: Radix Themes' `<Avatar size="1" radius="small" src={logo}
 * fallback={letter} alt="">` as it renders, class names included, without Radix's avatar (its image
 * loading state, its layout effects and callback refs) in the page's first load. The image
 * loads hidden and shows once loaded, as Radix's does. `OrganizationLogo.stories.tsx` renders both and
 * compares them.
 */
export function OrganizationLogo({ name, logo }: { name: string; logo?: string | undefined }) {
  const [load, setLoad] = useState<LogoLoad>();
  const outcome = logo !== undefined && load?.src === logo ? load.loaded : undefined;
  return (
    <span
      data-accent-color=""
      data-radius="small"
      className="rt-reset rt-AvatarRoot rt-r-size-1 rt-variant-soft"
    >
      {logo === undefined || outcome === false ? null : (
        <img
          alt=""
          src={logo}
          className="rt-AvatarImage"
          hidden={outcome !== true}
          onLoad={() => setLoad({ src: logo, loaded: true })}
          onError={() => setLoad({ src: logo, loaded: false })}
        />
      )}
      {outcome === true ? null : <span className="rt-AvatarFallback rt-one-letter">{name.slice(0, 1)}</span>}
    </span>
  );
}
