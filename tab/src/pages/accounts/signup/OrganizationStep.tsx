import { TextField } from '../../../components/forms/TextField.tsx';
import type { TBind } from './field-binding.ts';

/** Step 1: the organization's name (required). */
export function OrganizationStep({ bind }: { bind: TBind }) {
  return (
    <TextField
      label="Organization name"
      autoComplete="organization"
      required
      placeholder="Your company name"
      hint="Usually your company's name. You can change it later in the settings."
      {...bind('organization')}
    />
  );
}
