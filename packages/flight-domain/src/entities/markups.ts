/**
 * A markup rule as the backend sends it (SPEC §3 "Markups"): apart from the organizations' and members'
 * schemas, as the members and organizations pages read those without the markups' criteria and rules.
 */
import { z } from '../zod-mini';
import { markupCriteriaShape } from '../markup-rules';
import { timestampSchema } from './common';

export const markupSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  /** Percent for `percentage`, decimal MAD per passenger for `fixed`. */
  value: z.number().check(z.gte(0)),
  ...markupCriteriaShape,
  active: z.boolean(),
  createdAt: timestampSchema,
});
export type MarkupRule = z.infer<typeof markupSchema>;
