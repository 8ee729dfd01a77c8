import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, parseClientConfig } from './config.ts';
import {
  GUARD_NAMES,
  ROUTE_NAMES,
  UnknownGuardError,
  assertKnownGuard,
  categoryLink,
  cityLink,
  PROJECT_TABS,
  headerLinks,
  projectTabHref,
  jobLink,
  LANGUAGE_QUERY_PARAM,
  languagePath,
  mustLogOutDeactivated,
  onboardingRedirect,
  poolLink,
  poolProjectsLink,
  profileFulfilledRedirect,
  publicSearchRedirect,
  searchLink,
  searchRedirect,
  showLanguageChooser,
  showPublicLinkBlocks,
  showVerificationBanner,
  tokenRouteRedirect,
} from './routes.ts';

const mobileOff = DEFAULT_CLIENT_CONFIG;
const mobileOn = parseClientConfig({ requiredVerifications: { mobileNumber: 'principal' } });
const publicOff = parseClientConfig({ publicSearchDisabled: true });

const complete = { hasPasswordOrSocial: true, residenceCountry: 'DE', hasCompletedOnboarding: true };

describe('profileFulfilledRedirect', () => {
  it('lets a complete user stay', () => {
    expect(profileFulfilledRedirect(complete, mobileOff)).toBeUndefined();
  });

  it('sends a user without password/social and without residence country to create password', () => {
    const user = { ...complete, hasPasswordOrSocial: false, residenceCountry: null };
    expect(profileFulfilledRedirect(user, mobileOff)).toBe('/app/account/create-password');
  });

  it('does not send them there when the mobile number is required', () => {
    const user = { ...complete, hasPasswordOrSocial: false, residenceCountry: null, hasCompletedOnboarding: false };
    expect(profileFulfilledRedirect(user, mobileOn)).toBe('/app/onboarding');
  });

  it('needs both to be missing for the create-password redirect', () => {
    expect(profileFulfilledRedirect({ ...complete, hasPasswordOrSocial: false }, mobileOff)).toBeUndefined();
    expect(profileFulfilledRedirect({ ...complete, residenceCountry: '' }, mobileOff)).toBeUndefined();
  });

  it('checks create password before onboarding', () => {
    const user = { hasPasswordOrSocial: false, residenceCountry: null, hasCompletedOnboarding: false };
    expect(profileFulfilledRedirect(user, mobileOff)).toBe('/app/account/create-password');
  });

  it('sends a user who has not completed onboarding to onboarding', () => {
    expect(profileFulfilledRedirect({ ...complete, hasCompletedOnboarding: false }, mobileOff)).toBe('/app/onboarding');
  });
});

describe('other guards', () => {
  it('onboarding: a completed user goes to app-project, others stay', () => {
    expect(onboardingRedirect({ hasCompletedOnboarding: true })).toBe('/app/project');
    expect(onboardingRedirect({ hasCompletedOnboarding: false })).toBeUndefined();
  });

  it('public-search-disabled: only anonymous visitors go to signup, only when public search is off', () => {
    expect(publicSearchRedirect(publicOff, false)).toBe('/app/signup');
    expect(publicSearchRedirect(publicOff, true)).toBeUndefined();
    expect(publicSearchRedirect(DEFAULT_CLIENT_CONFIG, false)).toBeUndefined();
  });

  it('search-redirect: a logged-in user goes to app-project', () => {
    expect(searchRedirect(true)).toBe('/app/project');
    expect(searchRedirect(false)).toBeUndefined();
  });

  it('deactivated: logs out inactive accounts only', () => {
    expect(mustLogOutDeactivated({ isActive: false })).toBe(true);
    expect(mustLogOutDeactivated({ isActive: true })).toBe(false);
  });

  it('token routes send users without a token to login', () => {
    expect(tokenRouteRedirect(undefined)).toBe('/app/login');
    expect(tokenRouteRedirect('  ')).toBe('/app/login');
    expect(tokenRouteRedirect('abc')).toBeUndefined();
  });

  it('an unknown guard is a 500 "Unknown middleware"', () => {
    for (const name of GUARD_NAMES) expect(assertKnownGuard(name)).toBe(name);
    expect(() => assertKnownGuard('admin-only')).toThrow(UnknownGuardError);
    try {
      assertKnownGuard('admin-only');
    } catch (error) {
      expect((error as UnknownGuardError).statusCode).toBe(500);
      expect((error as UnknownGuardError).message).toBe('Unknown middleware');
      expect((error as UnknownGuardError).guard).toBe('admin-only');
      expect((error as UnknownGuardError).name).toBe('UnknownGuardError');
    }
  });

  it('names the routes of spec §2', () => {
    expect(ROUTE_NAMES).toEqual({
      'app-project': '/app/project',
      'app-project-id': '/app/project/$id',
      'app-account-activate': '/app/account/activate',
      'app-account-forgotPassword': '/app/account/forgotPassword',
      projects: '/projects',
    });
  });
});

describe('showVerificationBanner', () => {
  it('shows for unverified users and for a pending new email', () => {
    expect(showVerificationBanner({ verificationStatus: 'UV', futureEmail: null })).toBe(true);
    expect(showVerificationBanner({ verificationStatus: 'V', futureEmail: 'new@example.com' })).toBe(true);
    expect(showVerificationBanner({ verificationStatus: 'V', futureEmail: null })).toBe(false);
    expect(showVerificationBanner({ verificationStatus: 'V', futureEmail: '' })).toBe(false);
  });
});

describe('header and footer decisions', () => {
  it("lists the header links of spec §2 in order, then the account's privacy tab", () => {
    expect(headerLinks({ hasSecurityIds: true })).toStrictEqual([
      { key: 'search', path: '/app/project' },
      { key: 'applications', path: '/app/project', search: { tab: 'applications' } },
      { key: 'invitations', path: '/app/project', search: { tab: 'invitations' } },
      { key: 'profile', path: '/app/profile' },
      { key: 'pools', path: '/app/pool' },
      { key: 'notifications', path: '/app/account', search: { tab: 'notifications' } },
      { key: 'security', path: '/app/account', search: { tab: 'security' } },
      { key: 'securityId', path: '/app/account', search: { tab: 'securityId' } },
      { key: 'verifiedDevices', path: '/app/account', search: { tab: 'verifiedDevices' } },
      { key: 'privacy', path: '/app/account', search: { tab: 'privacy' } },
    ]);
  });

  it('leaves out the security id entry for a user without security ids', () => {
    const keys = headerLinks({ hasSecurityIds: false }).map((l) => l.key);
    expect(keys).not.toContain('securityId');
    expect(keys).toHaveLength(9);
  });

  it('shows the language chooser only with more than one language', () => {
    expect(showLanguageChooser([])).toBe(false);
    expect(showLanguageChooser([{ iso: 'en' }])).toBe(false);
    expect(showLanguageChooser([{ iso: 'en' }, { iso: 'de' }])).toBe(true);
  });

  it('shows public link blocks only to logged-out visitors of clients that keep them', () => {
    expect(showPublicLinkBlocks(false, false)).toBe(true);
    expect(showPublicLinkBlocks(true, false)).toBe(false);
    expect(showPublicLinkBlocks(false, true)).toBe(false);
    expect(showPublicLinkBlocks(true, true)).toBe(false);
  });
});

describe('links', () => {
  const job = { id: 77, title: 'Senior Développeur (m/w/d)' };

  it('links a job in-app when logged in, publicly with its title otherwise', () => {
    expect(jobLink(job, true)).toBe('/app/project/77');
    expect(jobLink(job, false)).toBe('/projects/senior-developpeur-m-w-d/77');
    expect(jobLink({ id: 5, title: '!!!' }, false)).toBe('/projects/project/5');
  });

  it('keeps non-Latin titles readable and URL-safe', () => {
    expect(jobLink({ id: 9, title: 'Розробник Київ' }, false)).toBe(
      `/projects/${encodeURIComponent('розробник-київ')}/9`,
    );
  });

  it('links a pool in-app when logged in, publicly otherwise, optionally within a city', () => {
    const pool = { id: 12, name: 'Java Developers' };
    expect(poolLink(pool, true)).toBe('/app/pool/12');
    expect(poolLink(pool, true, 'Berlin')).toBe('/app/pool/12');
    expect(poolLink(pool, false)).toBe('/projects/pool/java-developers/12');
    expect(poolLink(pool, false, 'Frankfurt am Main')).toBe('/projects/pool/java-developers/12/frankfurt-am-main');
  });

  it("opens a pool's projects open-only, the projects its count counts", () => {
    expect(poolProjectsLink({ id: 7 }, DEFAULT_CLIENT_CONFIG, true)).toBe('/app/project?pools=7&openOnly=true');
    expect(poolProjectsLink({ id: 7 }, DEFAULT_CLIENT_CONFIG, false)).toBe('/projects?pools=7&openOnly=true');
    expect(poolProjectsLink({ id: 7 }, publicOff, false)).toBe('/app/project?pools=7&openOnly=true');
  });

  it('links project search publicly only when public search is on and the user is logged out', () => {
    expect(searchLink(DEFAULT_CLIENT_CONFIG, false)).toBe('/projects');
    expect(searchLink(DEFAULT_CLIENT_CONFIG, true)).toBe('/app/project');
    expect(searchLink(publicOff, false)).toBe('/app/project');
    expect(searchLink(publicOff, true)).toBe('/app/project');
  });

  it('falls back to a generic slug when a name has no letters or digits', () => {
    expect(poolLink({ id: 4, name: '???' }, false)).toBe('/projects/pool/pool/4');
    expect(categoryLink({ id: 8, name: '&' })).toBe('/projects/categories/category/8');
  });

  it('links categories and cities publicly', () => {
    expect(categoryLink({ id: 3, name: 'IT & Software' })).toBe('/projects/categories/it-software/3');
    expect(cityLink('München')).toBe('/projects/in/munchen');
  });

  it('names the language of a public URL with `lang`, added to the query it may already have', () => {
    expect(LANGUAGE_QUERY_PARAM).toBe('lang');
    expect(languagePath('/projects/in/berlin', 'de')).toBe('/projects/in/berlin?lang=de');
    expect(languagePath('/projects?any=java', 'de')).toBe('/projects?any=java&lang=de');
    expect(languagePath('/terms', 'pt BR')).toBe('/terms?lang=pt%20BR');
  });
});

describe('projectTabHref', () => {
  it('links the search without a tab and the other tabs by their name', () => {
    expect(PROJECT_TABS).toEqual(['search', 'applications', 'invitations']);
    expect(projectTabHref('search')).toBe('/app/project');
    expect(projectTabHref('applications')).toBe('/app/project?tab=applications');
    expect(projectTabHref('invitations')).toBe('/app/project?tab=invitations');
  });
});
