import { Link } from '@fluentui/react-components';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { isPlannedHref } from '../../app/page-availability.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { useLearningStyles } from './learning-styles.ts';

/** The getting-started article of the help desk (part 1 §2.11: 'a getting-started guide article'). */
export const GETTING_STARTED_HREF = '/help/getting-started/';

/**
 * The learning area's way out to more help (part 1 §2.11): the help centre (HELP_DESK_URL, the
 * built-in help desk unless set) and its getting-started article. A link to a page of this server
 * that is not built is left out rather than leading nowhere.
 */
export function LearningHelpLinks() {
  const styles = useLearningStyles();
  const { config } = useLoadedState();
  const helpDesk = config.help_desk_url;
  const external = /^(https?|mailto):/.test(helpDesk);
  const links = [
    !external && isPlannedHref(helpDesk) ? null : (
      <li key="help-desk">
        {external ? (
          <Link href={helpDesk} target="_blank" rel="noopener">
            Visit the Help Desk
          </Link>
        ) : (
          <AppLink to={helpDesk}>Visit the Help Desk</AppLink>
        )}
      </li>
    ),
    isPlannedHref(GETTING_STARTED_HREF) ? null : (
      <li key="getting-started">
        <AppLink to={GETTING_STARTED_HREF}>Read the getting-started guide</AppLink>
      </li>
    ),
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <nav aria-label="More help">
      <ul className={styles.links}>{links}</ul>
    </nav>
  );
}
