import { MenuItemLink } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { TNavLink } from '../../../../shared/navigation.ts';
import { useLinkProps } from './link-props.ts';

/** One entry of a header menu (user menu, check-ins, team switcher) following `link`. */
export function NavMenuItem({ link }: { link: Pick<TNavLink, 'label' | 'href' | 'external'> }) {
  const anchor = useLinkProps(link);
  return (
    <MenuItemLink {...anchor} secondaryContent={link.external ? <OpenRegular aria-hidden="true" /> : undefined}>
      {link.label}
    </MenuItemLink>
  );
}
