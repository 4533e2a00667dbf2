import type { OsiRemark } from '@comptoir/flight-domain';
import { Code, Flex, Text } from '@radix-ui/themes';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

export interface OsiRemarksSectionProps {
  remarks: readonly OsiRemark[];
}

/** One OSI remark as staff read it: the carrier it goes to, when it has one, then its text. */
export function OsiRemarkText({ remark }: { remark: OsiRemark }) {
  return (
    <>
      {remark.carrier === undefined ? null : (
        <Code variant="ghost" color="gray">
          OSI {remark.carrier}
        </Code>
      )}
      <Text size="2" className="break-words">
        {remark.text}
      </Text>
    </>
  );
}

/** The OSI remarks (other service information) sent to the carriers. */
export function OsiRemarksSection({ remarks }: OsiRemarksSectionProps) {
  return (
    <RecordSection title={m.record_osi_remarks()} slot="osi-remarks-section">
      <ItemList items={remarks} empty={m.record_no_osi_remark()} gap="2">
        {(remark) => (
          <li key={remark.commentID} data-slot="osi-remark">
            <Flex gap="2" align="baseline" wrap="wrap">
              <OsiRemarkText remark={remark} />
            </Flex>
          </li>
        )}
      </ItemList>
    </RecordSection>
  );
}
