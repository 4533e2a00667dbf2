import { Box, Flex, Text } from '@radix-ui/themes';

/** The PDF preview while its file, or its code, loads: what it says and the frame's place. */
export function PdfPreviewLoading({ title }: { title: string }) {
  return (
    <Flex direction="column" gap="2" role="status" aria-label={`Loading ${title} (PDF)`}>
      <Text size="2" color="gray">
        Loading the PDF…
      </Text>
      <Box height="60vh" width="100%" className="rounded-(--radius-2) bg-(--gray-a3)" />
    </Flex>
  );
}
