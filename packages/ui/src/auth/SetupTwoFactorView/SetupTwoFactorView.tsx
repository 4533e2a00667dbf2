import { Box, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { AuthCard } from '../AuthCard';
import { codeError, passwordError } from '../auth-form-rules';
import { CodeField } from '../code-field';
import { AuthForm, CurrentPasswordField, useCheckedSubmit } from '../fields';

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
      label="Enable two-factor"
      submitLabel="Continue"
      pendingLabel="Enabling…"
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
          <QRCodeSVG
            value={setup.totpUri}
            size={176}
            role="img"
            aria-label="QR code for your authenticator app"
          />
        </Box>
        {secret === null ? null : (
          <Text size="2" color="gray" align="center">
            Or enter this key: <Code data-slot="totp-secret">{secret}</Code>
          </Text>
        )}
      </Flex>
      <Box>
        <Heading as="h2" size="3" mb="1">
          Backup codes
        </Heading>
        <Text as="p" size="2" color="gray" mb="2">
          Keep them somewhere safe: each one signs you in once if you lose your phone.
        </Text>
        <Box asChild className="grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm">
          <ul aria-label="Backup codes" data-slot="backup-codes">
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
        </Box>
      </Box>
      <AuthForm
        label="Confirm two-factor"
        submitLabel="Confirm and finish"
        pendingLabel="Confirming…"
        isPending={isPending}
        onSubmit={() => submit([problem], () => onConfirm(code))}
      >
        <CodeField
          label="Code from your authenticator app"
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
      title="Set up two-factor authentication"
      description={
        setup === null
          ? 'Your account needs a second factor. Enter your password to start.'
          : 'Scan the QR code with your authenticator app, save the backup codes, then enter a code.'
      }
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
