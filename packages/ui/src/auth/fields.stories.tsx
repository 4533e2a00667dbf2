import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CodeField } from './code-field';
import { AuthForm, Field, useCheckedSubmit } from './fields';

interface FieldsDemoProps {
  /** The code field's message, as a form would pass it. */
  codeError?: string | null;
  disabled?: boolean;
  isPending?: boolean;
  onComplete: () => void;
  onSend: (values: { email: string; code: string }) => void;
}

/**
 * The auth pages' parts together, as a page uses them: a text field and a code field in an AuthForm whose
 * checks follow `useCheckedSubmit` (no message before the first attempt).
 */
function FieldsDemo({
  codeError = null,
  disabled = false,
  isPending = false,
  onComplete,
  onSend,
}: FieldsDemoProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const { shown, submit } = useCheckedSubmit(isPending);
  const emailProblem = email.includes('@') ? null : 'Enter an e-mail address.';
  const codeProblem = code.length === 6 ? null : 'Enter the 6-digit code.';
  return (
    <div className="max-w-[420px] p-4">
      <AuthForm
        label="Demo form"
        submitLabel="Continue"
        pendingLabel="Checking…"
        isPending={isPending}
        onSubmit={() => {
          submit([emailProblem, codeProblem], () => {
            onSend({ email, code });
          });
        }}
      >
        <Field label="E-mail" value={email} onValueChange={setEmail} error={shown(emailProblem)} />
        <CodeField
          label="Code"
          value={code}
          onValueChange={setCode}
          error={codeError ?? shown(codeProblem)}
          disabled={disabled}
          onComplete={onComplete}
        />
      </AuthForm>
    </div>
  );
}

const meta = {
  title: 'Auth/Fields',
  component: FieldsDemo,
  parameters: { layout: 'padded' },
  args: { onComplete: fn(), onSend: fn() },
} satisfies Meta<typeof FieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One box per digit; letters are refused; the sixth digit calls `onComplete`. */
export const TypesACode: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByLabelText('Code');
    await userEvent.type(input, '12a345');
    await expect(input).toHaveValue('12345');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    const digits = [...canvasElement.querySelectorAll('[data-slot="code-digit"]')];
    await expect(digits.map((digit) => digit.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
  },
};

/** No message before the first attempt; then each check's message, kept with what was typed; sent once all pass. */
export const ChecksOnSubmit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByText('Enter an e-mail address.')).toBeNull();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'amina');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter an e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code.')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('amina');
    await expect(canvas.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('E-mail'), '@example.com');
    await userEvent.type(canvas.getByLabelText('Code'), '654321');
    await expect(canvas.queryByText('Enter an e-mail address.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSend).toHaveBeenCalledWith({ email: 'amina@example.com', code: '654321' });
  },
};

/** The server's message on the code, tied to its input. */
export const CodeError: Story = {
  args: { codeError: 'This code has expired.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Code');
    await expect(canvas.getByText('This code has expired.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This code has expired.');
  },
};

/** While the call is under way: the button waits with its pending text and sends nothing more. */
export const Pending: Story = {
  args: { isPending: true, disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Code')).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
