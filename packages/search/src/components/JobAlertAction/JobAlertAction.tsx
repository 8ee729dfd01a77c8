// "Notify me about new projects like these" on every project search page. Logged in, it opens the
// job-alert dialog with the page's search; a visitor follows a link to login, which brings them
// back to the same search in the app with the dialog open (`jobAlert=new`, jobAlert.ts).
import { useSession } from '@talent/app-context';
import type { SearchQuery } from '@talent/domain';
import { Button, Link, lazyWhenOpen } from '@talent/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { jobAlertLoginHref, jobAlertName } from '../../jobAlert.ts';
import { searchPageMessages } from '../../searchPageMessages.ts';
import { toJobAlertSearch } from '../../searchRequest.ts';
import type { SearchScope } from '../../searchRequest.ts';
import * as styles from './JobAlertAction.css.ts';

// The dialog's code (form, Radix dialog) loads when it first opens; the action is there at once.
const JobAlertDialog = lazyWhenOpen(async () => (await import('../JobAlertDialog/JobAlertDialog.tsx')).JobAlertDialog);

/** Props of `JobAlertAction`. */
export interface JobAlertActionProps {
  /** The page's search (the URL's state). */
  readonly query: SearchQuery;
  /** A listing page's fixed filters: they are part of the search the alert saves. */
  readonly scope: SearchScope;
  /** A listing page's heading, a name for an alert of the listing. */
  readonly listingHeading?: string | undefined;
  /** The URL asks for the dialog (back from login with `jobAlert=new`). */
  readonly openRequested: boolean;
  /** Called once the requested dialog is open, to take the request out of the URL. */
  readonly onOpenRequestHandled: () => void;
}

export function JobAlertAction({
  query,
  scope,
  listingHeading,
  openRequested,
  onOpenRequestHandled,
}: JobAlertActionProps): ReactElement {
  const intl = useIntl();
  const { isLoggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const triggerId = useId();
  const hintId = useId();
  const search = useMemo(() => toJobAlertSearch(query, scope), [query, scope]);

  const wantsDialog = openRequested && isLoggedIn;
  useEffect(() => {
    if (!wantsDialog) return;
    // The request comes from the URL and needs the action in the DOM: focus first sits on the
    // action, so closing the dialog returns there rather than to the page's body.
    document.getElementById(triggerId)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
    onOpenRequestHandled();
  }, [wantsDialog, onOpenRequestHandled, triggerId]);

  if (!isLoggedIn) {
    return (
      <p className={styles.visitor}>
        <Link href={jobAlertLoginHref(query, scope)} aria-describedby={hintId}>
          {intl.formatMessage(searchPageMessages.alertAction)}
        </Link>
        <span id={hintId} className={styles.hint}>
          {intl.formatMessage(searchPageMessages.alertLoginHint)}
        </span>
      </p>
    );
  }
  return (
    <>
      <Button
        id={triggerId}
        className={styles.action}
        variant="secondary"
        size="small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={JobAlertDialog.preload}
      >
        {intl.formatMessage(searchPageMessages.alertAction)}
      </Button>
      <JobAlertDialog
        open={open}
        onOpenChange={setOpen}
        search={search}
        defaultName={jobAlertName(intl, query, scope, listingHeading)}
      />
    </>
  );
}
