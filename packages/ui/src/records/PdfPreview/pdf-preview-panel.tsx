import { openSidePanel } from '../../kit/GlobalSidePanel/side-panel-store';
import { PdfPreview } from './PdfPreview';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * Shows the PDF of a record in the global side panel (a bottom drawer on a phone), loaded by `load`.
 * Fetched with its preview when a PDF is first opened (`openPdfPreviewPanel`), not with the page.
 */
export function showPdfPreviewPanel(title: string, load: () => Promise<Blob>): void {
  openSidePanel({
    title: `${title} (PDF)`,
    description: m.record_pdf_description(),
    size: 'lg',
    view: <PdfPreview title={title} load={load} />,
  });
}
