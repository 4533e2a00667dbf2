import { formatDateTime } from '@comptoir/flight-domain';
import { LoadedContent, saveTextFile, StatusBadge, type LoadState } from '@comptoir/ui/kit';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { m } from '@comptoir/ui/i18n/messages';
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
  part,
  name,
  echoToken,
  xml,
}: {
  /** Which message of the exchange: the request as sent, or the response as received. */
  part: 'request' | 'response';
  name: string;
  echoToken: string;
  xml: string;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const title = part === 'request' ? m.lowcost_xml_request() : m.lowcost_xml_response();
  const what = title.toLowerCase();
  return (
    <section aria-label={`${title} ${name}`} data-slot="xml-message">
      <Flex align="center" justify="between" gap="2" wrap="wrap" mb="2">
        <Heading as="h3" size="2">
          {title} · {name}
        </Heading>
        <Flex gap="2" align="center">
          <Text size="1" role="status">
            {copied === 'yes' ? m.lowcost_copied() : copied === 'failed' ? m.lowcost_copy_failed() : ''}
          </Text>
          <Button
            size="1"
            variant="soft"
            aria-label={m.lowcost_copy_label({ what })}
            onClick={() => {
              navigator.clipboard.writeText(xml).then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              );
            }}
          >
            {m.lowcost_copy()}
          </Button>
          <Button
            size="1"
            variant="soft"
            aria-label={m.lowcost_download_label({ what })}
            onClick={() => saveTextFile(xmlFileName(name, echoToken), xml, 'application/xml')}
          >
            {m.lowcost_download()}
          </Button>
        </Flex>
      </Flex>
      <XmlCode xml={xml} label={m.lowcost_xml_code({ title })} />
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
      <section aria-label={m.lowcost_xml_message()} data-slot="xml-exchange">
        <Flex justify="end" mb="1">
          <Button size="1" variant="ghost" color="gray" onClick={onClose}>
            {m.lowcost_close()}
          </Button>
        </Flex>
        <LoadedContent state={exchange} loadingText={m.lowcost_xml_message_loading()} slot="xml-exchange">
          {(loaded) => (
            <Flex direction="column" gap="3">
              <Flex align="start" justify="between" gap="2">
                <div>
                  <Heading as="h2" size="4">
                    {loaded.message} {loaded.bookingReference ?? ''}
                  </Heading>
                  <Text as="p" size="1" color="gray">
                    {formatDateTime(loaded.requestedAt)} · {loaded.durationMs} ms ·{' '}
                    {m.lowcost_echo_token({ token: loaded.echoToken })}
                  </Text>
                </div>
                <StatusBadge tone={loaded.status === 'success' ? 'success' : 'error'}>
                  {loaded.status === 'success' ? m.lowcost_xml_accepted() : m.lowcost_xml_refused()}
                </StatusBadge>
              </Flex>
              <XmlMessageBlock
                part="request"
                name={loaded.message}
                echoToken={loaded.echoToken}
                xml={loaded.request}
              />
              <XmlMessageBlock
                part="response"
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
