import {
  DISABILITY_SSR_CODES,
  disabilityRequestSchema,
  type DisabilityRequest,
  type SpecialService,
  type Traveler,
} from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { FormStack } from '../../kit/FormFields/FormStack';
import { useRecordAction } from '../RecordSections/use-record-action';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';
import { specialServiceWords } from '../../i18n/special-service-words';

type DisabilityCode = DisabilityRequest['code'];

export interface DisabilityEditorProps {
  /** The reservation's travelers: the request is for one of them. */
  travelers: readonly Traveler[];
  /** The special services already on the reservation, so that a request is not made twice. Default: none. */
  specialServices?: readonly SpecialService[];
  /**
   * Adds the request (`POST disability/{workbenchID}/add`). A rejection keeps everything typed and
   * shows its message.
   */
  onAdd: (request: DisabilityRequest) => Promise<void>;
  /** Whether editing is off (no workbench open, or it is being committed or ignored). Default `false`. */
  disabled?: boolean;
}

/** The longest remark the airline takes (the body schema's limit). */
const REMARK_MAX_LENGTH = 70;

const codeOptions = () =>
  (Object.keys(DISABILITY_SSR_CODES) as DisabilityCode[]).map((code) => ({
    value: code,
    label: `${code} · ${specialServiceWords(code) ?? DISABILITY_SSR_CODES[code]}`,
  }));

const DEFAULT_CODE: DisabilityCode = 'WCHR';

const requestSchema = disabilityRequestSchema;

/**
 * Requests assistance for a traveler: a disability special service request (IATA SSR code such as
 * WCHR, WCHC, BLND or DEAF, chosen from a labelled list) with an optional remark for the airline. The
 * remark is checked against the body schema's limit, and a code the traveler already has is refused,
 * both with a message under the field; after a success the code and remark start afresh.
 *
 * @example
 * <DisabilityEditor travelers={reservation.travelers} specialServices={reservation.specialServices} onAdd={add} />
 */
export function DisabilityEditor({
  travelers,
  specialServices = [],
  onAdd,
  disabled = false,
}: DisabilityEditorProps) {
  const [travelerId, setTravelerId] = useState(travelers[0]?.id ?? '');
  const [code, setCode] = useState<DisabilityCode>(DEFAULT_CODE);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ code?: string; remark?: string }>({});
  const { running, error, runFromButton } = useRecordAction<'add'>();
  const inactive = disabled || running !== null;

  const travelerOptions = travelers.map((traveler) => ({
    value: traveler.id,
    label: `${traveler.firstName} ${traveler.lastName}`,
  }));

  function submit() {
    if (inactive) return;
    const traveler = travelers.find((candidate) => candidate.id === travelerId);
    const trimmed = remark.trim();
    const parsed = requestSchema.safeParse(
      { travelerId, code, ...(trimmed === '' ? {} : { remark: trimmed }) },
      {
        error: (issue) =>
          issue.path?.[0] === 'remark'
            ? m.editor_disability_remark_too_long({ max: REMARK_MAX_LENGTH })
            : undefined,
      },
    );
    const duplicate = specialServices.some(
      (service) =>
        service.kind === 'disability' && service.travelerId === travelerId && service.code === code,
    );
    const next = {
      ...(duplicate && traveler !== undefined
        ? {
            code: m.editor_disability_duplicate({ name: `${traveler.firstName} ${traveler.lastName}`, code }),
          }
        : {}),
      ...(parsed.success
        ? {}
        : { remark: parsed.error.issues.find((issue) => issue.path[0] === 'remark')?.message }),
    };
    setErrors(next);
    if (!parsed.success || duplicate) return;
    const request = parsed.data;
    runFromButton('add', async () => {
      await onAdd(request);
      setCode(DEFAULT_CODE);
      setRemark('');
    });
  }

  return (
    <RecordSection title={m.editor_disability_title()} slot="disability-editor">
      <FormStack label={m.editor_disability_title()} gap="3" onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={m.editor_traveler()}
            value={travelerId}
            options={travelerOptions}
            onChange={setTravelerId}
            disabled={inactive}
          />
          <Flex direction="column" gap="1">
            <SelectField
              label={m.editor_disability_assistance()}
              value={code}
              options={codeOptions()}
              onChange={(next) => {
                setCode(next);
                setErrors((current) => ({ ...current, code: undefined }));
              }}
              disabled={inactive}
            />
            {errors.code === undefined ? null : (
              <Text size="1" color="red" data-slot="field-error" role="alert">
                {errors.code}
              </Text>
            )}
          </Flex>
        </div>
        <TextInputField
          label={m.editor_disability_remark()}
          hint={m.editor_disability_remark_hint({ max: REMARK_MAX_LENGTH })}
          value={remark}
          onValueChange={(next) => {
            setRemark(next);
            setErrors((current) => ({ ...current, remark: undefined }));
          }}
          error={errors.remark}
          disabled={inactive}
        />
        <ErrorCallout message={error} size="1" />
        <Flex justify="end">
          <Button type="submit" disabled={disabled} loading={running === 'add'}>
            {m.editor_disability_add()}
          </Button>
        </Flex>
      </FormStack>
    </RecordSection>
  );
}
