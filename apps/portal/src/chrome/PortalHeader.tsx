// The header of the portal layout (spec §2 "Header links"): the tenant logo, the logged-in links
// (the security-id entry only when the user has security ids), or log in / sign up for visitors.
import { securityIdsQuery } from '@talent/account';
import type { FreelancerUser } from '@talent/api-client';
import { usePortal, useSession } from '@talent/app-context';
import { headerLinks, isPublicSearchEnabled, ROUTES, searchLink } from '@talent/domain';
import type { HeaderLinkKey } from '@talent/domain';
import { Button, Header } from '@talent/ui';
import type { HeaderNavLink } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { messages } from '../messages.ts';
import * as styles from './Chrome.css.ts';

const LABELS: Record<HeaderLinkKey, MessageDescriptor> = {
  search: messages.search,
  applications: messages.applications,
  invitations: messages.invitations,
  profile: messages.profile,
  pools: messages.pools,
  notifications: messages.notifications,
  security: messages.security,
  securityId: messages.securityId,
  verifiedDevices: messages.verifiedDevices,
  privacy: messages.privacy,
};

/** The header entries that show a count of the user's (`GET /freelancer`), and how it is read. */
const COUNTS: Partial<Record<HeaderLinkKey, { count: (user: FreelancerUser) => number; label: MessageDescriptor }>> = {
  applications: { count: (user) => user.jobApplicationCount, label: messages.applicationsCount },
  invitations: { count: (user) => user.jobInvitationCount, label: messages.invitationsCount },
};

/** Props of `PortalHeader`. */
export interface PortalHeaderProps {
  /** Show only the logo and the log-in / sign-up actions (auth pages). */
  readonly minimal?: boolean;
}

export function PortalHeader({ minimal = false }: PortalHeaderProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn, user } = useSession();
  const location = useLocation();
  const { context, config } = portal.tenant;
  // The account page's query: a security id added there shows the entry at once.
  const securityIds = useQuery({ ...securityIdsQuery(portal.api), enabled: isLoggedIn && !minimal });

  let links: HeaderNavLink[] = [];
  let accountLinks: HeaderNavLink[] = [];
  if (isLoggedIn && !minimal) {
    const all = headerLinks({ hasSecurityIds: (securityIds.data?.length ?? 0) > 0 }).map((link) => {
      const href = link.search ? `${link.path}?${new URLSearchParams(link.search).toString()}` : link.path;
      const tab = new URLSearchParams(location.searchStr).get('tab');
      const current = location.pathname === link.path && (link.search?.['tab'] ?? null) === tab;
      const label = intl.formatMessage(LABELS[link.key]);
      const counted = COUNTS[link.key];
      const count = counted && user ? counted.count(user) : 0;
      // No "0": an empty count says nothing the page does not.
      if (!counted || count === 0) return { href, label, current };
      const text = intl.formatNumber(count);
      return { href, label, current, badge: { text, label: intl.formatMessage(counted.label, { count }) } };
    });
    // The account page's tabs go into the account menu, as on most portals: with them in the bar,
    // the header wrapped to two rows at 1280 px in German and on initech.
    const onAccountPage = (link: HeaderNavLink) => link.href.startsWith(`${ROUTES.account}?`);
    links = all.filter((link) => !onAccountPage(link));
    accountLinks = all.filter(onAccountPage);
  } else if (!isLoggedIn && !minimal && isPublicSearchEnabled(config)) {
    const href = searchLink(config, false);
    links = [{ href, label: intl.formatMessage(messages.search), current: location.pathname === href }];
  }

  const actions = isLoggedIn ? (
    <Button variant="secondary" onClick={() => void portal.signOut()}>
      {intl.formatMessage(messages.logout)}
    </Button>
  ) : (
    <>
      <a href={ROUTES.login} className={styles.headerAction}>
        {intl.formatMessage(messages.login)}
      </a>
      <a href={ROUTES.signup} className={styles.headerAction}>
        {intl.formatMessage(messages.signup)}
      </a>
    </>
  );

  return (
    <Header
      logo={{
        src: context.talentLogo,
        alt: context.name,
        width: portal.tenant.talentLogoSize?.width,
        height: portal.tenant.talentLogoSize?.height,
        href: isLoggedIn ? ROUTES.projects : searchLink(config, false),
      }}
      links={links}
      navLabel={intl.formatMessage(messages.mainNav)}
      menuLabel={intl.formatMessage(messages.menu)}
      closeMenuLabel={intl.formatMessage(messages.closeMenu)}
      accountMenu={{ label: intl.formatMessage(messages.account), links: accountLinks }}
      actions={actions}
    />
  );
}
