import type { BadgeTone, Ticket } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { StatusBadge } from '../../kit/StatusBadge/StatusBadge';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes';

type CouponStatus = Ticket['coupons'][number]['status'];

/** Open coupons can still be flown; the rest are spent one way or another. */
const COUPON_STATUS_TONES = {
  open: 'success',
  used: 'neutral',
  void: 'error',
  exchanged: 'warning',
  refunded: 'warning',
} as const satisfies Record<CouponStatus, BadgeTone>;

export interface CouponsSectionProps {
  /** The ticket's flight coupons, in flight order. */
  coupons: Ticket['coupons'];
}

/** The flight coupons of an electronic ticket: one per segment, with its flight and status. */
export function CouponsSection({ coupons }: CouponsSectionProps) {
  return (
    <RecordSection title={m.ticket_coupons()} slot="coupons-section">
      {coupons.length === 0 ? (
        <EmptyNote>{m.ticket_no_coupon()}</EmptyNote>
      ) : (
        <ol className="m-0 flex list-none flex-col gap-2 p-0">
          {coupons.map((coupon) => (
            <li key={coupon.number} data-slot="coupon">
              <Flex justify="between" align="center" gap="2" wrap="wrap">
                <Text size="2">
                  <Text color="gray">{withNodes(m.ticket_coupon, { number: coupon.number })}</Text>
                  {' · '}
                  {coupon.flight} {coupon.from}
                  {' →'} {coupon.to}
                </Text>
                <StatusBadge tone={COUPON_STATUS_TONES[coupon.status]} data-slot="coupon-status">
                  {m.ticket_coupon_status({ status: coupon.status })}
                </StatusBadge>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </RecordSection>
  );
}
