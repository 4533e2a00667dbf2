import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PdfPreview, type PdfPreviewProps } from './PdfPreview';

/** A one-page PDF, as small as a valid file gets: what the sandbox's PDFs start with. */
const MINIMAL_PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
].join('\n');

const pdf = () => Promise.resolve(new Blob([MINIMAL_PDF], { type: 'application/pdf' }));

const meta = {
  title: 'Records/PdfPreview',
  component: PdfPreview,
  parameters: { layout: 'padded' },
  args: { title: 'Reservation RWBAUM', load: fn<PdfPreviewProps['load']>(pdf) },
} satisfies Meta<typeof PdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The PDF in the browser's viewer, in a frame named after the record; loaded once. */
export const Loaded: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason:
        "The browser's PDF viewer draws the page in its own process, at its own pace: a picture of it is not stable.",
    },
  },
  play: async ({ args, canvas }) => {
    const frame = await canvas.findByTitle('Reservation RWBAUM (PDF)');
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.load).toHaveBeenCalledOnce();
  },
};

/** While the PDF loads: a placeholder that says so. */
export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { load: fn<PdfPreviewProps['load']>(() => new Promise<Blob>(() => undefined)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading Reservation RWBAUM (PDF)' })).toBeVisible();
  },
};

/** How many loads the next story has seen: the first one fails. */
let loads = 0;

/** The server refuses: its message, and a retry that loads the PDF this time. */
export const FailsThenRetries: Story = {
  args: {
    load: fn<PdfPreviewProps['load']>(() =>
      loads++ === 0 ? Promise.reject(new Error('Reservation RES-000099 not found')) : pdf(),
    ),
  },
  beforeEach: () => {
    loads = 0;
  },
  play: async ({ args, canvas, userEvent }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Reservation RES-000099 not found'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByTitle('Reservation RWBAUM (PDF)')).toBeInTheDocument();
    await expect(args.load).toHaveBeenCalledTimes(2);
  },
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'It ends on the PDF viewer, whose drawing is not stable (see Loaded).' },
  },
};

/** A failure without a message of its own says the PDF could not be loaded, with the retry. */
export const Failed: Story = {
  args: { load: fn<PdfPreviewProps['load']>(() => Promise.reject(new Error(''))) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The PDF could not be loaded.'));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
