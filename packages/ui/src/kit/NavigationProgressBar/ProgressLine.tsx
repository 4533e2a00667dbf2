import { Progress } from '@radix-ui/themes';

/** The navigation's bar: Radix's indeterminate progress, thin and square, named for assistive technology. */
export default function ProgressLine({ label }: { label: string }) {
  return <Progress size="1" radius="none" variant="soft" aria-label={label} />;
}
