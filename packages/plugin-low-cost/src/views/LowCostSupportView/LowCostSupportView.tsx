import type { LoadState } from '@comptoir/ui/kit';
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { m } from '@comptoir/ui/i18n/messages';
import type { AirlinePolicy, SupportRequestBody } from '../../rules';
import { SupportRequestForm } from './SupportRequestForm';
import { SupportRequestList, type SupportRequestRow } from './SupportRequestList';

export interface LowCostSupportViewProps {
  /** The airline's name, in the heading. */
  airlineName: string;
  /** The airline's policies for agents (`airlinePolicies()`). */
  policies: readonly AirlinePolicy[];
  requests: LoadState<readonly SupportRequestRow[]>;
  /** Opens a request; rejects with the backend's message (shown in the form, nothing typed lost). */
  onOpenRequest: (body: SupportRequestBody) => Promise<unknown>;
  onCloseRequest: (id: string) => Promise<unknown>;
  /** A booking reference to start the form with. Default: none. */
  initialReference?: string | undefined;
}

/** The airline's support for agents: its policies, the organization's requests, and a new one. */
export function LowCostSupportView(props: LowCostSupportViewProps) {
  return (
    <Flex direction="column" gap="5">
      <Box>
        <Heading as="h1" size="6">
          {m.lowcost_support_title({ airline: props.airlineName })}
        </Heading>
        <Text as="p" size="2" color="gray">
          {m.lowcost_support_intro()}
        </Text>
      </Box>
      <section aria-labelledby="low-cost-policies">
        <Heading as="h2" size="4" mb="2" id="low-cost-policies">
          {m.lowcost_policies()}
        </Heading>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {props.policies.map((policy) => (
            <Card key={policy.topic} asChild>
              <section aria-label={policy.title}>
                <Heading as="h3" size="3" mb="1">
                  {policy.title}
                </Heading>
                <ul className="m-0 list-disc pl-5">
                  {policy.lines.map((line) => (
                    <Text as="p" size="2" key={line} asChild>
                      <li>{line}</li>
                    </Text>
                  ))}
                </ul>
              </section>
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="low-cost-requests">
        <Heading as="h2" size="4" mb="2" id="low-cost-requests">
          {m.lowcost_requests()}
        </Heading>
        <SupportRequestList requests={props.requests} onCloseRequest={props.onCloseRequest} />
      </section>
      <Card asChild>
        <section aria-labelledby="low-cost-new-request">
          <Heading as="h2" size="4" mb="3" id="low-cost-new-request">
            {m.lowcost_open_request()}
          </Heading>
          <SupportRequestForm initialReference={props.initialReference} onSubmit={props.onOpenRequest} />
        </section>
      </Card>
    </Flex>
  );
}
