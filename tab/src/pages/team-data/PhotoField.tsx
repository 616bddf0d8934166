import { Avatar, Field, makeStyles, tokens } from '@fluentui/react-components';
import { type ChangeEvent, useEffect, useState } from 'react';
import { PHOTO_RULES } from '../../../../shared/teams.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

const useStyles = makeStyles({ row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL } });

export interface TPhotoFieldProps {
  name: string;
  photoUrl: string | null;
  file: File | null;
  error: string | undefined;
  /** Called with the chosen file, or null with a message when it is refused. */
  onChange(file: File | null, error?: string): void;
}

/** The profile photo: the current one (or initials), a file picker and a preview of the chosen file. */
export function PhotoField({ name, photoUrl, file, error, onChange }: TPhotoFieldProps) {
  const styles = useStyles();
  const [preview, setPreview] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (file === null) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const src = preview ?? photoUrl ?? undefined;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen !== null && chosen.size > PHOTO_RULES.maxBytes) {
      event.target.value = '';
      onChange(null, PHOTO_RULES.tooLarge);
      return;
    }
    onChange(chosen);
  };

  return (
    <Field
      label="Photo"
      hint="PNG, JPEG, GIF or WebP, at most 2 MB."
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      <div className={styles.row}>
        <Avatar size={72} name={name} image={src === undefined ? undefined : { src }} />
        <input type="file" name="photo" aria-label="Choose a photo" accept={ACCEPT} onChange={pick} />
      </div>
    </Field>
  );
}
