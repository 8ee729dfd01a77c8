// Profile strength (GET /freelancer/strength): a meter of how complete the profile is and what to
// add next, each linking to the profile tab where it is added. Missing items the page has no tab
// for are left out rather than shown as raw ids.
import { Link } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { profileMessages, rowLabels } from '../../messages.ts';
import type { ProfileStrength as Strength } from '../../queries.ts';
import type { ProfileTab } from '../../profileTabs.ts';
import * as styles from './ProfileStrength.css.ts';

/** Props of `ProfileStrength`. */
export interface ProfileStrengthProps {
  readonly strength: Strength;
  /** The link of a tab (the page's URL with `?tab=`). */
  readonly tabHref: (tab: ProfileTab) => string;
}

/** What a missing item is called and where it is added. */
function missingItem(intl: IntlShape, key: string): { label: string; tab: ProfileTab } | undefined {
  const field = key.split('.')[0] ?? key;
  switch (field) {
    case 'firstName':
      return { label: intl.formatMessage(rowLabels.first_name), tab: 'personal' };
    case 'lastName':
      return { label: intl.formatMessage(rowLabels.last_name), tab: 'personal' };
    case 'professionalTitle':
      return { label: intl.formatMessage(rowLabels.professional_title), tab: 'personal' };
    case 'description':
      return { label: intl.formatMessage(rowLabels.description), tab: 'personal' };
    case 'linkedinHandle':
      return { label: intl.formatMessage(rowLabels.linkedin_handle), tab: 'personal' };
    case 'residenceCountry':
      return { label: intl.formatMessage(rowLabels.residence_country), tab: 'personal' };
    case 'homeAddress':
      return { label: intl.formatMessage(rowLabels.home_address), tab: 'personal' };
    case 'mobileNumber':
      return { label: intl.formatMessage(rowLabels.mobile_number), tab: 'personal' };
    case 'profileImage':
      return { label: intl.formatMessage(profileMessages.missingProfileImage), tab: 'personal' };
    case 'cv':
    case 'cvs':
      return { label: intl.formatMessage(profileMessages.missingCv), tab: 'cv' };
    case 'employmentHistory':
      return { label: intl.formatMessage(rowLabels.employment_history), tab: 'experience' };
    case 'educationHistory':
      return { label: intl.formatMessage(rowLabels.education_history), tab: 'education' };
    case 'certificateHistory':
      return { label: intl.formatMessage(rowLabels.certificate_history), tab: 'certificates' };
    case 'skills':
      return { label: intl.formatMessage(rowLabels.skills), tab: 'skills' };
    case 'toolsAndTechnologies':
      return { label: intl.formatMessage(rowLabels.tools), tab: 'skills' };
    case 'masteredLanguages':
      return { label: intl.formatMessage(rowLabels.languages), tab: 'skills' };
    case 'availability':
      return { label: intl.formatMessage(rowLabels.availability), tab: 'availability' };
    case 'hourRate':
    case 'rate':
      return { label: intl.formatMessage(rowLabels.hour_rate), tab: 'rate' };
    default:
      return undefined;
  }
}

export function ProfileStrength({ strength, tabHref }: ProfileStrengthProps): ReactElement {
  const intl = useIntl();
  const label = intl.formatMessage(profileMessages.strength);
  const items = [
    ...new Map(
      strength.missing
        .map((key) => missingItem(intl, key))
        .filter((item) => item !== undefined)
        .map((item) => [item.label, item]),
    ).values(),
  ];
  return (
    <section className={styles.strength} aria-labelledby="profile-strength">
      <h2 id="profile-strength" className={styles.heading}>
        {label}
      </h2>
      <meter
        className={styles.meter}
        aria-labelledby="profile-strength"
        aria-valuetext={intl.formatMessage(profileMessages.strengthValue, { score: strength.score })}
        min={0}
        max={100}
        low={40}
        high={80}
        optimum={100}
        value={strength.score}
      />
      <p className={styles.value}>{intl.formatMessage(profileMessages.strengthValue, { score: strength.score })}</p>
      {items.length > 0 ? (
        <>
          <h3 className={styles.next}>{intl.formatMessage(profileMessages.addNext)}</h3>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.label}>
                <Link href={tabHref(item.tab)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : strength.score >= 100 ? (
        <p className={styles.value}>{intl.formatMessage(profileMessages.complete)}</p>
      ) : null}
    </section>
  );
}
