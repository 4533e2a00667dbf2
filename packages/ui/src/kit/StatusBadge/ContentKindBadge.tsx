import { Badge, type BadgeProps } from '@radix-ui/themes';

export interface ContentKindBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** Where the record's content comes from: `GDS`, or an airline's `NDC` channel. */
  contentKind: string;
}

/**
 * A record's content kind as a badge: GDS indigo, NDC cyan (the record pages' header and the lists).
 *
 * @example
 * <ContentKindBadge contentKind="NDC" />
 */
export function ContentKindBadge({ contentKind, ...props }: ContentKindBadgeProps) {
  return (
    <Badge
      color={contentKind === 'NDC' ? 'cyan' : 'indigo'}
      variant="soft"
      highContrast
      data-slot="content-kind"
      {...props}
    >
      {contentKind}
    </Badge>
  );
}
