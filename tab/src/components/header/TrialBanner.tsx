import { Link, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import type { TBanner } from '../../../../shared/navigation.ts';
import { useLinkProps } from './link-props.ts';

const useStyles = makeStyles({
  bar: { borderRadius: 0 },
  link: { fontWeight: 'inherit' },
});

/** The banner under the header (the red trial-ended one): its whole text is the link. */
export function TrialBanner({ banner }: { banner: TBanner }) {
  const styles = useStyles();
  const anchor = useLinkProps({ href: banner.href });
  return (
    <MessageBar intent={banner.intent} shape="square" className={styles.bar}>
      <MessageBarBody>
        <Link {...anchor} inline className={styles.link}>
          {banner.text}
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
