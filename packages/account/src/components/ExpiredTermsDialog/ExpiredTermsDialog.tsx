// The expired terms and privacy dialog (spec §2, §5, §8) of the empty and portal layouts: when
// GET /freelancer/legal/needsToAgree says the current terms and/or privacy statement still need
// agreement, a dialog (800 px, text box at most 230 px high) that cannot be dismissed asks for it
// with a required checkbox per missing document. Agree sends only the missing ones (POST
// /freelancer/legal/agree; a failure is swallowed, spec §8). Disagree asks to deactivate the
// account (350 px confirm dialog; POST /freelancer/tosDeactivate, then logout).
import { unwrap } from '@talent/api-client';
import { usePortal, useSession } from '@talent/app-context';
import { ROUTES, agreementsToSend, expiredTermsSchema } from '@talent/domain';
import type { LegalNeeds } from '@talent/domain';
import { Button, Checkbox, ConfirmDialog, Dialog, Link } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { dialogMessages as messages, messages as accountMessages } from '../../messages.ts';
import { accountKeys, legalNeedsQuery } from '../../queries.ts';
import * as styles from './ExpiredTermsDialog.css.ts';

type Field = keyof LegalNeeds;

/** A pause after which coming back to the portal is a new visit (as web analytics count visits). */
const NEW_VISIT_AFTER_MS = 30 * 60_000;

/** The expired terms dialog: renders nothing until the logged-in user has something to agree to. */
export function ExpiredTermsDialog(): ReactElement | null {
  const intl = useIntl();
  const portal = usePortal();
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const ids = { terms: useId(), privacy: useId() };
  const [checked, setChecked] = useState<Record<Field, boolean>>({ terms: false, privacy: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);

  const needs = useQuery({
    ...legalNeedsQuery(portal.api),
    enabled: isLoggedIn,
    // Asked on every visit, so terms published while a tab stays open are asked for too: a page
    // load reads it afresh (a new cache), and so does coming back to the portal after a pause long
    // enough to count as a new visit. Agreeing settles it until then (see agree below).
    staleTime: NEW_VISIT_AFTER_MS,
    refetchOnWindowFocus: true,
  });

  const agree = useMutation({
    mutationFn: async (missing: LegalNeeds) => {
      // Spec §8: a failure to record the agreement is swallowed; the next visit asks again.
      await portal.api.quiet
        .POST('/freelancer/legal/agree', { params: { query: agreementsToSend(missing) } })
        .catch(() => undefined);
    },
    onSettled: () => queryClient.setQueryData<LegalNeeds>(accountKeys.legalNeeds(), { terms: false, privacy: false }),
  });

  const deactivate = useMutation({
    // A failure shows the global error toast (the user asked for this action).
    mutationFn: () => unwrap(portal.api.client.POST('/freelancer/tosDeactivate', { body: {} })),
    onSuccess: async () => {
      setConfirming(false);
      await portal.signOut();
      portal.notify({ tone: 'info', message: intl.formatMessage(messages.deactivated) });
    },
  });

  const missing = needs.data;
  if (!isLoggedIn || !missing || (!missing.terms && !missing.privacy)) return null;

  const fields = (['terms', 'privacy'] as const).filter((field) => missing[field]);
  const names: Record<Field, string> = {
    terms: intl.formatMessage(messages.termsName),
    privacy: intl.formatMessage(messages.privacyName),
  };

  function submit(): void {
    const result = v.safeParse(expiredTermsSchema(missing!), checked);
    if (!result.success) {
      // Spec §5: the required rule, named with the translated document name.
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.issues) {
        const field = v.getDotPath(issue) as Field | null;
        if (field === 'terms' || field === 'privacy')
          next[field] = intl.formatMessage(messages.agreementRequired, { field: names[field] });
      }
      setErrors(next);
      const first = fields.find((field) => next[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setErrors({});
    agree.mutate(missing!);
  }

  return (
    <>
      <Dialog
        open={!confirming}
        onOpenChange={() => undefined}
        title={intl.formatMessage(messages.termsTitle)}
        size="large"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {intl.formatMessage(messages.disagree)}
            </Button>
            <Button loading={agree.isPending} onClick={submit}>
              {intl.formatMessage(messages.agree)}
            </Button>
          </>
        }
      >
        <div className={styles.stack}>
          {/* Scrollable, so it takes keyboard focus (WCAG 2.1.1) and has a name. */}
          <section className={styles.termsText} tabIndex={0} aria-label={intl.formatMessage(messages.termsTextLabel)}>
            <p>{intl.formatMessage(messages.termsIntro)}</p>
            <ul className={styles.links}>
              {missing.terms ? (
                <li>
                  <Link href={ROUTES.terms} external newTabLabel={intl.formatMessage(accountMessages.newTab)}>
                    {intl.formatMessage(messages.termsLink)}
                  </Link>
                </li>
              ) : null}
              {missing.privacy ? (
                <li>
                  <Link href={ROUTES.privacy} external newTabLabel={intl.formatMessage(accountMessages.newTab)}>
                    {intl.formatMessage(messages.privacyLink)}
                  </Link>
                </li>
              ) : null}
            </ul>
          </section>
          {fields.map((field) => (
            <Checkbox
              key={field}
              id={ids[field]}
              label={intl.formatMessage(field === 'terms' ? messages.termsCheckbox : messages.privacyCheckbox)}
              checked={checked[field]}
              required
              onChange={(event) => {
                const value = event.target.checked;
                setChecked((c) => ({ ...c, [field]: value }));
                if (value) setErrors((e) => ({ ...e, [field]: undefined }));
              }}
              {...(errors[field] ? { error: errors[field] } : {})}
            />
          ))}
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => setConfirming(open)}
        title={intl.formatMessage(messages.deactivateTitle)}
        message={intl.formatMessage(messages.deactivateMessage)}
        confirmLabel={intl.formatMessage(messages.deactivateConfirm)}
        cancelLabel={intl.formatMessage(messages.deactivateCancel)}
        destructive
        confirming={deactivate.isPending}
        onConfirm={() => deactivate.mutate()}
      />
    </>
  );
}
