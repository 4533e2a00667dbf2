import { Callout, Text } from '@radix-ui/themes';
import { SearchDeadEnd, type SearchDeadEndLinkProps } from '../SearchDeadEnd/SearchDeadEnd';
import { inInterfaceLanguage } from '../../i18n/domain-words';
import { m } from '../../i18n/paraglide/messages.js';
import { SEARCH_LINK_MESSAGES } from '../../i18n/link-messages';

/** One problem of a link's search parameters: the parameter (`date`, `params.offerId`) and the rule's message. */
export interface SearchLinkIssue {
  /** The parameter's path; none when the failure names no parameter. */
  parameter?: string;
  message: string;
}

export interface InvalidLinkViewProps extends SearchDeadEndLinkProps {
  /** What is wrong with the link's search parameters, one issue per problem. */
  issues: readonly SearchLinkIssue[];
}

/**
 * A problem in the interface's language: a rule's message, or which parameter is wrong when the rule has
 * no words of its own (zod's generic message, a number that is not one).
 */
function issueWords({ parameter, message }: SearchLinkIssue): string {
  return inInterfaceLanguage(message, SEARCH_LINK_MESSAGES, () =>
    parameter === undefined ? message : m.link_parameter_invalid({ parameter }),
  );
}

/**
 * A link whose search parameters are wrong (a result or booking link cut short, edited by hand): what
 * is wrong with it, and the way back to the search form. Nothing is searched.
 */
export function InvalidLinkView({ issues, ...link }: InvalidLinkViewProps) {
  const problems = [...new Set(issues.map(issueWords))];
  return (
    <SearchDeadEnd slot="invalid-link" title={m.booking_link_invalid()} buttonVariant="soft" {...link}>
      <Callout.Root color="red" role="alert" className="w-full">
        <Callout.Text>{m.booking_link_invalid_text()}</Callout.Text>
        <ul className="m-0 list-disc pl-5 text-(--red-11)">
          {problems.map((problem) => (
            <li key={problem}>
              <Text size="2">{problem}</Text>
            </li>
          ))}
        </ul>
      </Callout.Root>
    </SearchDeadEnd>
  );
}
