import { Box, Flex, Text } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';

/** The PDF preview while its file, or its code, loads: what it says and the frame's place. */
export function PdfPreviewLoading({ title }: { title: string }) {
  return (
    <Flex direction="column" gap="2" role="status" aria-label={m.record_pdf_loading_label({ title })}>
      <Text size="2" color="gray">
        {m.record_pdf_loading()}
      </Text>
      <Box height="60vh" width="100%" className="rounded-(--radius-2) bg-(--gray-a3)" />
    </Flex>
  );
}
