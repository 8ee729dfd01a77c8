import { ChevronDown, Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
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
  /**
   * The tenant's talent logo (URL), its text alternative (the brand name) and, when known, its
   * intrinsic size: the image then keeps its place in the header before it has arrived (no layout
   * shift); CSS still sets the height it is shown at.
   */
  readonly logo: {
    readonly src: string;
    readonly alt: string;
    readonly href: string;
    readonly width?: number | undefined;
    readonly height?: number | undefined;
  };
  /** Header links (`headerLinks` of @talent/domain, translated); none for logged-out pages. */
  readonly links?: readonly HeaderNavLink[];
  /** Name of the navigation, e.g. "Main". */
  readonly navLabel: string;
  /** Name of the mobile menu button and of the drawer, e.g. "Menu". */
  readonly menuLabel: string;
  readonly closeMenuLabel: string;
  /**
   * Secondary links (the account's settings pages), in a menu behind a button at the end of the
   * navigation, so that the bar stays one row at desktop widths in every language; in the drawer
   * they follow the links under the menu's label.
   */
  readonly accountMenu?: { readonly label: string; readonly links: readonly HeaderNavLink[] };
  /** Right-hand content (log out, log in and sign up). */
  readonly actions?: ReactNode;
}

function NavList({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: readonly HeaderNavLink[];
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={linkClassName}
            aria-current={link.current ? 'page' : undefined}
            onClick={onNavigate}
          >
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
 * A disclosure of links (the ARIA disclosure-navigation pattern, not a `menu` role: its entries are
 * plain links). Closes on Escape (focus back on the button), a click outside, focus leaving it, or
 * a link followed.
 */
function AccountMenu({ label, links }: { label: string; links: readonly HeaderNavLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  const current = links.some((link) => link.current);
  return (
    <div
      ref={root}
      className={styles.accountMenu}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={id}
        data-current={current ? '' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <ChevronDown aria-hidden size={16} className={styles.chevron} />
      </button>
      <div id={id} hidden={!open} className={styles.accountPanel}>
        <NavList
          links={links}
          className={styles.drawerLinks}
          linkClassName={styles.drawerLink}
          onNavigate={() => setOpen(false)}
        />
      </div>
    </div>
  );
}

/**
 * The portal header (layout primitive): the tenant logo linking home, the navigation, and
 * actions. Below the lg breakpoint the navigation moves into a drawer behind a menu button.
 */
export function Header({
  logo,
  links = [],
  navLabel,
  menuLabel,
  closeMenuLabel,
  accountMenu,
  actions,
}: HeaderProps): ReactElement {
  const [open, setOpen] = useState(false);
  const account = accountMenu && accountMenu.links.length > 0 ? accountMenu : undefined;
  return (
    <header className={styles.header}>
      <a href={logo.href} className={styles.logoLink}>
        <img
          src={logo.src}
          alt={logo.alt}
          className={styles.logo}
          {...(logo.width && logo.height ? { width: logo.width, height: logo.height } : {})}
        />
      </a>
      {links.length > 0 ? (
        <>
          <nav aria-label={navLabel} className={styles.nav}>
            <NavList links={links} className={styles.links} linkClassName={styles.link} />
            {account ? <AccountMenu label={account.label} links={account.links} /> : null}
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
              {/* The app navigates without a page load: the drawer closes itself when a link is followed. */}
              <NavList
                links={links}
                className={styles.drawerLinks}
                linkClassName={styles.drawerLink}
                onNavigate={() => setOpen(false)}
              />
              {account ? (
                <>
                  <h3 className={styles.drawerHeading}>{account.label}</h3>
                  <NavList
                    links={account.links}
                    className={styles.drawerLinks}
                    linkClassName={styles.drawerLink}
                    onNavigate={() => setOpen(false)}
                  />
                </>
              ) : null}
            </nav>
          </Drawer>
        </>
      ) : null}
    </header>
  );
}
