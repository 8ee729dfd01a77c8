// /app/profile (query `tab`): personal data, CV and documents, experience, education,
// certificates, skills and languages, availability, rate; profile strength with what to add next.
// Fields the tenant hides for this talent (GET /freelancer/hiddenFields) are not shown. The editors
// are the onboarding steps' own.
import { usePortal, useDocumentTitle } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Tabs, pageTitle, stack } from '@talent/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { ProfileStrength } from '../../components/ProfileStrength/ProfileStrength.tsx';
import { profileMessages } from '../../messages.ts';
import { PROFILE_TABS } from '../../profileTabs.ts';
import type { ProfileTab } from '../../profileTabs.ts';
import { hiddenFieldsQuery, onboardingProfileQuery, profileStrengthQuery } from '../../queries.ts';
import { AvailabilitySection, RateSection } from './AvailabilityAndRate.tsx';
import { CvSection } from './CvSection.tsx';
import { HistorySection, SkillsSection } from './CvSections.tsx';
import { PersonalSection } from './PersonalSection.tsx';

/** Props of `ProfilePage`: the tab the route validated (`parseProfileSearch`); the first when none. */
export interface ProfilePageProps {
  readonly tab?: ProfileTab | undefined;
}

const TAB_LABELS = {
  personal: profileMessages.personal,
  cv: profileMessages.cv,
  experience: profileMessages.experience,
  education: profileMessages.education,
  certificates: profileMessages.certificates,
  skills: profileMessages.skills,
  availability: profileMessages.availability,
  rate: profileMessages.rate,
} as const;

const tabHref = (tab: ProfileTab) => `${ROUTES.profile}?tab=${tab}`;

export function ProfilePage({ tab = 'personal' }: ProfilePageProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const navigate = useNavigate();
  const { data: profile } = useSuspenseQuery(onboardingProfileQuery(api));
  const { data: hidden } = useSuspenseQuery(hiddenFieldsQuery(api));
  const strength = useQuery(profileStrengthQuery(api));
  useDocumentTitle(intl.formatMessage(profileMessages.title));

  // Availability and rate are profile fields the tenant may hide: then so are their tabs.
  const tabs = PROFILE_TABS.filter(
    (t) => !(t === 'availability' && hidden.includes('availability')) && !(t === 'rate' && hidden.includes('hourRate')),
  );
  const content = (t: ProfileTab): ReactElement => {
    switch (t) {
      case 'personal':
        return <PersonalSection info={profile.profile} hidden={hidden} />;
      case 'cv':
        return <CvSection />;
      case 'experience':
        return <HistorySection type="employment_history" />;
      case 'education':
        return <HistorySection type="education_history" />;
      case 'certificates':
        return <HistorySection type="certificate_history" />;
      case 'skills':
        return <SkillsSection />;
      case 'availability':
        return <AvailabilitySection info={profile.profile} />;
      case 'rate':
        return <RateSection />;
    }
  };

  return (
    <div className={stack.lg}>
      <h1 className={pageTitle}>{intl.formatMessage(profileMessages.title)}</h1>
      {strength.data ? <ProfileStrength strength={strength.data} tabHref={tabHref} /> : null}
      <Tabs
        label={intl.formatMessage(profileMessages.tabsLabel)}
        value={tabs.includes(tab) ? tab : 'personal'}
        onValueChange={(next) =>
          void navigate({ to: ROUTES.profile, search: { tab: next as ProfileTab }, replace: true })
        }
        tabs={tabs.map((t) => ({ value: t, label: intl.formatMessage(TAB_LABELS[t]), content: content(t) }))}
      />
    </div>
  );
}
