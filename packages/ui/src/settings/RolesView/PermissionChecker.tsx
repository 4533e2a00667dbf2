import {
  answerPermissionQuestion,
  NO_ACTION_MESSAGE,
  NO_ROLE_MESSAGE,
  ORGANIZATION_STATEMENTS,
  type PermissionQuestion,
  type Statements,
} from '@comptoir/flight-domain';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { CheckboxField } from '../../kit/FormFields/CheckboxField';
import { FormStack } from '../../kit/FormFields/FormStack';
import { resourceLabel } from './resource-labels';

const STATEMENTS: Statements = ORGANIZATION_STATEMENTS;
const RESOURCES = Object.keys(STATEMENTS);
const RESOURCE_OPTIONS = RESOURCES.map((value) => ({ value, label: resourceLabel(value) }));

type Answer = ReturnType<typeof answerPermissionQuestion>;

/**
 * "Can role X do Y?": one role or several, comma-separated, a resource and its actions, all of them or
 * any (OR). Answered by flight-domain's `answerPermissionQuestion` over the roles shown — SPEC §6's rule,
 * the one the sandbox enforces: which role allows it, or the denial message the sandbox would send.
 */
export function PermissionChecker({ roles }: { roles: Readonly<Record<string, Statements>> }) {
  const [question, setQuestion] = useState<PermissionQuestion>({
    role: '',
    resource: RESOURCES[0] ?? '',
    actions: [],
    anyAction: false,
  });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const change = (next: Partial<PermissionQuestion>) => {
    setQuestion((current) => ({ ...current, ...next }));
    setAnswer(null);
  };
  const invalid = answer !== null && 'invalid' in answer ? answer.invalid : undefined;

  return (
    <FormStack
      label="Check a permission"
      gap="3"
      slot="permission-checker"
      onSubmit={() => {
        setAnswer(answerPermissionQuestion(roles, question));
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextInputField
          label="Roles"
          value={question.role}
          hint="One or several, comma-separated as stored, e.g. member,admin"
          onValueChange={(role) => change({ role })}
          error={invalid === NO_ROLE_MESSAGE ? invalid : undefined}
        />
        <SelectField
          label="Resource"
          value={question.resource}
          options={RESOURCE_OPTIONS}
          onChange={(resource) => change({ resource, actions: [] })}
        />
      </div>
      <Flex direction="column" gap="1" role="group" aria-label="Actions">
        <Text size="2" weight="medium">
          Actions
        </Text>
        <Flex gap="4" wrap="wrap">
          {(STATEMENTS[question.resource] ?? []).map((action) => (
            <CheckboxField
              key={action}
              checked={question.actions.includes(action)}
              onCheckedChange={(checked) =>
                change({
                  actions: checked
                    ? [...question.actions, action]
                    : question.actions.filter((candidate) => candidate !== action),
                })
              }
            >
              {action}
            </CheckboxField>
          ))}
        </Flex>
        {invalid === NO_ACTION_MESSAGE ? (
          <Text size="1" color="red" data-slot="field-error">
            {invalid}
          </Text>
        ) : null}
      </Flex>
      <CheckboxField checked={question.anyAction} onCheckedChange={(anyAction) => change({ anyAction })}>
        Any of these actions is enough (OR)
      </CheckboxField>
      <Flex gap="3" align="center" wrap="wrap">
        <Button type="submit">Check</Button>
      </Flex>
      <div role="status" data-slot="permission-answer">
        {answer === null || 'invalid' in answer ? null : answer.success ? (
          <Callout.Root color="green" size="1">
            <Callout.Text>
              Allowed: the role {answer.role} grants{' '}
              {question.anyAction ? 'one of these actions' : 'every one of these actions'}.
            </Callout.Text>
          </Callout.Root>
        ) : (
          <Callout.Root color="red" size="1">
            <Callout.Text>Refused: {answer.error}</Callout.Text>
          </Callout.Root>
        )}
      </div>
    </FormStack>
  );
}
