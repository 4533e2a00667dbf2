/**
 * The search parameters of the low-cost plugin's support pages (SPEC §2), here rather than in the
 * plugin: route files validate them outside the plugin's code-split chunks, and a build without the
 * plugin holds none of its code. A value that cannot be is dropped, not refused, so a mistyped link
 * still opens the page.
 */
import { z } from './zod-mini';
import { droppedWhenInvalid } from './list-query';

/** Six letters or digits: the low-cost airline's booking reference, in either case. */
const reference = droppedWhenInvalid(z.string().check(z.regex(/^[A-Za-z0-9]{6}$/)));

/**
 * `/low-cost/support?reference=QX4T7M`: the booking a new support request starts with.
 *
 * @example
 * lowCostSupportSearchSchema.parse({ reference: 'QX4T7M' }) // { reference: 'QX4T7M' }
 * lowCostSupportSearchSchema.parse({ reference: 'nope' }) // { reference: undefined }
 */
export const lowCostSupportSearchSchema = z.object({ reference });

/**
 * `/low-cost/xml-support?reference&date&search&page&message`: which XML messages show, and the opened one.
 *
 * @example
 * lowCostXmlSupportSearchSchema.parse({ date: '2026-11-20', page: 0 }) // { date: '2026-11-20', page: undefined, … }
 */
export const lowCostXmlSupportSearchSchema = z.object({
  reference,
  date: droppedWhenInvalid(z.iso.date()),
  search: droppedWhenInvalid(z.string().check(z.trim(), z.minLength(1))),
  page: droppedWhenInvalid(z.number().check(z.int(), z.minimum(1))),
  message: droppedWhenInvalid(z.string().check(z.minLength(1))),
});
export type LowCostXmlSupportSearch = z.output<typeof lowCostXmlSupportSearchSchema>;

/**
 * The list an XML support link shows: its filters and page, without the opened message (opening one
 * does not load the list again).
 *
 * @example
 * lowCostXmlSupportList({ reference: undefined, date: '2026-11-20', search: undefined, page: 2, message: 'x1' })
 * // { reference: undefined, date: '2026-11-20', search: undefined, page: 2 }
 */
export function lowCostXmlSupportList(search: LowCostXmlSupportSearch) {
  return { reference: search.reference, date: search.date, search: search.search, page: search.page };
}
