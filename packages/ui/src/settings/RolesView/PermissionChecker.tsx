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
import { m } from '../../i18n/paraglide/messages.js';

const STATEMENTS: Statements = ORGANIZATION_STATEMENTS;
const RESOURCES = Object.keys(STATEMENTS);

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
      label={m.roles_checker_form()}
      gap="3"
      slot="permission-checker"
      onSubmit={() => {
        setAnswer(answerPermissionQuestion(roles, question));
      }}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextInputField
          label={m.roles_section()}
          value={question.role}
          hint={m.roles_checker_roles_hint()}
          onValueChange={(role) => change({ role })}
          error={invalid === NO_ROLE_MESSAGE ? m.roles_checker_no_role() : undefined}
        />
        <SelectField
          label={m.roles_resource()}
          value={question.resource}
          options={RESOURCES.map((value) => ({ value, label: resourceLabel(value) }))}
          onChange={(resource) => change({ resource, actions: [] })}
        />
      </div>
      <Flex direction="column" gap="1" role="group" aria-label={m.roles_checker_actions()}>
        <Text size="2" weight="medium">
          {m.roles_checker_actions()}
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
            {m.roles_checker_no_action()}
          </Text>
        ) : null}
      </Flex>
      <CheckboxField checked={question.anyAction} onCheckedChange={(anyAction) => change({ anyAction })}>
        {m.roles_checker_any()}
      </CheckboxField>
      <Flex gap="3" align="center" wrap="wrap">
        <Button type="submit">{m.roles_checker_submit()}</Button>
      </Flex>
      <div role="status" data-slot="permission-answer">
        {answer === null || 'invalid' in answer ? null : answer.success ? (
          <Callout.Root color="green" size="1">
            <Callout.Text>
              {question.anyAction
                ? m.roles_checker_allowed_any({ role: answer.role })
                : m.roles_checker_allowed_all({ role: answer.role })}
            </Callout.Text>
          </Callout.Root>
        ) : (
          <Callout.Root color="red" size="1">
            <Callout.Text>{m.roles_checker_refused({ reason: answer.error })}</Callout.Text>
          </Callout.Root>
        )}
      </div>
    </FormStack>
  );
}
