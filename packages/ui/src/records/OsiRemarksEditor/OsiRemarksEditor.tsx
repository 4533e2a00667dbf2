import {
  OSI_REMARK_MAX_LENGTH,
  osiCommentsSchema,
  type ContentKind,
  type OsiRemark,
} from '@comptoir/flight-domain';
import { Button, Flex, IconButton } from '@radix-ui/themes';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { CloseIcon } from '../../kit/icons/icons';
import { OsiRemarkText } from '../RecordSections/OsiRemarksSection';
import { EmptyNote, ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { EditorForm, RemovableItem, useAddForm, useEditorActions } from '../Workbench/editor-parts';
import { m } from '../../i18n/paraglide/messages.js';

export interface OsiRemarksEditorProps {
  /** The record's OSI remarks. */
  remarks: readonly OsiRemark[];
  /** Adds remarks, one per comment (trimmed, each valid); rejects with a message on failure. */
  onAdd: (comments: string[]) => Promise<void>;
  /** Deletes one remark (its `reservationCommentID` and `commentID`); rejects with a message on failure. */
  onDelete: (remark: OsiRemark) => Promise<void>;
  /** The record's content: OSI remarks exist on GDS records only. Default: 'GDS'. */
  contentKind?: ContentKind;
  /** Disables every input and button (no open workbench, or one being committed). Default: false. */
  disabled?: boolean;
}

/**
 * Adds and deletes the OSI remarks (other service information) of a GDS record inside a workbench.
 * Remarks are typed one per field ("Add another remark" adds a field); each must be filled and hold at
 * most `OSI_REMARK_MAX_LENGTH` characters. A remark whose deletion was sent is marked pending.
 */
export function OsiRemarksEditor({
  remarks,
  onAdd,
  onDelete,
  contentKind = 'GDS',
  disabled = false,
}: OsiRemarksEditorProps) {
  const actions = useEditorActions();
  const {
    draft: lines,
    setDraft: setLines,
    messages,
    add,
  } = useAddForm({
    initial: [''],
    check: (comments: string[]) => osiCommentsSchema.safeParse(comments),
    send: onAdd,
    next: () => [''],
    actions,
  });
  const busy = disabled || actions.running !== null;

  if (contentKind !== 'GDS') {
    return (
      <RecordSection title={m.editor_osi_title()} slot="osi-remarks-editor">
        <EmptyNote>{m.editor_osi_ndc()}</EmptyNote>
      </RecordSection>
    );
  }

  return (
    <RecordSection title={m.editor_osi_title()} slot="osi-remarks-editor">
      <ItemList items={remarks} empty={m.editor_osi_empty()} gap="2">
        {(remark) => (
          <RemovableItem
            key={remark.commentID}
            id={remark.commentID}
            removeLabel={m.editor_osi_remove({ text: remark.text })}
            actions={actions}
            busy={busy}
            onRemove={() => onDelete(remark)}
          >
            <OsiRemarkText remark={remark} />
          </RemovableItem>
        )}
      </ItemList>
      <EditorForm
        label={m.editor_osi_form()}
        onSubmit={add}
        error={actions.error}
        hint={m.editor_osi_hint({ max: OSI_REMARK_MAX_LENGTH })}
        actions={
          <>
            <Button
              type="button"
              variant="soft"
              disabled={busy}
              onClick={() => {
                setLines((current) => [...current, '']);
              }}
            >
              {m.editor_osi_add_another()}
            </Button>
            <Button type="submit" disabled={busy} loading={actions.running === 'add'}>
              {m.editor_osi_add({ count: lines.length })}
            </Button>
          </>
        }
      >
        {lines.map((line, index) => (
          <Flex key={index} gap="2" align="start">
            <div className="min-w-0 flex-1">
              <TextInputField
                label={m.editor_osi_remark({ number: index + 1 })}
                value={line}
                disabled={busy}
                error={messages[String(index)]}
                placeholder="VIP PASSENGER"
                onValueChange={(value) => {
                  setLines((current) => current.map((text, at) => (at === index ? value : text)));
                }}
              />
            </div>
            {lines.length > 1 ? (
              <IconButton
                type="button"
                variant="ghost"
                color="gray"
                mt="6"
                disabled={busy}
                aria-label={m.editor_osi_remove_line({ number: index + 1 })}
                onClick={() => {
                  setLines((current) => current.filter((_, at) => at !== index));
                }}
              >
                <CloseIcon />
              </IconButton>
            ) : null}
          </Flex>
        ))}
      </EditorForm>
    </RecordSection>
  );
}
