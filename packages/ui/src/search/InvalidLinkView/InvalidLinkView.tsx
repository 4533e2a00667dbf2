import { Callout, Text } from '@radix-ui/themes';
import { SearchDeadEnd, type SearchDeadEndLinkProps } from '../SearchDeadEnd/SearchDeadEnd';

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
    <SearchDeadEnd slot="invalid-link" title="This link is not valid" buttonVariant="soft" {...link}>
      <Callout.Root color="red" role="alert" className="w-full">
        <Callout.Text>Its search parameters are wrong or incomplete:</Callout.Text>
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
