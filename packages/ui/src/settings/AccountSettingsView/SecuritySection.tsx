import { Box, Button, Callout, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { useSubmission } from '../../kit/use-submission';
import { downloadBackupCodes } from './backup-codes-file';
import { PasswordForm } from './PasswordForm';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';

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

/** Said under an empty code field when the code is checked. */
const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from the e-mail.';

function NewBackupCodes({ email, codes }: { email: string; codes: readonly string[] }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <Callout.Root color="green" size="1" data-slot="new-backup-codes">
      <Callout.Text>These codes are shown only now: copy them or save them as a file.</Callout.Text>
      <Box asChild className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm">
        <ul aria-label="New backup codes">
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
          Copy codes
        </Button>
        <Button size="1" variant="soft" onClick={() => downloadBackupCodes(email, codes)}>
          Download as .txt
        </Button>
        <Text size="1" role="status">
          {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Could not copy: download them instead.' : ''}
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
        Send a one-time code to {email} to check that e-mailed codes reach you.
      </Text>
      <Button
        variant="soft"
        loading={send.pending}
        aria-busy={send.pending}
        onClick={() => send.submit(undefined)}
      >
        {sent ? 'Send another code' : 'Send a code by e-mail'}
      </Button>
      <ErrorCallout message={send.error} size="1" />
      {sent ? (
        <form
          aria-label="Check the e-mailed code"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (code.trim() !== '') verify.submit(code.trim());
          }}
        >
          <Flex gap="2" align="end" wrap="wrap">
            <TextInputField
              label="Code from the e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onValueChange={setCode}
              error={checked && code.trim() === '' ? CODE_REQUIRED_MESSAGE : null}
            />
            <Button type="submit" loading={verify.pending} aria-busy={verify.pending}>
              Check code
            </Button>
          </Flex>
        </form>
      ) : null}
      <ErrorCallout message={verify.error} size="1" />
      {verify.result === true && verify.error === null && !verify.pending ? (
        <Callout.Root color="green" role="status" size="1">
          <Callout.Text>The code works: e-mailed codes reach you.</Callout.Text>
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
    <RecordSection title="Security" slot="settings-security">
      <Heading as="h3" size="3">
        Backup codes
      </Heading>
      <PasswordForm
        label="Regenerate backup codes"
        description="New codes replace the old ones, which stop working."
        pendingLabel="Regenerating…"
        submission={regenerate}
      />
      {regenerate.result === undefined ? null : <NewBackupCodes email={email} codes={regenerate.result} />}
      <Separator size="4" />
      <Heading as="h3" size="3">
        E-mailed codes
      </Heading>
      <EmailCodeTest email={email} {...otp} />
      <Separator size="4" />
      <Heading as="h3" size="3">
        Two-factor authentication
      </Heading>
      <PasswordForm
        label="Disable two-factor"
        description="Two-factor is required: once it is off, you set it up again before going on."
        pendingLabel="Disabling…"
        tone="danger"
        submission={disable}
      />
    </RecordSection>
  );
}
