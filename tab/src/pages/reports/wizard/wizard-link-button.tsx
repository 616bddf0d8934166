import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface TLinkButtonProps {
  /** An app path ('/billing/') or an absolute address (a dashboard_url the server built). */
  to: string;
  children: ReactNode;
  appearance?: ButtonProps['appearance'];
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link drawn as a button (the dialogs' 'See plans', 'OK, Understood'): a real <a> that screen
 * readers announce as a link and ctrl-click opens in a new tab; app paths navigate without a page load.
 */
export function LinkButton({ to, children, appearance = 'primary' }: TLinkButtonProps) {
  const external = ABSOLUTE_URL.test(to);
  const appHref = useHref(external ? '/' : to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(external ? '/' : to);
  return (
    <Button
      as="a"
      href={external ? to : appHref}
      appearance={appearance}
      onClick={external ? undefined : (event: MouseEvent<HTMLAnchorElement>) => navigate(event)}
    >
      {children}
    </Button>
  );
}
