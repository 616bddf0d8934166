import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { AppLink } from '../components/AppLink.tsx';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    textAlign: 'center',
  },
});

/** Shown for any path that is not in PAGE_ROUTES, with a way back home. */
export function NotFoundPage() {
  const styles = useStyles();
  useDocumentTitle('Page not found');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Title2 as="h1" id="not-found-title">
        Page not found
      </Title2>
      <Body1>The page you asked for does not exist or has moved.</Body1>
      <AppLink to="/">Go to the home page</AppLink>
    </section>
  );
}
