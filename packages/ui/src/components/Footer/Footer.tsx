import { MENU_COLUMN_SIZE, chunk, type CmsLink } from '@talent/domain';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';
import * as styles from './Footer.css.ts';

/** A public link block (pools, categories, cities, pools in cities). */
export interface FooterLinkBlock {
  readonly title: string;
  readonly links: readonly { readonly href: string; readonly label: string }[];
}

/**
 * Links a block shows before its "more" disclosure: three columns of 3. The pools-in-cities block
 * alone can hold hundreds of links and made the footer about 1,600 px tall; the rest stay in the
 * page (a closed `<details>`, for search engines and without script) until the visitor opens it.
 */
export const FOOTER_BLOCK_VISIBLE_LINKS = 3 * MENU_COLUMN_SIZE;

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
  /** Label of the disclosure that opens a block's links beyond `FOOTER_BLOCK_VISIBLE_LINKS`, e.g. "More". */
  readonly moreLinksLabel: string;
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

function Columns({ links }: { links: FooterLinkBlock['links'] }) {
  return (
    <div className={styles.columns}>
      {chunk(links, MENU_COLUMN_SIZE).map((column, i) => (
        <ul key={i} className={styles.column}>
          {column.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function Block({ block, moreLinksLabel }: { block: FooterLinkBlock; moreLinksLabel: string }) {
  const id = useId();
  const rest = block.links.slice(FOOTER_BLOCK_VISIBLE_LINKS);
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {block.title}
      </h2>
      <Columns links={block.links.slice(0, FOOTER_BLOCK_VISIBLE_LINKS)} />
      {rest.length > 0 ? (
        <details className={styles.more}>
          <summary className={styles.moreSummary}>{moreLinksLabel}</summary>
          <Columns links={rest} />
        </details>
      ) : null}
    </nav>
  );
}

/**
 * The portal footer (layout primitive, spec §2): public link blocks split into columns of 3 (at
 * most `FOOTER_BLOCK_VISIBLE_LINKS` shown, the rest behind a "more" disclosure),
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
  moreLinksLabel,
}: FooterProps): ReactElement {
  return (
    <footer className={styles.footer}>
      {linkBlocks.length > 0 ? (
        <div className={styles.blocks}>
          {linkBlocks.map((block) => (
            <Block key={block.title} block={block} moreLinksLabel={moreLinksLabel} />
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
