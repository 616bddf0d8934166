import { Button, type ButtonProps, Spinner } from '@fluentui/react-components';
import type { TConnectChoice } from './use-connect-post.ts';

export interface TChoiceButtonProps {
  choice: TConnectChoice;
  label: string;
  /** The choice being posted; every choice button is disabled meanwhile, the pressed one says so. */
  pendingChoice: TConnectChoice | null;
  appearance?: ButtonProps['appearance'];
  onClick(): void;
}

/** One button of the confirm screen: 'Connecting...' with a spinner while its choice is posted. */
export function ChoiceButton({ choice, label, pendingChoice, appearance = 'secondary', onClick }: TChoiceButtonProps) {
  const pending = pendingChoice === choice;
  return (
    <Button
      appearance={appearance}
      // Still focusable while disabled, so keyboard users keep their place.
      disabledFocusable={pendingChoice !== null}
      icon={pending ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
      aria-busy={pending}
      onClick={onClick}
    >
      {pending ? 'Connecting...' : label}
    </Button>
  );
}
