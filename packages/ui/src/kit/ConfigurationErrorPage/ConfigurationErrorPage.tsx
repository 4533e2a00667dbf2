import type { StartupConfigIssue } from '@comptoir/flight-domain';
import { Card, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';

export interface ConfigurationErrorPageProps {
  /** Each bad environment variable with what is wrong with it. */
  issues: readonly StartupConfigIssue[];
}

/**
 * Shown instead of the app when a build carries an invalid startup configuration (SPEC §5),
 * so that a misconfigured deployment says what is wrong rather than showing a blank screen.
 */
export function ConfigurationErrorPage({ issues }: ConfigurationErrorPageProps) {
  return (
    <Flex asChild direction="column" align="center" justify="center" p="4" className="min-h-screen">
      <main data-slot="configuration-error-page">
        <Card size="3" className="w-full max-w-2xl">
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6" color="red">
              Comptoir cannot start
            </Heading>
            <Text as="p">
              This build of the app has an invalid configuration. Fix the environment variables below and
              build it again.
            </Text>
            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              {issues.map((issue) => (
                <DataList.Item key={`${issue.variable}:${issue.message}`}>
                  <DataList.Label minWidth="200px">
                    <Code>{issue.variable}</Code>
                  </DataList.Label>
                  <DataList.Value>{issue.message}</DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Flex>
        </Card>
      </main>
    </Flex>
  );
}
