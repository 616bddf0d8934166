import { Button } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import type { Ref } from 'react';

/** The hamburger of narrow screens; says whether the menu it controls is open (aria-expanded). */
export function MobileMenuButton({
  open,
  controls,
  onToggle,
  className,
  buttonRef,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={buttonRef}
      className={className}
      appearance="subtle"
      size="large"
      icon={open ? <DismissRegular /> : <NavigationRegular />}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      aria-label={open ? 'Close menu' : 'Menu'}
      title={open ? 'Close menu' : 'Menu'}
    />
  );
}
