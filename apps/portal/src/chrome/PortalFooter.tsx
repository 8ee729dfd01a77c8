// The footer (spec §2): the public link blocks for visitors (publicLinkBlocks.ts), CMS links left
// and right for the current locale, the language chooser when the tenant has more than one
// language, the copyright line and the optional client disclaimer.
import { usePortal, useSession } from '@talent/app-context';
import { footerLinks, showLanguageChooser, showPublicLinkBlocks } from '@talent/domain';
import { Footer, LanguageChooser } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';
import { cmsLinksQuery } from './chromeQueries.ts';
import { copyrightLine } from './copyright.ts';
import { usePublicLinkBlocks } from './publicLinkBlocks.ts';

/** Props of `PortalFooter`. */
export interface PortalFooterProps {
  /** Whether the tenant hides the public link blocks (tenant data `hidePublicLinkBlocks`). */
  readonly hideLinkBlocks?: boolean;
}

export function PortalFooter({ hideLinkBlocks = false }: PortalFooterProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn } = useSession();
  const { context } = portal.tenant;
  const linkBlocks = usePublicLinkBlocks(portal.api, portal.locale, showPublicLinkBlocks(isLoggedIn, hideLinkBlocks));
  // Spec §8: CMS failures are only logged; the lists stay empty.
  const links = useQuery(cmsLinksQuery(portal.api, portal.locale));
  const { left, right } = footerLinks(links.data?.results ?? [], portal.locale);
  // The disclaimer is a tenant-only message (TENANT_ONLY_MESSAGES): shown when the tenant has one.
  const text = intl.messages['footer.disclaimer'];
  const disclaimer = typeof text === 'string' && text.trim() !== '' ? text : undefined;
  const legal = context.legalEntity;
  return (
    <Footer
      leftLinks={left}
      rightLinks={right}
      linksLabel={intl.formatMessage(messages.footerLinks)}
      linkBlocks={linkBlocks}
      languageChooser={
        showLanguageChooser(context.languages) ? (
          <LanguageChooser
            languages={context.languages}
            value={portal.locale}
            onValueChange={(locale) => void portal.changeLocale(locale)}
            label={intl.formatMessage(messages.language)}
          />
        ) : undefined
      }
      copyright={copyrightLine(intl, new Date().getFullYear(), legal.name)}
      {...(disclaimer ? { disclaimer } : {})}
      {...(legal.show_logo && legal.logo ? { legalEntityLogo: { src: legal.logo, alt: legal.name } } : {})}
      newTabLabel={intl.formatMessage(messages.newTab)}
      moreLinksLabel={intl.formatMessage(messages.footerMore)}
    />
  );
}
