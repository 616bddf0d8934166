import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryGate } from '../../components/QueryGate.tsx';
import { type TTokenKind, tokenCheckQuery } from './account-queries.ts';

export interface TTokenGateProps {
  kind: TTokenKind;
  token: string;
  /** Drawn when the link is unknown, used or expired. */
  invalid: ReactNode;
  /** Drawn for a valid link, with the email it was sent to. */
  children(email: string | null): ReactNode;
}

/**
 * Checks a one-time link (password reset, magic link, email verification) before showing its
 * button; checking does not use the link up, only the button's post does.
 */
export function TokenGate({ kind, token, invalid, children }: TTokenGateProps) {
  const query = useQuery(tokenCheckQuery(kind, token));
  return (
    <QueryGate query={query} notFound={invalid}>
      {(check) => (check.valid ? children(check.email) : invalid)}
    </QueryGate>
  );
}
