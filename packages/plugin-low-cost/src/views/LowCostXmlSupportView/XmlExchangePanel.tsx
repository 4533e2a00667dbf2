import { formatDateTime } from '@comptoir/flight-domain';
import { LoadedContent, saveTextFile, StatusBadge, type LoadState } from '@comptoir/ui/kit';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { XmlCode } from '../XmlCode/XmlCode';

/** One exchange with the airline as the list shows it. */
export interface XmlExchangeRow {
  readonly id: string;
  /** The request's root element, e.g. `OTA_AirBookRQ`. */
  readonly message: string;
  readonly echoToken: string;
  readonly bookingReference: string | null;
  /** ISO 8601. */
  readonly requestedAt: string;
  readonly durationMs: number;
  readonly status: 'success' | 'error';
}

/** One exchange in full: the request as sent, the answer as received. */
export interface XmlExchangeMessage extends XmlExchangeRow {
  readonly request: string;
  readonly response: string;
}

/** `OTA_AirBookRQ` → `OTA_AirBookRS`: the answer's root element. */
const answerName = (message: string) => message.replace(/RQ$/, 'RS');

/** The file an agent sends the airline's desk: `OTA_AirBookRS-bk-seed-0001.xml`. */
function xmlFileName(message: string, echoToken: string): string {
  return `${message}-${echoToken.replace(/[^A-Za-z0-9-]/g, '') || 'message'}.xml`;
}

function XmlMessageBlock({
  title,
  name,
  echoToken,
  xml,
}: {
  title: string;
  name: string;
  echoToken: string;
  xml: string;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <section aria-label={`${title} ${name}`} data-slot="xml-message">
      <Flex align="center" justify="between" gap="2" wrap="wrap" mb="2">
        <Heading as="h3" size="2">
          {title} · {name}
        </Heading>
        <Flex gap="2" align="center">
          <Text size="1" role="status">
            {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Could not copy: download it instead.' : ''}
          </Text>
          <Button
            size="1"
            variant="soft"
            aria-label={`Copy the ${title.toLowerCase()}`}
            onClick={() => {
              navigator.clipboard.writeText(xml).then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              );
            }}
          >
            Copy
          </Button>
          <Button
            size="1"
            variant="soft"
            aria-label={`Download .xml of the ${title.toLowerCase()}`}
            onClick={() => saveTextFile(xmlFileName(name, echoToken), xml, 'application/xml')}
          >
            Download .xml
          </Button>
        </Flex>
      </Flex>
      <XmlCode xml={xml} label={`${title} XML`} />
    </section>
  );
}

export interface XmlExchangePanelProps {
  exchange: LoadState<XmlExchangeMessage>;
  onClose: () => void;
}

/** The opened exchange: when, how long, whether accepted, and both messages to read, copy or download. */
export function XmlExchangePanel({ exchange, onClose }: XmlExchangePanelProps) {
  return (
    <Card asChild>
      <section aria-label="XML message" data-slot="xml-exchange">
        <Flex justify="end" mb="1">
          <Button size="1" variant="ghost" color="gray" onClick={onClose}>
            Close
          </Button>
        </Flex>
        <LoadedContent state={exchange} loadingText="Loading the XML message…" slot="xml-exchange">
          {(loaded) => (
            <Flex direction="column" gap="3">
              <Flex align="start" justify="between" gap="2">
                <div>
                  <Heading as="h2" size="4">
                    {loaded.message} {loaded.bookingReference ?? ''}
                  </Heading>
                  <Text as="p" size="1" color="gray">
                    {formatDateTime(loaded.requestedAt)} · {loaded.durationMs} ms · echo token{' '}
                    {loaded.echoToken}
                  </Text>
                </div>
                <StatusBadge tone={loaded.status === 'success' ? 'success' : 'error'}>
                  {loaded.status === 'success' ? 'Accepted' : 'Refused'}
                </StatusBadge>
              </Flex>
              <XmlMessageBlock
                title="Request"
                name={loaded.message}
                echoToken={loaded.echoToken}
                xml={loaded.request}
              />
              <XmlMessageBlock
                title="Response"
                name={answerName(loaded.message)}
                echoToken={loaded.echoToken}
                xml={loaded.response}
              />
            </Flex>
          )}
        </LoadedContent>
      </section>
    </Card>
  );
}
