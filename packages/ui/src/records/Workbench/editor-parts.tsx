/**
 * Pieces shared by the workbench editors (primary contact, updatable items, OSI remarks, meals).
 */
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { FormStack } from '../../kit/FormFields/FormStack';
import { useRecordAction } from '../RecordSections/use-record-action';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';
import { editRuleWords } from './edit-rule-words';

/** A zod issue, as far as the editors read it. */
interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message of each field (its path joined with dots), to show under the fields, in the
 * interface's language.
 *
 * @example
 * fieldMessages([{ path: ['email'], message: 'Please enter a valid email address.' }]).email
 */
function fieldMessages(issues: readonly FieldIssue[]): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    messages[key] ??= editRuleWords(issue.message);
  }
  return messages;
}

/**
 * An editor's calls, one at a time (`useRecordAction`), and the items whose removal was sent:
 * `remove(id, send)` runs `send` and, once it succeeds, lists `id` in `removed`.
 */
export function useEditorActions() {
  const { running, error, runFromButton } = useRecordAction<string>();
  const [removed, setRemoved] = useState<readonly string[]>([]);

  function remove(id: string, send: () => Promise<void>): void {
    runFromButton(`remove:${id}`, async () => {
      await send();
      setRemoved((ids) => [...ids, id]);
    });
  }

  return { running, error, runFromButton, removed, remove };
}

/** A draft checked as zod's `safeParse` answers: the value to send, or the issues to show. */
type DraftCheck<Value> =
  | { readonly success: true; readonly data: Value }
  | { readonly success: false; readonly error: { readonly issues: readonly FieldIssue[] } };

interface AddFormOptions<Draft, Value> {
  /** The draft to start from. */
  initial: Draft | (() => Draft);
  /** Checks the draft as it is (a schema's `safeParse`). */
  check: (draft: Draft) => DraftCheck<Value>;
  /** Sends the checked value; rejects with a message on failure. */
  send: (value: Value) => Promise<void>;
  /** The draft to go on from once the value is sent. */
  next: (sent: Draft) => Draft;
  /** The editor's calls: the value is sent as its 'add' call, one at a time. */
  actions: Pick<ReturnType<typeof useEditorActions>, 'runFromButton'>;
}

/**
 * The "add" form of a workbench editor: its draft, the messages to show under the fields (none before
 * the first attempt, then those of the draft as it is), and `add()`, which sends a draft that checks out
 * once, as the editor's 'add' call, then starts over from `next(draft)` with no message shown. For a
 * draft of named fields, `field(name)` binds one: its value, its message, and `change`, which replaces
 * that field of the latest draft.
 */
export function useAddForm<Draft, Value>({
  initial,
  check,
  send,
  next,
  actions,
}: AddFormOptions<Draft, Value>): {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  messages: Partial<Record<string, string>>;
  add: () => void;
  field: <Name extends keyof Draft & string>(
    name: Name,
  ) => { value: Draft[Name]; error: string | undefined; change: (value: Draft[Name]) => void };
} {
  const [draft, setDraft] = useState<Draft>(initial);
  const [checked, setChecked] = useState(false);
  const result = check(draft);
  const messages = checked && !result.success ? fieldMessages(result.error.issues) : {};

  function add() {
    setChecked(true);
    if (!result.success) return;
    const value = result.data;
    actions.runFromButton('add', async () => {
      await send(value);
      setDraft(next);
      setChecked(false);
    });
  }

  const field = <Name extends keyof Draft & string>(name: Name) => ({
    value: draft[name],
    error: messages[name],
    change: (value: Draft[Name]) => {
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  return { draft, setDraft, messages, add, field };
}

/** The failure of an editor's last call, shown until the next one. */
export function EditorError({ message }: { message: string | null }) {
  return <ErrorCallout message={message} size="1" slot="editor-error" />;
}

/** Marks an item whose change was sent and waits for the commit. */
export function PendingBadge({ children }: { children: string }) {
  return (
    <Badge color="amber" variant="soft" highContrast data-slot="pending-badge">
      {children}
    </Badge>
  );
}

interface RemovableItemProps {
  /** The item's id, as given to `useEditorActions().remove`. */
  id: string;
  /** The remove button's accessible name: "Remove meal CHML of Lina Alaoui". */
  removeLabel: string;
  /** The editor's actions. */
  actions: ReturnType<typeof useEditorActions>;
  /** Whether the editor is disabled or busy. */
  busy: boolean;
  /** Sends the removal. */
  onRemove: () => Promise<void>;
  /** What the item shows. */
  children: ReactNode;
}

/** A listed item with its remove button; once its removal is sent it is marked pending. */
export function RemovableItem({ id, removeLabel, actions, busy, onRemove, children }: RemovableItemProps) {
  const pending = actions.removed.includes(id);
  return (
    <li data-slot="removable-item">
      <Flex gap="3" align="center" justify="between">
        <Flex gap="2" align="baseline" wrap="wrap" className="min-w-0">
          {children}
          {pending ? <PendingBadge>{m.editor_removal_pending()}</PendingBadge> : null}
        </Flex>
        <Button
          size="1"
          variant="soft"
          color="red"
          disabled={busy || pending}
          loading={actions.running === `remove:${id}`}
          aria-label={removeLabel}
          onClick={() => {
            actions.remove(id, onRemove);
          }}
        >
          {m.editor_remove()}
        </Button>
      </Flex>
    </li>
  );
}

interface EditorFormProps {
  /** The form's accessible name. */
  label: string;
  /** Called on submit (the browser's own validation is off: the editor validates). */
  onSubmit: () => void;
  /** A help text under the fields. */
  hint: ReactNode;
  /** The failure of the editor's last call. */
  error: string | null;
  /** The buttons, the submit button last. */
  actions: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** An editor's form: its fields, a help text, the last failure and the buttons. */
export function EditorForm({ label, onSubmit, hint, error, actions, children }: EditorFormProps) {
  return (
    <FormStack label={label} onSubmit={onSubmit} gap="3">
      {children}
      <Text as="p" size="1" color="gray">
        {hint}
      </Text>
      <EditorError message={error} />
      <Flex gap="3" wrap="wrap">
        {actions}
      </Flex>
    </FormStack>
  );
}
