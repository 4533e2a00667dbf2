import { LOGO_RULES, logoFileFault, type UploadResult } from '@comptoir/flight-domain';
import { Button, Flex, Progress, Text } from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import { actionFailureMessage } from '../../kit/ConfirmDialog/action-failure-message';
import { m } from '../../i18n/paraglide/messages.js';

/** Sends a file (POST /upload/single, field `image`), telling its progress from 0 to 1. */
export type UploadLogo = (file: File, onProgress: (fraction: number) => void) => Promise<UploadResult>;

export interface LogoUploadFieldProps {
  /** The uploaded logo's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  onUpload: UploadLogo;
  /** Told when an upload starts and ends, so the form waits for it. */
  onUploadingChange: (uploading: boolean) => void;
}

type UploadState =
  { status: 'idle' } | { status: 'uploading'; fraction: number } | { status: 'failed'; message: string };

/**
 * The logo: a picture checked before it is sent (type and size, `logoFileFault`), uploaded at once with
 * its progress shown, then previewed; a refusal, the client's or the upload result's `error`, under it.
 */
export function LogoUploadField({ value, onChange, onUpload, onUploadingChange }: LogoUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function upload(file: File) {
    const fault = logoFileFault(file);
    if (fault !== null) {
      const words = fault === 'type' ? m.org_logo_not_a_picture : m.org_logo_too_large;
      setState({ status: 'failed', message: words({ file: file.name }) });
      return;
    }
    setState({ status: 'uploading', fraction: 0 });
    onUploadingChange(true);
    try {
      const result = await onUpload(file, (fraction) => setState({ status: 'uploading', fraction }));
      if (result.success) {
        onChange(result.url);
        setState({ status: 'idle' });
      } else setState({ status: 'failed', message: result.error });
    } catch (failure) {
      setState({ status: 'failed', message: actionFailureMessage(failure) });
    } finally {
      onUploadingChange(false);
      if (input.current !== null) input.current.value = '';
    }
  }

  return (
    <Flex direction="column" gap="1" data-slot="logo-upload-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {m.org_logo()}
      </Text>
      <Flex align="center" gap="3" wrap="wrap">
        {value === null ? null : (
          <img
            src={value}
            alt={m.org_logo_preview()}
            width={48}
            height={48}
            className="rounded object-contain"
          />
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept={LOGO_RULES.types.join(',')}
          aria-describedby={`${id}-hint ${id}-status`}
          disabled={state.status === 'uploading'}
          className="max-w-full text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file !== undefined) void upload(file);
          }}
        />
        {value === null ? null : (
          <Button type="button" size="1" variant="soft" color="gray" onClick={() => onChange(null)}>
            {m.org_logo_remove()}
          </Button>
        )}
      </Flex>
      <Text id={`${id}-hint`} size="1" color="gray">
        {m.org_logo_hint()}
      </Text>
      <div id={`${id}-status`}>
        {state.status === 'uploading' ? (
          <Flex align="center" gap="2" role="status">
            <Progress
              value={Math.round(state.fraction * 100)}
              max={100}
              aria-label={m.org_logo_upload()}
              className="max-w-48"
            />
            <Text size="1" color="gray">
              {m.org_logo_uploading({ percent: Math.round(state.fraction * 100) })}
            </Text>
          </Flex>
        ) : state.status === 'failed' ? (
          <Text size="1" color="red" role="alert" data-slot="field-error">
            {state.message}
          </Text>
        ) : null}
      </div>
    </Flex>
  );
}
