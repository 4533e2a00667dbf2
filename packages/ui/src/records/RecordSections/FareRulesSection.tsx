import type { FareRule } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

export interface FareRulesSectionProps {
  fareRules: readonly FareRule[];
  /** A button beside the heading, e.g. to fetch the full rules again. Default: none. */
  actions?: ReactNode;
}

/** The fare's rules by category: penalties, changes, refunds, baggage, void. */
export function FareRulesSection({ fareRules, actions }: FareRulesSectionProps) {
  return (
    <RecordSection title={m.record_fare_rules()} slot="fare-rules-section" actions={actions}>
      {fareRules.length === 0 ? (
        <EmptyNote>{m.record_no_fare_rule()}</EmptyNote>
      ) : (
        <dl className="m-0 flex flex-col gap-2">
          {fareRules.map((rule) => (
            <Flex key={rule.category} direction="column" data-slot="fare-rule">
              <Text size="2" weight="medium" asChild>
                <dt>{rule.title}</dt>
              </Text>
              <Text size="2" color="gray" asChild>
                <dd className="m-0">{rule.text}</dd>
              </Text>
            </Flex>
          ))}
        </dl>
      )}
    </RecordSection>
  );
}
