import {
  organizationBodySchema,
  slugFromName,
  type Organization,
  type OrganizationBody,
} from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { useSubmission } from '../../kit/use-submission';
import { FormStack } from '../../kit/FormFields/FormStack';
import { LogoUploadField, type UploadLogo } from './LogoUploadField';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

type Field = 'name' | 'slug' | 'city';

/** What the form holds: the text typed and the logo uploaded. */
interface OrganizationDraft {
  name: string;
  slug: string;
  city: string;
  logo: string | null;
}

function draftOf(organization: Organization | undefined): OrganizationDraft {
  return {
    name: organization?.name ?? '',
    slug: organization?.slug ?? '',
    city: organization?.city ?? '',
    logo: organization?.logo ?? null,
  };
}

/**
 * What is wrong with a field, in the interface's language: the name is missing or too long, the slug
 * is not one, the city is too long (what `organizationBodySchema` refuses in each).
 */
function fieldMessage(field: Field, tooLong: boolean): string {
  if (tooLong) return m.org_too_long();
  return field === 'name' ? m.org_name_required() : m.org_slug_invalid();
}

/** The body as flight-domain checks it, each problem at its field. */
function checkDraft(draft: OrganizationDraft) {
  const parsed = organizationBodySchema.safeParse({
    name: draft.name,
    slug: draft.slug,
    ...(draft.city.trim() === '' ? {} : { city: draft.city }),
    ...(draft.logo === null ? {} : { logo: draft.logo }),
  });
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'slug' || field === 'city') && errors[field] === undefined)
      errors[field] = fieldMessage(field, field === 'city' || issue.code === 'too_big');
  }
  return { errors, body: parsed.success ? parsed.data : null };
}

export interface OrganizationFormProps {
  /** The organization edited; a new one without it (its slug then follows the name until typed). */
  organization?: Organization;
  /** Names the form and its button: "Create organization", "Save changes". */
  submitLabel: string;
  /** Sends the body once; a rejection's message is shown, and nothing typed is lost. */
  onSubmit: (body: OrganizationBody) => Promise<void>;
  onUpload: UploadLogo;
  /** Said once the body was taken, e.g. "Changes saved.". Default: nothing. */
  doneMessage?: string;
  /** A way out beside the button (the dialog's Cancel). Default: none. */
  cancel?: ReactNode;
}

/** An organization's name, slug, city and logo, checked before sending; sent once however often clicked. */
export function OrganizationForm({
  organization,
  submitLabel,
  onSubmit,
  onUpload,
  doneMessage,
  cancel,
}: OrganizationFormProps) {
  const [draft, setDraft] = useState(() => draftOf(organization));
  const [slugTyped, setSlugTyped] = useState(organization !== undefined);
  const [checked, setChecked] = useState(false);
  const [uploading, setUploading] = useState(false);
  const sending = useSubmission(async (sent: OrganizationBody) => {
    await onSubmit(sent);
    return true;
  });
  const { errors, body } = checkDraft(draft);
  const shown = (field: Field) => (checked ? errors[field] : undefined);
  const change = (next: Partial<OrganizationDraft>) => setDraft((current) => ({ ...current, ...next }));

  return (
    <FormStack
      label={submitLabel}
      gap="3"
      onSubmit={() => {
        setChecked(true);
        if (body !== null && !uploading) sending.submit(body);
      }}
    >
      <TextInputField
        label={m.org_name()}
        value={draft.name}
        maxLength={80}
        error={shown('name')}
        onValueChange={(name) => change(slugTyped ? { name } : { name, slug: slugFromName(name) })}
      />
      <TextInputField
        label={m.org_slug()}
        value={draft.slug}
        hint={m.org_slug_hint()}
        error={shown('slug')}
        onValueChange={(slug) => {
          setSlugTyped(true);
          change({ slug });
        }}
      />
      <TextInputField
        label={m.org_city()}
        value={draft.city}
        maxLength={80}
        error={shown('city')}
        onValueChange={(city) => change({ city })}
      />
      <LogoUploadField
        value={draft.logo}
        onChange={(logo) => change({ logo })}
        onUpload={onUpload}
        onUploadingChange={setUploading}
      />
      <ErrorCallout message={sending.error} size="1" />
      <Flex gap="3" justify="end" align="center" wrap="wrap">
        {doneMessage === undefined || sending.result !== true || sending.pending ? null : (
          <Text size="2" color="green" role="status">
            {doneMessage}
          </Text>
        )}
        {cancel}
        <Button type="submit" loading={sending.pending} aria-busy={sending.pending} disabled={uploading}>
          {submitLabel}
        </Button>
      </Flex>
    </FormStack>
  );
}
