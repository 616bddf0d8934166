/**
 * The check-in page's header (spec part 3 §2.6): Back to Rollcall, the team, the report, the date
 * with the time zone it is in, and arrows to the member's previous and next check-ins of the report.
 */
import { Body1, Button, Caption1, makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, type ReactElement } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TCheckinContext } from '../../../../shared/checkins.ts';
import { IconHint } from '../../components/IconHint.tsx';
import { useLinksOutOfCheckin } from './checkin-calls.ts';

const useStyles = makeStyles({
  header: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  titles: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    '@media (max-width: 599.98px)': { gridColumn: '1 / -1', gridRow: 2 },
  },
  team: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase', letterSpacing: '0.04em' },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  date: { margin: 0, color: tokens.colorNeutralForeground2 },
  // The tour's check-in has no Back: its titles take the first column.
  withoutBack: {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  titlesWithoutBack: { '@media (max-width: 599.98px)': { gridColumn: 'auto', gridRow: 'auto' } },
  back: { justifySelf: 'start' },
  arrows: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

interface TButtonAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  to: string;
  icon: ReactElement;
  children?: string;
}

/**
 * A link drawn as a button (the arrows and Back), navigating inside the app. It passes on the
 * props IconHint gives it, so the hint both shows and names an icon-only arrow.
 */
const ButtonAnchor = forwardRef<HTMLAnchorElement, TButtonAnchorProps>(function ButtonAnchor(
  { to, icon, children, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...rest}
      ref={ref}
      as="a"
      href={href}
      appearance="subtle"
      icon={icon}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        navigate(event);
      }}
    >
      {children}
    </Button>
  );
});

/** One arrow: a link to the neighbouring check-in, or a disabled button when there is none. */
function NeighbourArrow({
  neighbour,
  direction,
}: {
  neighbour: TCheckinContext['previous'];
  direction: 'Previous' | 'Next';
}) {
  const icon = direction === 'Previous' ? <ChevronLeftRegular /> : <ChevronRightRegular />;
  const label = neighbour ? `${direction} check-in: ${neighbour.date}` : `No ${direction.toLowerCase()} check-in`;
  return (
    <IconHint label={label}>
      {neighbour ? (
        <ButtonAnchor to={`/checkin/${encodeURIComponent(neighbour.hash)}`} icon={icon} />
      ) : (
        <Button appearance="subtle" icon={icon} disabledFocusable />
      )}
    </IconHint>
  );
}

/** The header of one check-in. */
export function CheckinHeader({ context }: { context: TCheckinContext }) {
  const styles = useStyles();
  const withBack = useLinksOutOfCheckin();
  return (
    <header className={mergeClasses(styles.header, !withBack && styles.withoutBack)}>
      {withBack ? (
        <ButtonAnchor to="/" icon={<ArrowLeftRegular />} className={styles.back}>
          Back
        </ButtonAnchor>
      ) : null}
      <div className={mergeClasses(styles.titles, !withBack && styles.titlesWithoutBack)}>
        <Caption1 className={styles.team}>{context.team_name}</Caption1>
        <Title2 as="h1" className={styles.heading}>
          {context.report_name}
        </Title2>
        <Body1 as="p" className={styles.date}>
          {context.date} · {context.time_zone}
        </Body1>
      </div>
      <nav className={styles.arrows} aria-label="Other check-ins">
        <NeighbourArrow neighbour={context.previous} direction="Previous" />
        <NeighbourArrow neighbour={context.next} direction="Next" />
      </nav>
    </header>
  );
}
