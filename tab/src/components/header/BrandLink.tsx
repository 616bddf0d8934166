import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';

const useStyles = makeStyles({
  brand: {
    display: 'flex',
    alignItems: 'center',
    marginRight: tokens.spacingHorizontalL,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
  },
});

/** The product name at the left of the header, a way home from anywhere. */
export function BrandLink() {
  const styles = useStyles();
  return (
    <Link to="/" className={styles.brand}>
      Rollcall
    </Link>
  );
}
