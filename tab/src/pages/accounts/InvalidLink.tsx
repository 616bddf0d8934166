import { LinkDismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';

export interface TInvalidLinkProps {
  /** Defaults to 'Oops! This link is invalid'. */
  title?: string;
  body: ReactNode;
  /** Where to get a new link, and what that link says. */
  to: string;
  action: string;
}

/** The screen of a one-time link that is unknown, used or expired, with the way to get another. */
export function InvalidLink({ title = ACCOUNT_MESSAGES.invalidLink, body, to, action }: TInvalidLinkProps) {
  useDocumentTitle(title);
  return (
    <EmptyState
      card
      icon={<LinkDismissRegular />}
      title={title}
      body={body}
      action={<AppLink to={to}>{action}</AppLink>}
    />
  );
}
