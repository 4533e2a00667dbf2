import { loadOnce } from '@comptoir/flight-domain';

// The panel's code (its texts, the preview's states and frame) is fetched when a PDF is first opened.
const loadPdfPreviewPanel = loadOnce(() =>
  import('./pdf-preview-panel').then((module) => module.showPdfPreviewPanel),
);

/**
 * Opens the PDF of a record in the global side panel (a bottom drawer on a phone), loaded by `load`;
 * resolves once the panel is asked to open (its code fetched with the first one).
 *
 * @example
 * await openPdfPreviewPanel('Reservation RWBAUM', () => Promise.resolve(pdf));
 */
export async function openPdfPreviewPanel(title: string, load: () => Promise<Blob>): Promise<void> {
  (await loadPdfPreviewPanel())(title, load);
}
