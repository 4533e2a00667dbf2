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
  STOP_OPTION_LABELS,
  STOP_OPTIONS,
  type StopOption,
  TIME_WINDOW_KEYS,
  TIME_WINDOWS,
  type TimeWindow,
} from '@comptoir/flight-domain';
import { Button, Checkbox, CheckboxGroup, Flex, Slider, Text } from '@radix-ui/themes';
import { type Dispatch, memo, type ReactNode, type SetStateAction, useCallback, useMemo } from 'react';

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

interface ChoicesProps<Value extends string | number> {
  values: readonly Value[];
  selected: readonly Value[];
  label: (value: Value) => string;
  onChange: (selected: Value[]) => void;
  parse: (text: string) => Value;
}

function ChoicesGroup<Value extends string | number>({
  values,
  selected,
  label,
  onChange,
  parse,
}: ChoicesProps<Value>) {
  return (
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
  );
}

/**
 * Memoized, as RangeFilter and FareChecks are: with stable callbacks and labels, a filter change re-renders
 * its own group only, not the panel's thirty-odd Radix checkboxes and two sliders.
 */
const Choices = memo(ChoicesGroup) as typeof ChoicesGroup;

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

function FareCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox
          checked={checked}
          onCheckedChange={(state) => {
            onChange(state === true);
          }}
        />
        {label}
      </Flex>
    </Text>
  );
}

const FareChecks = memo(function FareChecks({
  refundableOnly,
  baggageIncludedOnly,
  onChange,
}: Pick<OfferFilters, 'refundableOnly' | 'baggageIncludedOnly'> & {
  onChange: (changes: Partial<OfferFilters>) => void;
}) {
  return (
    <FilterGroup legend="Fare">
      <FareCheck
        label="Refundable"
        checked={refundableOnly}
        onChange={(checked) => {
          onChange({ refundableOnly: checked });
        }}
      />
      <FareCheck
        label="Checked baggage included"
        checked={baggageIncludedOnly}
        onChange={(checked) => {
          onChange({ baggageIncludedOnly: checked });
        }}
      />
    </FilterGroup>
  );
});

const asMoney = (centimes: number) => formatMoney(Math.round(centimes / 100) * 100);
const stopLabel = (stops: StopOption) => STOP_OPTION_LABELS[stops];
const parseStop = (text: string) => Number(text) as StopOption;
const kindLabel = (kind: ContentKind) => kind;
const parseKind = (text: string) => text as ContentKind;
const windowLabel = (window: TimeWindow) => TIME_WINDOWS[window].label;
const parseWindow = (text: string) => text as TimeWindow;
const parseCode = (text: string) => text;

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
  const airlineLabel = useCallback(
    (code: string) => {
      const airline = bounds.airlines.find((candidate) => candidate.code === code);
      return `${airline?.name ?? code} (${String(airline?.count ?? 0)})`;
    },
    [bounds],
  );
  const airlineCodes = useMemo(() => bounds.airlines.map((airline) => airline.code), [bounds]);
  return (
    <Flex direction="column" gap="4" data-slot="offer-results-filters">
      <FilterGroup legend="Stops">
        <Choices<StopOption>
          values={STOP_OPTIONS}
          selected={filters.stops}
          label={stopLabel}
          parse={parseStop}
          onChange={setStops}
        />
      </FilterGroup>
      <RangeFilter
        legend="Price"
        bounds={bounds.price}
        range={filters.price}
        step={10_000}
        format={asMoney}
        onChange={setPrice}
      />
      <RangeFilter
        legend="Duration"
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
      <FilterGroup legend="Content">
        <Choices<ContentKind>
          values={CONTENT_KINDS}
          selected={filters.contentKinds}
          label={kindLabel}
          parse={parseKind}
          onChange={setKinds}
        />
      </FilterGroup>
      <FilterGroup legend="Departure time">
        <Choices<TimeWindow>
          values={TIME_WINDOW_KEYS}
          selected={filters.departureWindows}
          label={windowLabel}
          parse={parseWindow}
          onChange={setDepartures}
        />
      </FilterGroup>
      <FilterGroup legend="Arrival time">
        <Choices<TimeWindow>
          values={TIME_WINDOW_KEYS}
          selected={filters.arrivalWindows}
          label={windowLabel}
          parse={parseWindow}
          onChange={setArrivals}
        />
      </FilterGroup>
      <FilterGroup legend="Airlines">
        <Choices<string>
          values={airlineCodes}
          selected={filters.airlines}
          label={airlineLabel}
          parse={parseCode}
          onChange={setAirlines}
        />
      </FilterGroup>
      <div>
        <Button
          variant="soft"
          color="gray"
          disabled={keepsEveryOffer(filters)}
          onClick={() => {
            onChange(NO_OFFER_FILTERS);
          }}
        >
          Reset filters
        </Button>
      </div>
    </Flex>
  );
});
