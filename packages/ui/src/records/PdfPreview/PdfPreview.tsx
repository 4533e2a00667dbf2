import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { PdfPreviewLoading } from './PdfPreviewLoading';
import { m } from '../../i18n/paraglide/messages.js';

export interface PdfPreviewProps {
  /** What the document is: `Reservation RWBAUM`. Names the frame (`Reservation RWBAUM (PDF)`). */
  title: string;
  /** Fetches the PDF (`GET {id}/pdf`): once when the preview opens, again on each retry. */
  load: () => Promise<Blob>;
}

type PreviewState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; url: string };

/**
 * The PDF of a record shown in the page, in the browser's own PDF viewer (a frame on an object URL of
 * the file the backend returns): a placeholder while it loads, the failure's message with a retry.
 *
 * @example
 * <PdfPreview title="Reservation RWBAUM" load={() => reservationsApi.pdf({ path: { id } })} />
 */
export function PdfPreview({ title, load }: PdfPreviewProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    let url: string | undefined;
    load().then(
      (pdf) => {
        if (!current) return;
        url = URL.createObjectURL(pdf);
        setState({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error && error.message !== '' ? error.message : '';
        setState({ status: 'failed', message: message || m.record_pdf_failed() });
      },
    );
    return () => {
      current = false;
      if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [load, attempt]);

  if (state.status === 'loading') return <PdfPreviewLoading title={title} />;
  if (state.status === 'failed')
    return (
      <Flex direction="column" gap="3" align="start">
        <ErrorCallout message={state.message} size="1" />
        <Button
          variant="soft"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {m.kit_try_again()}
        </Button>
      </Flex>
    );
  return (
    <iframe
      title={`${title} (PDF)`}
      src={state.url}
      data-slot="pdf-preview"
      className="block h-[70vh] w-full rounded-(--radius-2) border border-(--gray-a6)"
    />
  );
}
