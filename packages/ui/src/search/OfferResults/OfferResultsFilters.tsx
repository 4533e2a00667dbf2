import {
  CONTENT_KINDS,
  type ContentKind,
  formatDurationLabel,
  formatMoney,
  keepsEveryOffer,
  NO_OFFER_FILTERS,
  type NumberRange,
  type OfferFilters,
  type offerFilterBounds,
  STOP_OPTIONS,
  type StopOption,
  TIME_WINDOW_KEYS,
  type TimeWindow,
} from '@comptoir/flight-domain';
import { Button, CheckboxGroup, Flex, Slider, Text } from '@radix-ui/themes';
import { type Dispatch, memo, type ReactNode, type SetStateAction, useCallback, useMemo } from 'react';
import { CheckboxField } from '../../kit/FormFields/CheckboxField';
import { m } from '../../i18n/paraglide/messages.js';
import { STOP_OPTION_WORDS, TIME_WINDOW_WORDS } from '../../i18n/offer-labels';

interface OfferResultsFiltersProps {
  bounds: ReturnType<typeof offerFilterBounds>;
  filters: OfferFilters;
  /** The filters' state setter: each group updates its own field of the latest filters. */
  onChange: Dispatch<SetStateAction<OfferFilters>>;
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset data-slot="offer-filter" className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className="mb-1 p-0">
        <Text size="2" weight="bold">
          {legend}
        </Text>
      </legend>
      {children}
    </fieldset>
  );
}

/** The values of one checkbox filter: which are offered, each one's label, and a checkbox value read back. */
interface ChoiceSet<Value extends string | number> {
  values: readonly Value[];
  label: (value: Value) => string;
  parse: (text: string) => Value;
}

interface ChoiceFilterProps<Value extends string | number> {
  legend: string;
  choices: ChoiceSet<Value>;
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
}

function ChoiceFilterGroup<Value extends string | number>({
  legend,
  choices: { values, label, parse },
  selected,
  onChange,
}: ChoiceFilterProps<Value>) {
  return (
    <FilterGroup legend={legend}>
      <CheckboxGroup.Root
        size="2"
        value={selected.map(String)}
        onValueChange={(next) => {
          onChange(next.map(parse));
        }}
      >
        {values.map((value) => (
          <CheckboxGroup.Item key={value} value={String(value)}>
            {label(value)}
          </CheckboxGroup.Item>
        ))}
      </CheckboxGroup.Root>
    </FilterGroup>
  );
}

/**
 * A filter that is a group of checkboxes (stops, content, parts of the day, airlines). Memoized, as
 * RangeFilter and FareChecks are: with stable callbacks and choice sets, a filter change re-renders its own
 * group only, not the panel's thirty-odd Radix checkboxes and two sliders.
 */
const ChoiceFilter = memo(ChoiceFilterGroup) as typeof ChoiceFilterGroup;

const RangeFilter = memo(function RangeFilter({
  legend,
  bounds,
  range,
  step,
  format,
  onChange,
}: {
  legend: string;
  bounds: NumberRange;
  range: NumberRange | null;
  step: number;
  format: (value: number) => string;
  onChange: (range: NumberRange | null) => void;
}) {
  const current = range ?? bounds;
  const min = Math.floor(bounds.min / step) * step;
  const max = Math.ceil(bounds.max / step) * step;
  return (
    <FilterGroup legend={legend}>
      <Text size="1" color="gray" data-slot="range-value">
        {format(Math.max(current.min, bounds.min))} – {format(Math.min(current.max, bounds.max))}
      </Text>
      <Slider
        size="1"
        min={min}
        max={max === min ? min + step : max}
        step={step}
        minStepsBetweenThumbs={0}
        value={[Math.max(current.min, min), Math.min(current.max, max)]}
        disabled={bounds.min === bounds.max}
        onValueChange={([low = min, high = max]) => {
          if (low <= min && high >= max) {
            onChange(null);
            return;
          }
          // Thumbs sit on the step grid; the range itself stays within the real bounds.
          const clamp = (value: number) => Math.min(Math.max(value, bounds.min), bounds.max);
          onChange({ min: clamp(low), max: clamp(high) });
        }}
      />
    </FilterGroup>
  );
});

const FareChecks = memo(function FareChecks({
  refundableOnly,
  baggageIncludedOnly,
  onChange,
}: Pick<OfferFilters, 'refundableOnly' | 'baggageIncludedOnly'> & {
  onChange: (changes: Partial<OfferFilters>) => void;
}) {
  return (
    <FilterGroup legend={m.results_filter_fare()}>
      <CheckboxField
        checked={refundableOnly}
        onCheckedChange={(checked) => {
          onChange({ refundableOnly: checked });
        }}
      >
        {m.results_refundable()}
      </CheckboxField>
      <CheckboxField
        checked={baggageIncludedOnly}
        onCheckedChange={(checked) => {
          onChange({ baggageIncludedOnly: checked });
        }}
      >
        {m.results_filter_baggage()}
      </CheckboxField>
    </FilterGroup>
  );
});

const asMoney = (centimes: number) => formatMoney(Math.round(centimes / 100) * 100);
const STOP_CHOICES: ChoiceSet<StopOption> = {
  values: STOP_OPTIONS,
  label: (stops) => STOP_OPTION_WORDS[stops](),
  parse: (text) => Number(text) as StopOption,
};
const KIND_CHOICES: ChoiceSet<ContentKind> = {
  values: CONTENT_KINDS,
  label: (kind) => kind,
  parse: (text) => text as ContentKind,
};
const WINDOW_CHOICES: ChoiceSet<TimeWindow> = {
  values: TIME_WINDOW_KEYS,
  label: (window) => TIME_WINDOW_WORDS[window](),
  parse: (text) => text as TimeWindow,
};

/**
 * The filters of the results panel: stops, validating airlines, departure and arrival parts of the day,
 * price and duration ranges, refundable, baggage included and content kind.
 */
export const OfferResultsFilters = memo(function OfferResultsFilters({
  bounds,
  filters,
  onChange,
}: OfferResultsFiltersProps) {
  // One stable setter for the whole panel: it changes fields of the latest filters, not of a render's.
  const set = useCallback(
    (changes: Partial<OfferFilters>) => {
      onChange((current) => ({ ...current, ...changes }));
    },
    [onChange],
  );
  const setStops = useCallback((stops: StopOption[]) => set({ stops }), [set]);
  const setPrice = useCallback((price: NumberRange | null) => set({ price }), [set]);
  const setDuration = useCallback((duration: NumberRange | null) => set({ duration }), [set]);
  const setKinds = useCallback((contentKinds: ContentKind[]) => set({ contentKinds }), [set]);
  const setDepartures = useCallback((departureWindows: TimeWindow[]) => set({ departureWindows }), [set]);
  const setArrivals = useCallback((arrivalWindows: TimeWindow[]) => set({ arrivalWindows }), [set]);
  const setAirlines = useCallback((airlines: string[]) => set({ airlines }), [set]);
  const airlineChoices = useMemo<ChoiceSet<string>>(
    () => ({
      values: bounds.airlines.map((airline) => airline.code),
      label: (code) => {
        const airline = bounds.airlines.find((candidate) => candidate.code === code);
        return `${airline?.name ?? code} (${String(airline?.count ?? 0)})`;
      },
      parse: (text) => text,
    }),
    [bounds],
  );
  return (
    <Flex direction="column" gap="4" data-slot="offer-results-filters">
      <ChoiceFilter
        legend={m.results_filter_stops()}
        choices={STOP_CHOICES}
        selected={filters.stops}
        onChange={setStops}
      />
      <RangeFilter
        legend={m.results_price()}
        bounds={bounds.price}
        range={filters.price}
        step={10_000}
        format={asMoney}
        onChange={setPrice}
      />
      <RangeFilter
        legend={m.results_duration()}
        bounds={bounds.duration}
        range={filters.duration}
        step={15}
        format={formatDurationLabel}
        onChange={setDuration}
      />
      <FareChecks
        refundableOnly={filters.refundableOnly}
        baggageIncludedOnly={filters.baggageIncludedOnly}
        onChange={set}
      />
      <ChoiceFilter
        legend={m.results_filter_content()}
        choices={KIND_CHOICES}
        selected={filters.contentKinds}
        onChange={setKinds}
      />
      <ChoiceFilter
        legend={m.results_filter_departure_time()}
        choices={WINDOW_CHOICES}
        selected={filters.departureWindows}
        onChange={setDepartures}
      />
      <ChoiceFilter
        legend={m.results_filter_arrival_time()}
        choices={WINDOW_CHOICES}
        selected={filters.arrivalWindows}
        onChange={setArrivals}
      />
      <ChoiceFilter
        legend={m.results_filter_airlines()}
        choices={airlineChoices}
        selected={filters.airlines}
        onChange={setAirlines}
      />
      <div>
        <Button
          variant="soft"
          color="gray"
          disabled={keepsEveryOffer(filters)}
          onClick={() => {
            onChange(NO_OFFER_FILTERS);
          }}
        >
          {m.results_reset_filters()}
        </Button>
      </div>
    </Flex>
  );
});
