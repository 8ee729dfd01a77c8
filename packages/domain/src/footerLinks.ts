// The footer's CMS links, apart from the tenant schemas (tenant.ts): every page's footer needs
// this rule, and a module is bundled whole, so it brought those schemas into every page.
import type { CmsLink } from './entities.ts';

/** The footer's CMS links for a locale: only links for that language shown on the portal ("tux"). */
export function footerLinks<L extends CmsLink>(links: readonly L[], locale: string): { left: L[]; right: L[] } {
  const shown = links.filter((link) => link.link_on_tux && link.link_language === locale);
  return { left: shown.filter((l) => l.show_footer_left), right: shown.filter((l) => l.show_footer_right) };
}
