import { Menu } from 'lucide-react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { lazyWhenOpen } from '../../lazy/lazyWhenOpen.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './Header.css.ts';

// The drawer (Radix dialog) loads when the menu is first opened; the menu button is there at once.
const Drawer = lazyWhenOpen(async () => (await import('../Drawer/Drawer.tsx')).Drawer);

/** A link of the header navigation. */
export interface HeaderNavLink {
  readonly href: string;
  readonly label: string;
  readonly current?: boolean;
  /**
   * A count beside the label (open invitations): `text` is shown ("2"), `label` completes the
   * link's name for screen readers instead (", 2 open"), so the name reads "Invitations, 2 open".
   */
  readonly badge?: { readonly text: string; readonly label: string };
}

/** Props of `Header`. */
export interface HeaderProps {
  /** The tenant's talent logo (URL) and its text alternative (the brand name). */
  readonly logo: { readonly src: string; readonly alt: string; readonly href: string };
  /** Header links (`headerLinks` of @talent/domain, translated); none for logged-out pages. */
  readonly links?: readonly HeaderNavLink[];
  /** Name of the navigation, e.g. "Main". */
  readonly navLabel: string;
  /** Name of the mobile menu button and of the drawer, e.g. "Menu". */
  readonly menuLabel: string;
  readonly closeMenuLabel: string;
  /** Right-hand content (account menu, login button). */
  readonly actions?: ReactNode;
}

function NavList({
  links,
  className,
  linkClassName,
}: {
  links: readonly HeaderNavLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName} aria-current={link.current ? 'page' : undefined}>
            {link.label}
            {link.badge ? (
              <>
                <span aria-hidden className={styles.badge}>
                  {link.badge.text}
                </span>
                <span className={visuallyHidden}>{link.badge.label}</span>
              </>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The portal header (layout primitive): the tenant logo linking home, the navigation, and
 * actions. Below the md breakpoint the navigation moves into a drawer behind a menu button.
 */
export function Header({ logo, links = [], navLabel, menuLabel, closeMenuLabel, actions }: HeaderProps): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <header className={styles.header}>
      <a href={logo.href} className={styles.logoLink}>
        <img src={logo.src} alt={logo.alt} className={styles.logo} />
      </a>
      {links.length > 0 ? (
        <>
          <nav aria-label={navLabel} className={styles.nav}>
            <NavList links={links} className={styles.links} linkClassName={styles.link} />
          </nav>
          <span className={styles.spacer} />
        </>
      ) : (
        <span style={{ flex: 1 }} />
      )}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {links.length > 0 ? (
        <>
          <IconButton
            label={menuLabel}
            icon={Menu}
            className={styles.menuButton}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            onPointerEnter={Drawer.preload}
          />
          <Drawer open={open} onOpenChange={setOpen} title={menuLabel} closeLabel={closeMenuLabel}>
            <nav aria-label={navLabel}>
              <NavList links={links} className={styles.drawerLinks} linkClassName={styles.drawerLink} />
            </nav>
          </Drawer>
        </>
      ) : null}
    </header>
  );
}
