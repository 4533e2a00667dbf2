import { lazy, Suspense } from 'react';
import { openSidePanel } from '../../kit/GlobalSidePanel/side-panel-store';
import { PdfPreviewLoading } from './PdfPreviewLoading';

// The preview's code (its states, the frame) is fetched when a PDF is first opened, not with the page.
const PdfPreview = lazy(() => import('./PdfPreview').then((module) => ({ default: module.PdfPreview })));

/**
 * Opens the PDF of a record in the global side panel (a bottom drawer on a phone), loaded by `load`.
 *
 * @example
 * openPdfPreviewPanel('Reservation RWBAUM', () => Promise.resolve(pdf));
 */
export function openPdfPreviewPanel(title: string, load: () => Promise<Blob>): void {
  openSidePanel({
    title: `${title} (PDF)`,
    description: 'The document as the agency sends it.',
    size: 'lg',
    view: (
      <Suspense fallback={<PdfPreviewLoading title={title} />}>
        <PdfPreview title={title} load={load} />
      </Suspense>
    ),
  });
}
