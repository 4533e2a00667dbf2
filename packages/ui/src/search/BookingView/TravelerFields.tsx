import { TRAVELER_TITLES, type BookingDraftErrors, type TravelerDraft } from '@comptoir/flight-domain';
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { DateField } from '../../kit/FormFields/DateField';
import { m } from '../../i18n/paraglide/messages.js';

const NO_TITLE = 'none';
const DOCUMENT_TYPES = { passport: m.booking_passport, 'national-id': m.booking_national_id } as const;

const TITLE_OPTIONS = [
  { value: NO_TITLE, label: '—' },
  ...TRAVELER_TITLES.map((title) => ({ value: title, label: title })),
] as const;
const documentOptions = () =>
  Object.entries(DOCUMENT_TYPES).map(([value, label]) => ({
    value: value as keyof typeof DOCUMENT_TYPES,
    label: label(),
  }));

type TextFieldName = 'firstName' | 'lastName' | 'documentNumber' | 'nationality';
type DateFieldName = 'birthDate' | 'documentExpiresOn';

interface TravelerFieldsProps {
  /** e.g. "Adult 1". */
  heading: string;
  traveler: TravelerDraft;
  /** The form's messages by path; this block reads those under `errorPrefix`. */
  errors: BookingDraftErrors;
  errorPrefix: string;
  documentsRequired: boolean;
  /** Called with the fields that changed, merged by the form into the traveler as it is then. */
  onChange: (changes: Partial<TravelerDraft>) => void;
}

/** One traveler's block of the booking form: title, names, date of birth and travel document. */
export function TravelerFields({
  heading,
  traveler,
  errors,
  errorPrefix,
  documentsRequired,
  onChange,
}: TravelerFieldsProps) {
  const headingId = useId();
  const set = <Field extends keyof TravelerDraft>(field: Field, value: TravelerDraft[Field]) => {
    const changes: Partial<TravelerDraft> = {};
    changes[field] = value;
    onChange(changes);
  };
  const error = (path: string) => errors[`${errorPrefix}.${path}`];
  // One traveler field bound to its value, its change and its message (read at `errorPath` under the prefix).
  const textField = (
    field: TextFieldName,
    label: string,
    errorPath: string,
    input?: Pick<ComponentProps<typeof TextInputField>, 'maxLength' | 'placeholder'>,
  ) => (
    <TextInputField
      size="2"
      label={label}
      {...input}
      value={traveler[field]}
      onValueChange={(value) => set(field, value)}
      error={error(errorPath)}
    />
  );
  const dateField = (field: DateFieldName, label: string, errorPath: string) => (
    <DateField
      label={label}
      value={traveler[field]}
      onChange={(value) => set(field, value)}
      error={error(errorPath)}
    />
  );
  return (
    <Card asChild>
      <fieldset aria-labelledby={headingId} data-slot="traveler-fields">
        <Flex direction="column" gap="3">
          <Heading as="h3" size="3" id={headingId}>
            {heading}
          </Heading>
          <Grid columns={{ initial: '1', sm: '6rem 1fr 1fr 10rem' }} gap="3" align="start">
            <SelectField
              label={m.booking_title_field()}
              value={traveler.title === '' ? NO_TITLE : traveler.title}
              options={TITLE_OPTIONS}
              onChange={(title) => set('title', title === NO_TITLE ? '' : title)}
            />
            {textField('firstName', m.booking_first_name(), 'firstName')}
            {textField('lastName', m.booking_last_name(), 'lastName')}
            {dateField('birthDate', m.booking_birth_date(), 'birthDate')}
          </Grid>
          <Text size="2" weight="medium" color="gray">
            {documentsRequired ? m.booking_document() : m.booking_document_optional()}
          </Text>
          <Grid columns={{ initial: '1', sm: '14rem 1fr 8rem 10rem' }} gap="3" align="start">
            <SelectField
              label={m.booking_document_type()}
              value={traveler.documentType}
              options={documentOptions()}
              onChange={(documentType) => set('documentType', documentType)}
            />
            {textField('documentNumber', m.booking_document_number(), 'document.number')}
            {textField('nationality', m.booking_nationality(), 'document.nationality', {
              maxLength: 2,
              placeholder: 'MA',
            })}
            {dateField('documentExpiresOn', m.booking_expires_on(), 'document.expiresOn')}
          </Grid>
        </Flex>
      </fieldset>
    </Card>
  );
}
