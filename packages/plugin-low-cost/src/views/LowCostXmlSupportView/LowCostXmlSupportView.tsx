import { formatDateTime } from '@comptoir/flight-domain';
import { LoadedContent, StatusBadge, type LoadState } from '@comptoir/ui/kit';
import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { m } from '@comptoir/ui/i18n/messages';
import { XmlExchangePanel, type XmlExchangeMessage, type XmlExchangeRow } from './XmlExchangePanel';
import { XmlMessageFilters, type XmlMessageFilterValues } from './XmlMessageFilters';

/** A page of the organization's messages. */
export interface XmlExchangeRowsPage {
  readonly items: readonly XmlExchangeRow[];
  readonly total: number;
  readonly page: number;
  readonly limit: number;
}

export interface LowCostXmlSupportViewProps {
  /** The airline's name, in the heading. */
  airlineName: string;
  filters: XmlMessageFilterValues;
  onFiltersChange: (filters: XmlMessageFilterValues) => void;
  messages: LoadState<XmlExchangeRowsPage>;
  onPageChange: (page: number) => void;
  /** The opened message's id, if one is. */
  openedId: string | undefined;
  onOpenedChange: (id: string | undefined) => void;
  /** The opened message in full (undefined while none is opened). */
  opened: LoadState<XmlExchangeMessage> | undefined;
}

function ExchangeRow({ row, opened, onOpen }: { row: XmlExchangeRow; opened: boolean; onOpen: () => void }) {
  return (
    <Card asChild size="1" variant={opened ? 'classic' : 'surface'}>
      <button type="button" aria-pressed={opened} onClick={onOpen} className="w-full text-left">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Text size="2" weight="bold">
            {row.message}
            {row.bookingReference === null ? '' : ` · ${row.bookingReference}`}
          </Text>
          <StatusBadge tone={row.status === 'success' ? 'success' : 'error'}>
            {row.status === 'success' ? m.lowcost_xml_accepted() : m.lowcost_xml_refused()}
          </StatusBadge>
        </Flex>
        <Text as="p" size="1" color="gray">
          {formatDateTime(row.requestedAt)} · {row.durationMs} ms · {row.echoToken}
        </Text>
      </button>
    </Card>
  );
}

/**
 * XML support: every message the agency exchanged with the airline for a search or a booking, found by
 * booking reference, day or text; the opened one pretty-printed and coloured, request and answer, each
 * to copy or download as a `.xml` file for the airline's help desk.
 */
export function LowCostXmlSupportView(props: LowCostXmlSupportViewProps) {
  const { airlineName, filters, messages, openedId, opened } = props;
  return (
    <Flex direction="column" gap="4">
      <Box>
        <Heading as="h1" size="6">
          {m.lowcost_xml_title()}
        </Heading>
        <Text as="p" size="2" color="gray">
          {m.lowcost_xml_intro({ airline: airlineName })}
        </Text>
      </Box>
      <XmlMessageFilters
        // A new set of filters from the URL (back, a link) starts the form afresh.
        key={JSON.stringify(filters)}
        filters={filters}
        onFiltersChange={props.onFiltersChange}
        disabled={messages.status === 'pending'}
      />
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-label={m.lowcost_xml_messages()}>
          <LoadedContent state={messages} loadingText={m.lowcost_xml_loading()} slot="xml-messages">
            {(page) => {
              const pages = Math.max(1, Math.ceil(page.total / page.limit));
              return page.items.length === 0 ? (
                <Text as="p" size="2">
                  {m.lowcost_xml_none()}
                </Text>
              ) : (
                <Flex direction="column" gap="2">
                  <Text as="p" size="1" color="gray">
                    {m.lowcost_message_count({ count: page.total })}
                  </Text>
                  <Flex direction="column" gap="2" asChild>
                    <ul aria-label={m.lowcost_xml_found()}>
                      {page.items.map((row) => (
                        <li key={row.id}>
                          <ExchangeRow
                            row={row}
                            opened={row.id === openedId}
                            onOpen={() => props.onOpenedChange(row.id)}
                          />
                        </li>
                      ))}
                    </ul>
                  </Flex>
                  {pages === 1 ? null : (
                    <Flex align="center" justify="between" gap="2">
                      <Button
                        size="1"
                        variant="soft"
                        disabled={page.page <= 1}
                        onClick={() => props.onPageChange(page.page - 1)}
                      >
                        {m.lowcost_previous()}
                      </Button>
                      <Text size="1">{m.lowcost_page_of({ page: page.page, pages })}</Text>
                      <Button
                        size="1"
                        variant="soft"
                        disabled={page.page >= pages}
                        onClick={() => props.onPageChange(page.page + 1)}
                      >
                        {m.lowcost_next()}
                      </Button>
                    </Flex>
                  )}
                </Flex>
              );
            }}
          </LoadedContent>
        </section>
        {opened === undefined ? (
          <Text as="p" size="2" color="gray">
            {m.lowcost_xml_open_one()}
          </Text>
        ) : (
          <XmlExchangePanel exchange={opened} onClose={() => props.onOpenedChange(undefined)} />
        )}
      </div>
    </Flex>
  );
}
