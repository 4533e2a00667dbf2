import { formatDateTime } from '@comptoir/flight-domain';
import { LoadedContent, StatusBadge, useSubmission, type LoadState } from '@comptoir/ui/kit';
import { Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import type { SupportCategory, SupportStatus } from '../../rules';
import { m } from '@comptoir/ui/i18n/messages';
import { SUPPORT_CATEGORY_WORDS } from './support-words';

/** A support request as the list shows it (the client's `SupportRequest`). */
export interface SupportRequestRow {
  readonly id: string;
  readonly bookingReference: string;
  readonly category: SupportCategory;
  readonly subject: string;
  readonly message: string;
  readonly status: SupportStatus;
  /** ISO 8601. */
  readonly openedAt: string;
  readonly openedBy: string;
  readonly answer: { readonly text: string; readonly answeredAt: string } | null;
}

const STATUS_BADGES = {
  open: { tone: 'warning', label: m.lowcost_request_open },
  answered: { tone: 'success', label: m.lowcost_request_answered },
  closed: { tone: 'neutral', label: m.lowcost_request_closed },
} as const satisfies Record<SupportStatus, { tone: string; label: () => string }>;

function RequestCard({
  request,
  onClose,
}: {
  request: SupportRequestRow;
  onClose: (id: string) => Promise<unknown>;
}) {
  const closing = useSubmission(onClose);
  const badge = STATUS_BADGES[request.status];
  return (
    <Card asChild>
      <li aria-label={`${request.subject} (${request.bookingReference})`}>
        <Flex justify="between" align="start" gap="2">
          <div>
            <Text as="p" size="2" weight="bold">
              {request.subject}
            </Text>
            <Text as="p" size="1" color="gray">
              {m.lowcost_request_opened({
                reference: request.bookingReference,
                category: SUPPORT_CATEGORY_WORDS[request.category](),
                time: formatDateTime(request.openedAt),
                name: request.openedBy,
              })}
            </Text>
          </div>
          <StatusBadge tone={badge.tone}>{badge.label()}</StatusBadge>
        </Flex>
        <Text as="p" size="2" mt="2" className="whitespace-pre-wrap">
          {request.message}
        </Text>
        {request.answer === null ? null : (
          <Callout.Root size="1" color="green" mt="2">
            <Callout.Text>
              <Text weight="bold">
                {m.lowcost_desk_answer({ time: formatDateTime(request.answer.answeredAt) })}
              </Text>
              {request.answer.text}
            </Callout.Text>
          </Callout.Root>
        )}
        {request.status === 'closed' ? null : (
          <Flex justify="end" align="center" gap="2" mt="2">
            {closing.error === null ? null : (
              <Text size="1" color="red" role="alert">
                {closing.error}
              </Text>
            )}
            <Button
              size="1"
              variant="soft"
              color="gray"
              loading={closing.pending}
              onClick={() => closing.submit(request.id)}
            >
              {m.lowcost_close_request()}
            </Button>
          </Flex>
        )}
      </li>
    </Card>
  );
}

export interface SupportRequestListProps {
  requests: LoadState<readonly SupportRequestRow[]>;
  /** Closes a request (settled); the list shows it closed next. */
  onCloseRequest: (id: string) => Promise<unknown>;
}

/** The organization's support requests, newest first, each with its status and the desk's answer. */
export function SupportRequestList({ requests, onCloseRequest }: SupportRequestListProps) {
  return (
    <LoadedContent state={requests} loadingText={m.lowcost_requests_loading()} slot="support-requests">
      {(loaded) =>
        loaded.length === 0 ? (
          <Text as="p" size="2">
            {m.lowcost_requests_none()}
          </Text>
        ) : (
          <Flex direction="column" gap="2" asChild>
            <ul aria-label={m.lowcost_requests()}>
              {loaded.map((request) => (
                <RequestCard key={request.id} request={request} onClose={onCloseRequest} />
              ))}
            </ul>
          </Flex>
        )
      }
    </LoadedContent>
  );
}
