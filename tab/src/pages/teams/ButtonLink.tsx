import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface TButtonLinkProps {
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
}

/** A Fluent button that is a link inside the app (navigates without a page load; ctrl-click still works). */
export function ButtonLink({ to, children, appearance = 'secondary', icon }: TButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      as="a"
      href={href}
      appearance={appearance}
      icon={icon}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}
    >
      {children}
    </Button>
  );
}
