import { MENU_COLUMN_SIZE, chunk, type CmsLink } from '@talent/domain';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';
import * as styles from './Footer.css.ts';

/** A public link block (pools, categories, cities, pools in cities). */
export interface FooterLinkBlock {
  readonly title: string;
  readonly links: readonly { readonly href: string; readonly label: string }[];
}

/** Props of `Footer`. */
export interface FooterProps {
  /** CMS links of the current locale (`footerLinks` of @talent/domain). */
  readonly leftLinks: readonly CmsLink[];
  readonly rightLinks: readonly CmsLink[];
  /** Name of the CMS link navigation, e.g. "Legal and help". */
  readonly linksLabel: string;
  /** Public link blocks; pass none when logged in or hidden for the tenant (`showPublicLinkBlocks`). */
  readonly linkBlocks?: readonly FooterLinkBlock[];
  /** The language chooser, when the tenant has more than one language. */
  readonly languageChooser?: ReactNode;
  readonly copyright: string;
  /** Optional client disclaimer. */
  readonly disclaimer?: string;
  /** The legal entity's logo, when its `show_logo` is on. */
  readonly legalEntityLogo?: { readonly src: string; readonly alt: string };
  /** Hidden text for links opening in a new tab. */
  readonly newTabLabel: string;
}

function CmsLinks({ links, newTabLabel }: { links: readonly CmsLink[]; newTabLabel: string }) {
  return (
    <ul className={styles.cmsList}>
      {links.map((link) => (
        <li key={link.id}>
          <Link
            href={link.link_url}
            external={link.link_target === '_blank'}
            newTabLabel={newTabLabel}
            {...(link.link_follow ? {} : { rel: 'nofollow' })}
          >
            {link.link_label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Block({ block }: { block: FooterLinkBlock }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {block.title}
      </h2>
      <div className={styles.columns}>
        {chunk(block.links, MENU_COLUMN_SIZE).map((column, i) => (
          <ul key={i} className={styles.column}>
            {column.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}

/**
 * The portal footer (layout primitive, spec §2): public link blocks split into columns of 3,
 * CMS links left and right, the language chooser, copyright, and the optional disclaimer.
 */
export function Footer({
  leftLinks,
  rightLinks,
  linksLabel,
  linkBlocks = [],
  languageChooser,
  copyright,
  disclaimer,
  legalEntityLogo,
  newTabLabel,
}: FooterProps): ReactElement {
  return (
    <footer className={styles.footer}>
      {linkBlocks.length > 0 ? (
        <div className={styles.blocks}>
          {linkBlocks.map((block) => (
            <Block key={block.title} block={block} />
          ))}
        </div>
      ) : null}
      <nav aria-label={linksLabel} className={styles.cms}>
        <CmsLinks links={leftLinks} newTabLabel={newTabLabel} />
        <CmsLinks links={rightLinks} newTabLabel={newTabLabel} />
      </nav>
      {languageChooser}
      <div className={styles.legal}>
        {legalEntityLogo ? (
          <img src={legalEntityLogo.src} alt={legalEntityLogo.alt} className={styles.legalLogo} />
        ) : null}
        <p className={styles.small}>{copyright}</p>
        {disclaimer ? <p className={styles.small}>{disclaimer}</p> : null}
      </div>
    </footer>
  );
}
