import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface TButtonLinkProps {
  to: string;
  /** Absent for an icon-only link, which then needs `aria-label`. */
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  size?: ButtonProps['size'];
  'aria-label'?: string;
  title?: string;
  /** 'page' on the link to the view being shown. */
  'aria-current'?: 'page';
}

/** A Fluent button that is a link inside the app (navigates without a page load; ctrl-click still works). */
export function ButtonLink({ to, children, appearance = 'secondary', icon, size, ...aria }: TButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      as="a"
      href={href}
      appearance={appearance}
      icon={icon}
      size={size}
      {...aria}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}
    >
      {children}
    </Button>
  );
}
