import { SEARCH_ROUTES, type TripType } from '@comptoir/flight-domain';
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';

export interface InvalidLinkViewProps {
  /** What is wrong with the link's search parameters, one message per problem. */
  messages: readonly string[];
  /** The kind of trip the link was for: 'Search again' opens its form. */
  tripType: TripType;
  /** Renders the 'Search again' link (the app hands in its router's link). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/**
 * A link whose search parameters are wrong (a result or booking link cut short, edited by hand): what
 * is wrong with it, and the way back to the search form. Nothing is searched.
 */
export function InvalidLinkView({
  messages,
  tripType,
  linkComponent: Link = PlainLink,
}: InvalidLinkViewProps) {
  return (
    <Flex direction="column" gap="3" align="start" data-slot="invalid-link">
      <Heading as="h1" size="6">
        This link is not valid
      </Heading>
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
      <Button asChild variant="soft">
        <Link href={SEARCH_ROUTES[tripType]}>Search again</Link>
      </Button>
    </Flex>
  );
}
