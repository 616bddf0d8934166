/**
 * /contact/ — a message to the people who run this Rollcall server ('Contact us' on the blocked
 * signup page, 'Chat with us' on the trial-ended page, the help widget's message form of part 1
 * §2.12). Guests give a name and an email for the answer; signed-in people see theirs, taken from
 * their session and not editable (the server uses the session's whatever is posted).
 */
import { Body1, Link, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONTACT_API,
  type TContactMessageInput,
  ZContactMessage,
  ZSignedInContactMessage,
} from '../../../../shared/contact.ts';
import { BUILT_IN_HELP_DESK } from '../../../../shared/help-desk.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { FormTextField } from '../../components/forms/FormTextField.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { TextField } from '../../components/forms/TextField.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { isBuiltInHelpDesk } from '../help/support-links.tsx';
import type { TPageProps } from '../page-props.ts';
import { MessageField, TopicSelectField } from './ContactFields.tsx';
import { contactPreset } from './contact-params.ts';

export default function ContactPage({ route }: TPageProps) {
  useDocumentTitle(route.title);
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const preset = contactPreset(params);
  return (
    <FormCard
      wide
      title={route.title}
      subtitle="Send a message to the people who run this Rollcall server. We answer by email, usually within one working day."
      footer={<HelpDeskNote />}
    >
      {sent === null ? (
        <ContactForm topic={preset.topic} page={preset.page} onSent={setSent} />
      ) : (
        <Sent message={sent} page={preset.page} />
      )}
    </FormCard>
  );
}

/** The Help Desk, for an answer without waiting: the built-in one inside the app, another in a new tab. */
function HelpDeskNote() {
  const { help_desk_url } = useLoadedState().config;
  const link = isBuiltInHelpDesk(help_desk_url) ? (
    <AppLink to={BUILT_IN_HELP_DESK} inline>
      search the Help Desk
    </AppLink>
  ) : (
    <Link href={help_desk_url} target="_blank" rel="noopener noreferrer" inline>
      search the Help Desk (opens in a new tab)
    </Link>
  );
  return <Body1>Looking for a quick answer? First {link}.</Body1>;
}

function ContactForm({
  topic,
  page,
  onSent,
}: {
  topic: TContactMessageInput['topic'];
  page: string;
  onSent(message: string): void;
}) {
  const styles = useFormStyles();
  const { user } = useLoadedState();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    // Signed in, the name and email are the session's: the form checks (and posts) only the rest.
    // Both schemas share the fields the form binds, so the form is typed by the guest's.
    schema: (user ? ZSignedInContactMessage : ZContactMessage) as typeof ZContactMessage,
    path: CONTACT_API,
    defaultValues: { name: '', email: '', topic, message: '', page },
    onSuccess: (answer) => onSent(answer.message ?? 'Your message has been sent.'),
  });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Contact us">
      <FormErrorBar messages={formErrors} />
      {user ? (
        <>
          <TextField
            label="Your name"
            name="name"
            value={user.name}
            onChange={() => {}}
            readOnly
            hint="From your Rollcall account."
          />
          <TextField
            label="Your email"
            name="email"
            type="email"
            value={user.email}
            onChange={() => {}}
            readOnly
            hint="We will answer to this address."
          />
        </>
      ) : (
        <>
          <FormTextField control={form.control} name="name" label="Your name" autoComplete="name" required />
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label="Your email"
            autoComplete="email"
            required
            hint="We will answer to this address."
          />
        </>
      )}
      <TopicSelectField control={form.control} name="topic" label="What is it about?" />
      <MessageField control={form.control} name="message" label="Your message" />
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send message
      </SubmitButton>
    </form>
  );
}

const useSentStyles = makeStyles({
  heading: {
    ...typographyStyles.title3,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { color: tokens.colorPaletteGreenForeground1, fontSize: '28px' },
});

/** The message went: say so (focused, so a screen reader reads it) and offer a way back. */
function Sent({ message, page }: { message: string; page: string }) {
  const styles = useFormStyles();
  const sentStyles = useSentStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.form} aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" ref={heading} tabIndex={-1} className={sentStyles.heading}>
        <CheckmarkCircleRegular aria-hidden="true" className={sentStyles.icon} /> Message sent
      </h2>
      <Body1 as="p" role="status">
        {message}
      </Body1>
      <div className={styles.links}>
        {page === '' ? null : <AppLink to={page}>Back to where you were</AppLink>}
        <AppLink to="/">Go to the home page</AppLink>
      </div>
    </section>
  );
}
