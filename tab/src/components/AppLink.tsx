import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface TAppLinkProps {
  to: string;
  children: ReactNode;
  /** Fluent's inline style, for a link inside a sentence. */
  inline?: boolean;
}

/** A Fluent-styled link that navigates inside the app without a page load (ctrl/middle click still work). */
export function AppLink({ to, children, inline }: TAppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} inline={inline} onClick={(event: MouseEvent<HTMLAnchorElement>) => navigate(event)}>
      {children}
    </Link>
  );
}
