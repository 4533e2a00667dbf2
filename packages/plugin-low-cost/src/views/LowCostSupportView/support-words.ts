import { m } from '@comptoir/ui/i18n/messages';
import type { SupportCategory } from '../../rules';

/** What a support request is about, in the interface's language (`SUPPORT_CATEGORY_LABELS`' words). */
export const SUPPORT_CATEGORY_WORDS: Readonly<Record<SupportCategory, () => string>> = {
  baggage: m.lowcost_category_baggage,
  change: m.lowcost_category_change,
  refund: m.lowcost_category_refund,
  other: m.lowcost_category_other,
};
