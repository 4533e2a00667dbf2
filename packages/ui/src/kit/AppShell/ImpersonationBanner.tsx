import { Button, Callout, Flex } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';

interface ImpersonationBannerProps {
  userName: string;
  onStopImpersonating: () => void;
}

/** Says, above everything, that an admin is acting as someone else, with the way back. */
export function ImpersonationBanner({ userName, onStopImpersonating }: ImpersonationBannerProps) {
  return (
    <Callout.Root
      color="amber"
      highContrast
      size="1"
      role="status"
      data-slot="impersonation-banner"
      className="rounded-none"
    >
      <Flex align="center" justify="between" gap="3" wrap="wrap" className="col-span-full">
        <Callout.Text>
          {m.shell_impersonating()} <strong>{userName}</strong>. {m.shell_impersonating_consequence()}
        </Callout.Text>
        <Button size="1" color="amber" highContrast variant="soft" onClick={onStopImpersonating}>
          {m.shell_stop_impersonating()}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
