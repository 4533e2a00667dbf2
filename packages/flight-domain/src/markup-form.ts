/**
 * The markup rule form (SPEC §7 POST /markup, PUT /markup/{id}): what an admin types, read into the
 * rule's body with a message per field in error. Values are typed in French format ("1,5" %, "75" MAD).
 */
import { markupBodySchema, type MarkupBody } from './back-office';
import type { CabinClass, TripType } from './enumerations';
import { parseFrenchAmount } from './french-amount';
import type { MarkupRule } from './entities/markups';
import type { MARKUP_CONTENT_KINDS } from './markup-rules';

/**
 * The form as typed: text fields kept as written, so that nothing typed is lost; '' is "any".
 *
 * @example
 * const draft: MarkupDraft = { ...EMPTY_MARKUP_DRAFT, name: 'NDC 5 %', value: '5', contentKind: 'NDC' };
 */
export interface MarkupDraft {
  name: string;
  kind: 'percentage' | 'fixed';
  value: string;
  contentKind: (typeof MARKUP_CONTENT_KINDS)[number];
  airline: string;
  cabin: CabinClass | '';
  tripType: TripType | '';
  priority: string;
  active: boolean;
}

/** A new rule: a percentage on all content, any airline, cabin and trip, priority 0, active. */
export const EMPTY_MARKUP_DRAFT: MarkupDraft = {
  name: '',
  kind: 'percentage',
  value: '',
  contentKind: 'ALL',
  airline: '',
  cabin: '',
  tripType: '',
  priority: '0',
  active: true,
};

/**
 * The form of an existing rule, to edit it.
 *
 * @example
 * markupDraftOf(rule).value // '1,5' for a 1.5 % rule
 */
export function markupDraftOf(rule: MarkupRule): MarkupDraft {
  return {
    name: rule.name,
    kind: rule.kind,
    value: String(rule.value).replace('.', ','),
    contentKind: rule.contentKind,
    airline: rule.airline ?? '',
    cabin: rule.cabin ?? '',
    tripType: rule.tripType ?? '',
    priority: String(rule.priority),
    active: rule.active,
  };
}

/** A message per field of the form. */
export type MarkupDraftErrors = Partial<Record<keyof MarkupDraft, string>>;

/** The message of a priority that is not a whole number. */
export const PRIORITY_MESSAGE = 'The priority is a whole number from 0 to 100';

/**
 * Reads the form into the body of POST /markup for an organization, or says what is wrong per field.
 *
 * @example
 * checkMarkupDraft({ ...EMPTY_MARKUP_DRAFT, name: 'NDC', value: '5', contentKind: 'NDC' }, 'org_marrakech')
 * // { ok: true, body: { organizationId: 'org_marrakech', name: 'NDC', kind: 'percentage', value: 5, contentKind: 'NDC', priority: 0, active: true } }
 */
export function checkMarkupDraft(
  draft: MarkupDraft,
  organizationId: string,
): { ok: true; body: MarkupBody } | { ok: false; errors: MarkupDraftErrors } {
  const errors: MarkupDraftErrors = {};
  const value = parseFrenchAmount(draft.value);
  if (!value.ok) errors.value = value.message;
  const priorityText = draft.priority.trim();
  const priority = /^\d{1,3}$/.test(priorityText) ? Number(priorityText) : Number.NaN;
  if (Number.isNaN(priority)) errors.priority = PRIORITY_MESSAGE;
  const parsed = markupBodySchema.safeParse({
    organizationId,
    name: draft.name,
    kind: draft.kind,
    value: value.ok ? value.centimes / 100 : 0,
    contentKind: draft.contentKind,
    ...(draft.airline.trim() === '' ? {} : { airline: draft.airline }),
    ...(draft.cabin === '' ? {} : { cabin: draft.cabin }),
    ...(draft.tripType === '' ? {} : { tripType: draft.tripType }),
    priority: Number.isNaN(priority) ? 0 : priority,
    active: draft.active,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in draft && errors[field as keyof MarkupDraft] === undefined)
        errors[field as keyof MarkupDraft] = issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/**
 * What a rule adds, as staff read it: `5 %` or `75,00 MAD per passenger`.
 *
 * @example
 * markupValueLabel({ kind: 'percentage', value: 1.5 }) // '1,5 %'
 */
export function markupValueLabel(rule: Pick<MarkupRule, 'kind' | 'value'>): string {
  const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
  return rule.kind === 'percentage'
    ? `${number.format(rule.value)}\u00A0%`
    : `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rule.value)}\u00A0MAD per passenger`;
}
