import { m } from '@comptoir/ui/i18n/messages';
import type { PolicyWords } from '../../rules';
import { CABIN_BAG_WORDS } from '../fare-words';

/**
 * The airline's policies in the interface's language: pass to `airlinePolicies` when the page is drawn,
 * so that they follow a change of language.
 */
export const policyWords: PolicyWords = {
  get titles() {
    return {
      bags: m.lowcost_policy_bags(),
      changes: m.lowcost_policy_changes(),
      refunds: m.lowcost_policy_refunds(),
      contact: m.lowcost_policy_contact(),
    };
  },
  bundleLine: (bundle, rule) => m.lowcost_policy_line({ bundle, rule }),
  cabinBag: (bundle) => CABIN_BAG_WORDS[bundle.code](),
  bags: (cabin, checkedBags) =>
    m.lowcost_policy_bags_line({
      cabin,
      checked:
        checkedBags === 0
          ? m.lowcost_policy_no_checked_bag()
          : m.lowcost_checked_bags({ count: checkedBags }),
    }),
  infants: (fare) => m.lowcost_policy_infants({ fare }),
  changes: (changeFee) =>
    changeFee === null
      ? m.lowcost_policy_changes_not_allowed()
      : changeFee === 0
        ? m.lowcost_policy_changes_free()
        : m.lowcost_policy_changes_fee({ fee: changeFee }),
  refunds: (refundable) => (refundable ? m.lowcost_policy_refundable() : m.lowcost_policy_not_refundable()),
  desk: (airline, desk) =>
    m.lowcost_policy_desk({
      airline,
      email: desk.email,
      phone: desk.phone,
      opens: desk.opens,
      closes: desk.closes,
    }),
  answered: (hours) => m.lowcost_policy_answered({ hours }),
};
