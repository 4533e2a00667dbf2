import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import { AirlineMessageError, readOtaMessage, writeOtaMessage } from './ota-xml';
import { CASE_HEADER, READ_CASES, REFUSED_CASES, WRITTEN } from './ota-xml-cases';

/** The message the browser's own DOM wrote. */
function WrittenMessage() {
  const caption = useId();
  return (
    <figure aria-labelledby={caption}>
      <figcaption id={caption}>{WRITTEN.root} written by the browser</figcaption>
      <pre>{writeOtaMessage(WRITTEN.root, CASE_HEADER, WRITTEN.body)}</pre>
    </figure>
  );
}

/**
 * The airline's XML read and written through the browser's own DOM (`DOMParser`, `XMLSerializer`), the
 * one the app ships with: the cases `ota-xml.test.ts` runs in Node through xmldom.
 */
const meta = {
  title: 'Low-cost plugin/Client/OTA XML in the browser',
  component: WrittenMessage,
} satisfies Meta<typeof WrittenMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThroughTheBrowsersDom: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'What it proves is text, checked letter for letter by its play function.' },
  },
  play: async ({ canvas }) => {
    const written = canvas.getByRole('figure', { name: `${WRITTEN.root} written by the browser` });
    await expect(written.querySelector('pre')?.textContent).toBe(WRITTEN.xml);
    await expect(readOtaMessage(WRITTEN.xml, WRITTEN.root)).toEqual({
      header: CASE_HEADER,
      body: WRITTEN.read,
    });
    for (const { xml, header, body } of READ_CASES)
      await expect(readOtaMessage(xml, 'OTA_PingRS')).toEqual({ header, body });
    for (const { xml, message } of REFUSED_CASES) {
      await expect(() => readOtaMessage(xml, 'OTA_PingRS')).toThrow(AirlineMessageError);
      await expect(() => readOtaMessage(xml, 'OTA_PingRS')).toThrow(message);
    }
  },
};
