/** A location the airport search suggests (SPEC §7 `/flight/locations`). */
import { z } from '../zod-mini';

export const locationSuggestionSchema = z.object({
  type: z.enum(['airport', 'city']),
  /** The IATA code of the airport or of the city. */
  value: z.string().check(z.regex(/^[A-Z]{3}$/)),
  name: z.string(),
  city: z.string(),
  countryCode: z.string().check(z.length(2)),
  country: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
