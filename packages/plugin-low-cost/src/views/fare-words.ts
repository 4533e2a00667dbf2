import { m } from '@comptoir/ui/i18n/messages';
import type { FareBundleCode } from '../rules';

/** Each bundle's cabin bags, as `FARE_BUNDLES` gives them, in the interface's language. */
export const CABIN_BAG_WORDS: Readonly<Record<FareBundleCode, () => string>> = {
  BASIC: m.lowcost_cabin_bag_small,
  VALUE: m.lowcost_cabin_bag_large,
  FLEX: m.lowcost_cabin_bag_large,
};
