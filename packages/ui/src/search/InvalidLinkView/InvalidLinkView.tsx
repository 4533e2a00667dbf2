import { Callout, Text } from '@radix-ui/themes';
import { SearchDeadEnd, type SearchDeadEndLinkProps } from '../SearchDeadEnd/SearchDeadEnd';
import { m } from '../../i18n/paraglide/messages.js';

export interface InvalidLinkViewProps extends SearchDeadEndLinkProps {
  /** What is wrong with the link's search parameters, one message per problem. */
  messages: readonly string[];
}

/**
 * A link whose search parameters are wrong (a result or booking link cut short, edited by hand): what
 * is wrong with it, and the way back to the search form. Nothing is searched.
 */
export function InvalidLinkView({ messages, ...link }: InvalidLinkViewProps) {
  return (
    <SearchDeadEnd slot="invalid-link" title={m.booking_link_invalid()} buttonVariant="soft" {...link}>
      <Callout.Root color="red" role="alert" className="w-full">
        <Callout.Text>{m.booking_link_invalid_text()}</Callout.Text>
        <ul className="m-0 list-disc pl-5 text-(--red-11)">
          {messages.map((message) => (
            <li key={message}>
              <Text size="2">{message}</Text>
            </li>
          ))}
        </ul>
      </Callout.Root>
    </SearchDeadEnd>
  );
}
