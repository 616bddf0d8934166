import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { TMyGeneralSettings } from '../../../../shared/teams.ts';
import { ApiError } from '../../api/api-error.ts';
import type { TFieldErrors } from '../../api/forms.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { PhotoField } from './PhotoField.tsx';
import { postMultipart } from './post-multipart.ts';
import { TimeZoneField } from './TimeZoneField.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  actions: { display: 'flex' },
});

/**
 * My photo, time zone and notification preference, posted as multipart to /my/settings/general/;
 * field errors show under their fields, success as a message bar, then `onSaved` refetches.
 */
export function MyGeneralForm({ settings, onSaved }: { settings: TMyGeneralSettings; onSaved: () => void }) {
  const state = useLoadedState();
  const styles = useStyles();
  const [timezone, setTimezone] = useState(settings.timezone);
  const options = settings.notification_options;
  const only = options.length === 1 ? options[0] : undefined;
  const [notification, setNotification] = useState(only?.value ?? settings.notification_type);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorFor = (field: string) => errors[field]?.[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    if (errorFor('photo')) return;
    const body = new FormData();
    body.append('timezone', timezone);
    body.append('notification_type', notification);
    if (photo !== null) body.append('photo', photo);
    setPending(true);
    setErrors({});
    try {
      const answer = await postMultipart('/my/settings/general/', body);
      setSaved(answer.message ?? 'Your settings were saved.');
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const message = error instanceof Error ? error.message : 'Something went wrong. Please contact support.';
      setErrors(fields && Object.keys(fields).length > 0 ? fields : { __all__: [message] });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {saved === null ? null : (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{saved}</MessageBarBody>
        </MessageBar>
      )}
      {errorFor('__all__') ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorFor('__all__')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <PhotoField
        name={state.user?.name ?? settings.email}
        photoUrl={settings.photo_url}
        file={photo}
        error={errorFor('photo')}
        onChange={(file, message) => {
          setPhoto(file);
          setErrors(({ photo: _old, ...rest }) => (message === undefined ? rest : { ...rest, photo: [message] }));
        }}
      />
      <TimeZoneField value={timezone} error={errorFor('timezone')} onChange={setTimezone} />
      <Field
        label="Notifications"
        validationMessage={errorFor('notification_type')}
        validationState={errorFor('notification_type') ? 'error' : 'none'}
      >
        <RadioGroup value={notification} onChange={(_event, data) => setNotification(data.value)}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
