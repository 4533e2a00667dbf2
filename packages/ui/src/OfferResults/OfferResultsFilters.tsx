import {
  CONTENT_KINDS,
  type ContentKind,
  formatDurationLabel,
  formatMoney,
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
import { memo, type ReactNode } from 'react';

interface OfferResultsFiltersProps {
  bounds: ReturnType<typeof offerFilterBounds>;
  filters: OfferFilters;
  onChange: (filters: OfferFilters) => void;
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

function Choices<Value extends string | number>({
  values,
  selected,
  label,
  onChange,
  parse,
}: {
  values: readonly Value[];
  selected: readonly Value[];
  label: (value: Value) => string;
  onChange: (selected: Value[]) => void;
  parse: (text: string) => Value;
}) {
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

function RangeFilter({
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
}

const asMoney = (centimes: number) => formatMoney(Math.round(centimes / 100) * 100);

/**
 * The filters of the results panel: stops, validating airlines, departure and arrival parts of the day,
 * price and duration ranges, refundable, baggage included and content kind.
 */
export const OfferResultsFilters = memo(function OfferResultsFilters({
  bounds,
  filters,
  onChange,
}: OfferResultsFiltersProps) {
  const set = (changes: Partial<OfferFilters>) => {
    onChange({ ...filters, ...changes });
  };
  return (
    <Flex direction="column" gap="4" data-slot="offer-results-filters">
      <FilterGroup legend="Stops">
        <Choices<StopOption>
          values={STOP_OPTIONS}
          selected={filters.stops}
          label={(stops) => STOP_OPTION_LABELS[stops]}
          parse={(text) => Number(text) as StopOption}
          onChange={(stops) => {
            set({ stops });
          }}
        />
      </FilterGroup>
      <RangeFilter
        legend="Price"
        bounds={bounds.price}
        range={filters.price}
        step={10_000}
        format={asMoney}
        onChange={(price) => {
          set({ price });
        }}
      />
      <RangeFilter
        legend="Duration"
        bounds={bounds.duration}
        range={filters.duration}
        step={15}
        format={formatDurationLabel}
        onChange={(duration) => {
          set({ duration });
        }}
      />
      <FilterGroup legend="Fare">
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox
              checked={filters.refundableOnly}
              onCheckedChange={(checked) => {
                set({ refundableOnly: checked === true });
              }}
            />
            Refundable
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox
              checked={filters.baggageIncludedOnly}
              onCheckedChange={(checked) => {
                set({ baggageIncludedOnly: checked === true });
              }}
            />
            Checked baggage included
          </Flex>
        </Text>
      </FilterGroup>
      <FilterGroup legend="Content">
        <Choices<ContentKind>
          values={CONTENT_KINDS}
          selected={filters.contentKinds}
          label={(kind) => kind}
          parse={(text) => text as ContentKind}
          onChange={(contentKinds) => {
            set({ contentKinds });
          }}
        />
      </FilterGroup>
      <FilterGroup legend="Departure time">
        <Choices<TimeWindow>
          values={TIME_WINDOW_KEYS}
          selected={filters.departureWindows}
          label={(window) => TIME_WINDOWS[window].label}
          parse={(text) => text as TimeWindow}
          onChange={(departureWindows) => {
            set({ departureWindows });
          }}
        />
      </FilterGroup>
      <FilterGroup legend="Arrival time">
        <Choices<TimeWindow>
          values={TIME_WINDOW_KEYS}
          selected={filters.arrivalWindows}
          label={(window) => TIME_WINDOWS[window].label}
          parse={(text) => text as TimeWindow}
          onChange={(arrivalWindows) => {
            set({ arrivalWindows });
          }}
        />
      </FilterGroup>
      <FilterGroup legend="Airlines">
        <Choices<string>
          values={bounds.airlines.map((airline) => airline.code)}
          selected={filters.airlines}
          label={(code) => {
            const airline = bounds.airlines.find((candidate) => candidate.code === code);
            return `${airline?.name ?? code} (${String(airline?.count ?? 0)})`;
          }}
          parse={(text) => text}
          onChange={(airlines) => {
            set({ airlines });
          }}
        />
      </FilterGroup>
      <div>
        <Button
          variant="soft"
          color="gray"
          disabled={filters === NO_OFFER_FILTERS}
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
