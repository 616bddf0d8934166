import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** The form-level refusals of a post (`__all__`), at the top of the form; nothing when there are none. */
export function FormErrorBar({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        {messages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}

/** A green confirmation inside a form (for example "we sent you a link"). */
export function FormSuccessBar({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>
        {title === undefined ? null : <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
