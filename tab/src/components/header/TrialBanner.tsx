import { Link, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import type { TBanner } from '../../../../shared/navigation.ts';
import { isPlannedHref } from '../../app/page-availability.ts';
import { useLinkProps } from './link-props.ts';

const useStyles = makeStyles({
  bar: { borderRadius: 0 },
  link: { fontWeight: 'inherit' },
});

/**
 * The banner under the header (the red trial-ended one): its whole text is the link, or plain
 * text while the page it names (billing) is not built.
 */
export function TrialBanner({ banner }: { banner: TBanner }) {
  const styles = useStyles();
  const anchor = useLinkProps({ href: banner.href });
  return (
    <MessageBar intent={banner.intent} shape="square" className={styles.bar}>
      <MessageBarBody>
        {isPlannedHref(banner.href) ? (
          banner.text
        ) : (
          <Link {...anchor} inline className={styles.link}>
            {banner.text}
          </Link>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
