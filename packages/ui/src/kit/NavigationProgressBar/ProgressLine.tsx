import { Progress } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The navigation's bar: Radix's indeterminate progress, thin and square, named for assistive technology
 * (by default in the interface's language, a message that comes with the bar rather than with the app).
 */
export default function ProgressLine({ label = m.kit_loading_page() }: { label?: string | undefined }) {
  return <Progress size="1" radius="none" variant="soft" aria-label={label} />;
}
