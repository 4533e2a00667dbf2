/**
 * An organization's details as its page opens them (`GET /organization/{id}/details`): apart from the
 * organizations' and members' schemas, as its balance is an amount, which the members page does not decode.
 */
import { z } from '../zod-mini';
import { markupSchema } from './markups';
import { memberSchema, organizationSchema } from './organizations';
import { amountSchema } from './prices';

export const organizationDetailsSchema = z.object({
  organization: organizationSchema,
  members: z.array(memberSchema),
  balance: amountSchema,
  markups: z.array(markupSchema),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;
