import { type TripType, SEARCH_ROUTES } from '@comptoir/flight-domain';
import { OfferResultsError } from '@comptoir/ui/search';
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { type ErrorComponentProps, Link, SearchParamError, useRouter } from '@tanstack/react-router';

/** The messages of a link's search parameters that failed their schema (one per problem). */
function issueMessages(error: SearchParamError): string[] {
  const cause: unknown = error.cause;
  if (typeof cause !== 'object' || cause === null || !('issues' in cause) || !Array.isArray(cause.issues))
    return [error.message];
  const messages = cause.issues.flatMap((issue: unknown) =>
    typeof issue === 'object' && issue !== null && 'message' in issue && typeof issue.message === 'string'
      ? [issue.message]
      : [],
  );
  return [...new Set(messages)];
}

interface InvalidLinkProps {
  messages: readonly string[];
  tripType: TripType;
}

/** A link whose search parameters are wrong: what is wrong, and the way back to the search form. */
function InvalidLink({ messages, tripType }: InvalidLinkProps) {
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
        <Link to={SEARCH_ROUTES[tripType]}>Search again</Link>
      </Button>
    </Flex>
  );
}

/**
 * The error view of a page that reads its search from the URL: a wrong link says what is wrong with it;
 * a failed search or load shows the server's message and runs again on retry (SPEC §2, §8).
 */
export function searchRouteError(tripType: TripType) {
  return function SearchRouteError({ error }: ErrorComponentProps) {
    const router = useRouter();
    if (error instanceof SearchParamError)
      return <InvalidLink messages={issueMessages(error)} tripType={tripType} />;
    return (
      <OfferResultsError
        message={error instanceof Error ? error.message : String(error)}
        onRetry={() => void router.invalidate()}
      />
    );
  };
}
