import { Box, Button, Callout, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { useSubmission } from '../../kit/use-submission';
import { downloadBackupCodes } from './backup-codes-file';
import { PasswordForm } from './PasswordForm';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

/** What the security section asks of the server (better-auth's two-factor plugin, SPEC §7). */
export interface SecurityActions {
  /** Replaces the backup codes; answers the new ones, shown once. */
  onRegenerateBackupCodes: (password: string) => Promise<readonly string[]>;
  /** Turns two-factor off; the app then sends the user to set it up again (SPEC §2). */
  onDisableTwoFactor: (password: string) => Promise<void>;
  /** E-mails a one-time code to the user. */
  onSendOtp: () => Promise<void>;
  /** Checks an e-mailed code. */
  onVerifyOtp: (code: string) => Promise<void>;
}

export interface SecuritySectionProps extends SecurityActions {
  /** Where e-mailed codes go, and the name in the backup codes' file. */
  email: string;
}

function NewBackupCodes({ email, codes }: { email: string; codes: readonly string[] }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <Callout.Root color="green" size="1" data-slot="new-backup-codes">
      <Callout.Text>{m.settings_backup_codes_shown_once()}</Callout.Text>
      <Box asChild className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm">
        <ul aria-label={m.settings_backup_codes_list()}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </Box>
      <Flex gap="2" wrap="wrap" align="center">
        <Button
          size="1"
          variant="soft"
          onClick={() => {
            navigator.clipboard.writeText(codes.join('\n')).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            );
          }}
        >
          {m.settings_backup_codes_copy()}
        </Button>
        <Button size="1" variant="soft" onClick={() => downloadBackupCodes(email, codes)}>
          {m.settings_backup_codes_download()}
        </Button>
        <Text size="1" role="status">
          {copied === 'yes'
            ? m.settings_backup_codes_copied()
            : copied === 'failed'
              ? m.settings_backup_codes_copy_failed()
              : ''}
        </Text>
      </Flex>
    </Callout.Root>
  );
}

function EmailCodeTest({
  email,
  onSendOtp,
  onVerifyOtp,
}: Omit<SecuritySectionProps, 'onRegenerateBackupCodes' | 'onDisableTwoFactor'>) {
  const send = useSubmission(async () => {
    await onSendOtp();
    return true;
  });
  const verify = useSubmission(async (code: string) => {
    await onVerifyOtp(code);
    return true;
  });
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const sent = send.result === true;
  return (
    <Flex direction="column" gap="2" align="start" data-slot="email-code-test">
      <Text as="p" size="2" color="gray">
        {m.settings_email_codes_intro({ email })}
      </Text>
      <Button
        variant="soft"
        loading={send.pending}
        aria-busy={send.pending}
        onClick={() => send.submit(undefined)}
      >
        {sent ? m.settings_email_codes_send_another() : m.settings_email_codes_send()}
      </Button>
      <ErrorCallout message={send.error} size="1" />
      {sent ? (
        <form
          aria-label={m.settings_email_codes_check_form()}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (code.trim() !== '') verify.submit(code.trim());
          }}
        >
          <Flex gap="2" align="end" wrap="wrap">
            <TextInputField
              label={m.settings_email_codes_field()}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onValueChange={setCode}
              error={checked && code.trim() === '' ? m.settings_email_codes_required() : null}
            />
            <Button type="submit" loading={verify.pending} aria-busy={verify.pending}>
              {m.settings_email_codes_check()}
            </Button>
          </Flex>
        </form>
      ) : null}
      <ErrorCallout message={verify.error} size="1" />
      {verify.result === true && verify.error === null && !verify.pending ? (
        <Callout.Root color="green" role="status" size="1">
          <Callout.Text>{m.settings_email_codes_works()}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

/** Two-factor: new backup codes, turning it off (with the password), and a test of e-mailed codes. */
export function SecuritySection({
  email,
  onRegenerateBackupCodes,
  onDisableTwoFactor,
  ...otp
}: SecuritySectionProps) {
  const regenerate = useSubmission(onRegenerateBackupCodes);
  const disable = useSubmission(onDisableTwoFactor);
  return (
    <RecordSection title={m.settings_security_title()} slot="settings-security">
      <Heading as="h3" size="3">
        {m.settings_backup_codes_heading()}
      </Heading>
      <PasswordForm
        label={m.settings_backup_codes_regenerate()}
        description={m.settings_backup_codes_regenerate_description()}
        pendingLabel={m.settings_backup_codes_regenerating()}
        submission={regenerate}
      />
      {regenerate.result === undefined ? null : <NewBackupCodes email={email} codes={regenerate.result} />}
      <Separator size="4" />
      <Heading as="h3" size="3">
        {m.settings_email_codes_heading()}
      </Heading>
      <EmailCodeTest email={email} {...otp} />
      <Separator size="4" />
      <Heading as="h3" size="3">
        {m.settings_two_factor_heading()}
      </Heading>
      <PasswordForm
        label={m.settings_two_factor_disable()}
        description={m.settings_two_factor_disable_description()}
        pendingLabel={m.settings_two_factor_disabling()}
        tone="danger"
        submission={disable}
      />
    </RecordSection>
  );
}
