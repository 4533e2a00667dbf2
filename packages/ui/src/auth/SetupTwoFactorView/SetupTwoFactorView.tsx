import { Box, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { AuthCard } from '../AuthCard';
import { codeError, passwordError } from '../auth-form-rules';
import { CodeField } from '../code-field';
import { AuthForm, CurrentPasswordField, useCheckedSubmit } from '../fields';
import { m } from '../../i18n/paraglide/messages.js';

/** What enabling two-factor answers: the authenticator's URI and the one-time backup codes. */
export interface TwoFactorSetup {
  /** `otpauth://totp/…`, shown as a QR code and as the secret to type in by hand. */
  totpUri: string;
  backupCodes: readonly string[];
}

export interface SetupTwoFactorViewProps {
  /** Step 1: called with the password to enable two-factor. */
  onEnable: (password: string) => void;
  /** Step 2: called with the first code from the authenticator app. */
  onConfirm: (code: string) => void;
  /** What enabling answered; `null` shows step 1 (the password). Default: `null`. */
  setup?: TwoFactorSetup | null;
  /** Whether a call (enable or confirm) is under way. Default: `false`. */
  isPending?: boolean;
  /** The server's refusal, e.g. 'Invalid password'. Default: none. */
  error?: string | null;
}

/** The secret an authenticator app asks for when the QR code cannot be scanned. */
function secretOf(totpUri: string): string | null {
  try {
    return new URL(totpUri).searchParams.get('secret');
  } catch {
    return null;
  }
}

function PasswordStep({ onEnable, isPending }: { onEnable: (password: string) => void; isPending: boolean }) {
  const [password, setPassword] = useState('');
  const { shown, submit } = useCheckedSubmit(isPending);
  const problem = passwordError(password);
  return (
    <AuthForm
      label={m.auth_setup_enable_form()}
      submitLabel={m.auth_setup_continue()}
      pendingLabel={m.auth_setup_enabling()}
      isPending={isPending}
      onSubmit={() => submit([problem], () => onEnable(password))}
    >
      <CurrentPasswordField value={password} onValueChange={setPassword} error={shown(problem)} />
    </AuthForm>
  );
}

function ConfirmStep({
  setup,
  onConfirm,
  isPending,
}: {
  setup: TwoFactorSetup;
  onConfirm: (code: string) => void;
  isPending: boolean;
}) {
  const [code, setCode] = useState('');
  const { shown, submit } = useCheckedSubmit(isPending);
  const problem = codeError(code);
  const secret = secretOf(setup.totpUri);
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2" align="center">
        <Box p="2" className="rounded-(--radius-3) bg-white" data-slot="totp-qr-code">
          <QRCodeSVG value={setup.totpUri} size={176} role="img" aria-label={m.auth_setup_qr_code()} />
        </Box>
        {secret === null ? null : (
          <Text size="2" color="gray" align="center">
            {m.auth_setup_secret()} <Code data-slot="totp-secret">{secret}</Code>
          </Text>
        )}
      </Flex>
      <Box>
        <Heading as="h2" size="3" mb="1">
          {m.auth_setup_backup_codes()}
        </Heading>
        <Text as="p" size="2" color="gray" mb="2">
          {m.auth_setup_backup_codes_keep()}
        </Text>
        <Box asChild className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm">
          <ul aria-label={m.auth_setup_backup_codes()} data-slot="backup-codes">
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
        </Box>
      </Box>
      <AuthForm
        label={m.auth_setup_confirm_form()}
        submitLabel={m.auth_setup_confirm_submit()}
        pendingLabel={m.auth_setup_confirming()}
        isPending={isPending}
        onSubmit={() => submit([problem], () => onConfirm(code))}
      >
        <CodeField
          label={m.auth_code_from_app()}
          value={code}
          onValueChange={setCode}
          error={shown(problem)}
          disabled={isPending}
        />
      </AuthForm>
    </Flex>
  );
}

/**
 * /auth/setup-2fa: two-factor is required (SPEC §1). Step 1 asks for the password to enable it; step 2
 * shows the QR code of the TOTP URI and the backup codes, then confirms with a first code.
 */
export function SetupTwoFactorView({
  onEnable,
  onConfirm,
  setup = null,
  isPending = false,
  error = null,
}: SetupTwoFactorViewProps) {
  return (
    <AuthCard
      slot="setup-two-factor-view"
      title={m.auth_setup_title()}
      description={setup === null ? m.auth_setup_password_step() : m.auth_setup_confirm_step()}
      error={error}
    >
      {setup === null ? (
        <PasswordStep onEnable={onEnable} isPending={isPending} />
      ) : (
        <ConfirmStep setup={setup} onConfirm={onConfirm} isPending={isPending} />
      )}
    </AuthCard>
  );
}
