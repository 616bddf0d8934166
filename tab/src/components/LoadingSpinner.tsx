import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  centre: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '40vh',
    padding: tokens.spacingVerticalXXL,
  },
});

/** The one loading indicator of the app, used while the state or a page's code is on its way. */
export function LoadingSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.centre}>
      <Spinner label="Loading..." />
    </div>
  );
}
