import { MULTI_CITY, type MultiCitySearch, multiCitySearchSchema } from '@comptoir/flight-domain';
import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { CloseIcon } from '../../kit/icons/icons';
import { type SearchFormProps, SearchFormFrame } from './SearchFormFrame';
import { LegFields } from '../../kit/AirportCombobox/LegFields';
import { addLeg, legChanges, legSearchInput, type MultiCitySearchDraft, removeLeg } from './search-draft';
import { m } from '../../i18n/paraglide/messages.js';

export type MultiCitySearchFormProps = SearchFormProps<MultiCitySearchDraft, MultiCitySearch>;

/** Stable keys for the legs, so that removing one keeps what was typed in the others. */
function useLegKeys(count: number) {
  const [legKeys, setLegKeys] = useState(() => ({
    keys: Array.from({ length: count }, (_, index) => index),
    next: count,
  }));
  // Legs replaced from outside (a restored draft): one key per leg again.
  if (legKeys.keys.length !== count) {
    const keys = Array.from({ length: count }, (_, index) => legKeys.keys[index] ?? legKeys.next + index);
    setLegKeys({ keys, next: legKeys.next + count });
    return { keys, setLegKeys };
  }
  return { keys: legKeys.keys, setLegKeys };
}

/**
 * The multi-city search: 2 to 5 flights (SPEC §5), each with from, to and date, added and removed within
 * those bounds, plus the common fields; validated with flight-domain's `multiCitySearchSchema`.
 *
 * @example
 * <MultiCitySearchForm value={draft} onChange={setDraft} onSubmit={search} loadLocations={load} />
 */
export function MultiCitySearchForm({ value, loadLocations, ...form }: MultiCitySearchFormProps) {
  const { keys, setLegKeys } = useLegKeys(value.destinations.length);
  const legs = value.destinations;
  const canAdd = legs.length < MULTI_CITY.maxDestinations;
  const canRemove = legs.length > MULTI_CITY.minDestinations;
  return (
    <SearchFormFrame
      {...form}
      value={value}
      label={m.search_form_multi_city()}
      tripType="multi-city"
      schema={multiCitySearchSchema}
      fields={{ destinations: legs.map(legSearchInput) }}
    >
      {({ errors, patch }) => (
        <Flex direction="column" gap="3">
          {legs.map((leg, index) => (
            <fieldset key={keys[index]} data-slot="search-leg" className="relative m-0 min-w-0 border-0 p-0">
              <legend className="mb-2 p-0">
                <Text size="2" weight="bold">
                  {m.search_flight_number({ number: index + 1 })}
                </Text>
              </legend>
              <IconButton
                type="button"
                variant="ghost"
                color="gray"
                className="absolute! top-0 right-1"
                aria-label={m.search_remove_flight({ number: index + 1 })}
                disabled={!canRemove}
                onClick={() => {
                  setLegKeys((current) => ({
                    ...current,
                    keys: current.keys.filter((_, at) => at !== index),
                  }));
                  patch(removeLeg(index));
                }}
              >
                <CloseIcon />
              </IconButton>
              <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_1fr_12rem]">
                <LegFields
                  leg={leg}
                  onChange={(changes) => {
                    patch(legChanges(index, changes));
                  }}
                  errors={errors}
                  errorPrefix={`destinations.${String(index)}.`}
                  loadLocations={loadLocations}
                  dateLabel={m.search_date()}
                />
              </div>
            </fieldset>
          ))}
          <Flex align="center" gap="3" wrap="wrap">
            <Button
              type="button"
              variant="soft"
              disabled={!canAdd}
              onClick={() => {
                setLegKeys((current) => ({ keys: [...current.keys, current.next], next: current.next + 1 }));
                patch(addLeg);
              }}
            >
              {m.search_add_flight()}
            </Button>
            <Text size="1" color="gray">
              {m.search_flight_count({
                count: legs.length,
                min: MULTI_CITY.minDestinations,
                max: MULTI_CITY.maxDestinations,
              })}
            </Text>
          </Flex>
          {errors.destinations === undefined ? null : (
            <Text data-slot="field-error" size="2" color="red" role="alert">
              {errors.destinations}
            </Text>
          )}
        </Flex>
      )}
    </SearchFormFrame>
  );
}
