import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface TRouterButtonProps {
  to: string;
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  icon?: ButtonProps['icon'];
  size?: ButtonProps['size'];
  'aria-label'?: string;
  title?: string;
  /** 'page' on the link to the view being shown. */
  'aria-current'?: 'page';
}

/**
 * A Fluent button that is a link inside the app, like teams/ButtonLink, with the extra names the
 * dashboard header needs (icon-only arrows, the current view).
 */
export function RouterButton({ to, children, appearance = 'secondary', icon, size, ...aria }: TRouterButtonProps) {
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
