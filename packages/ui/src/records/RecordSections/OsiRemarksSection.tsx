import type { OsiRemark } from '@comptoir/flight-domain';
import { Code, Flex, Text } from '@radix-ui/themes';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';

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
    <RecordSection title="OSI remarks" slot="osi-remarks-section">
      {remarks.length === 0 ? (
        <EmptyNote>No OSI remark.</EmptyNote>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {remarks.map((remark) => (
            <li key={remark.commentID} data-slot="osi-remark">
              <Flex gap="2" align="baseline" wrap="wrap">
                <OsiRemarkText remark={remark} />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
