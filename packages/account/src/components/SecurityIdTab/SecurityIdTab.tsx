// /app/account?tab=securityId: the talent's security ids, masked (GET /freelancer/securityIds), and
// adding one (POST /freelancer/securityId). A pattern and its explanation belong to a project (GET
// /project/{id}/securityIdPattern and /securityIdFaqVerbiage), and the API checks a value against a
// pattern only when it is entered for a project. So on its own the tab checks nothing beyond the
// contract's shape; opened for a project (`?project=12`, e.g. from a project that asks for one) it
// checks that project's pattern, gives its example, shows its explanation and saves the id for it.
// The server's 422 (pattern, limit) and 409 (already saved) are shown at the field.
import { translateApiMessage, usePortal } from '@talent/app-context';
import { Alert, TextField } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { submitErrors } from '../../errors.ts';
import { longDate } from '../../format.ts';
import { rulesForm, validateForm } from '../../form/rules.ts';
import { useForm } from '../../form/useForm.ts';
import { pageMessages } from '../../messages.ts';
import { accountKeys, createSecurityIdMutation, securityIdRuleQuery, securityIdsQuery } from '../../queries.ts';
import type { SecurityIdRule } from '../../queries.ts';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { AccountSection } from '../AccountSection/AccountSection.tsx';
import * as styles from '../AccountSection/AccountSection.css.ts';
import { Loaded } from '../Loaded/Loaded.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';

/** The contract's shape of a security id (`SecurityIdInput.value`): printable ASCII, 1–64. */
const VALUE_RULES = 'required|max:64';
const PRINTABLE = /^[\x20-\x7E]+$/;

/**
 * Whether `value` matches a project's pattern, as the API tests it (`new RegExp(pattern, 'u')`). A
 * pattern that does not compile is the client's mistake: the API accepts the value, so does the form.
 */
export function matchesSecurityIdPattern(pattern: string | null, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

/** Props of `SecurityIdTab`. */
export interface SecurityIdTabProps {
  /** The project the id is added for (`?project=`), if any. */
  readonly project?: number | undefined;
}

export function SecurityIdTab({ project }: SecurityIdTabProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const ids = useQuery(securityIdsQuery(api));
  const rule = useQuery({ ...securityIdRuleQuery(api, project ?? 0), enabled: project !== undefined });
  const [status, setStatus] = useState<string>();

  return (
    <>
      <AccountSection
        title={intl.formatMessage(pageMessages.securityIdsTitle)}
        description={intl.formatMessage(pageMessages.securityIdsDescription)}
      >
        <Loaded query={ids}>
          {(list) =>
            list.length === 0 ? (
              <p className={styles.itemMeta}>{intl.formatMessage(pageMessages.securityIdsEmpty)}</p>
            ) : (
              <ul className={styles.list}>
                {list.map((id) => (
                  <li key={id.id} className={styles.item}>
                    <div className={styles.itemText}>
                      <p className={`${styles.itemTitle} ${styles.mono}`}>{id.maskedValue}</p>
                      <p className={styles.itemMeta}>
                        {[
                          id.label ? intl.formatMessage(pageMessages.securityIdFor, { label: id.label }) : null,
                          intl.formatMessage(pageMessages.securityIdAddedOn, { date: longDate(intl, id.created) }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </AccountSection>
      <AccountSection title={intl.formatMessage(pageMessages.addSecurityIdTitle)} status={status}>
        {project === undefined ? (
          <AddSecurityIdForm rule={null} onAdded={() => setStatus(intl.formatMessage(pageMessages.securityIdSaved))} />
        ) : (
          <Loaded query={rule}>
            {(projectRule) => (
              <>
                {projectRule.faq ? (
                  <Alert tone="info" title={intl.formatMessage(pageMessages.securityIdProjectHelp)}>
                    <span className={styles.preLine}>{projectRule.faq}</span>
                  </Alert>
                ) : null}
                <AddSecurityIdForm
                  rule={projectRule}
                  project={project}
                  onAdded={() => setStatus(intl.formatMessage(pageMessages.securityIdSaved))}
                />
              </>
            )}
          </Loaded>
        )}
      </AccountSection>
    </>
  );
}

interface AddSecurityIdFormProps {
  readonly rule: SecurityIdRule | null;
  readonly project?: number;
  readonly onAdded: () => void;
}

function AddSecurityIdForm({ rule, project, onAdded }: AddSecurityIdFormProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const create = useMutation(createSecurityIdMutation(api));
  const form = useForm({ value: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const value = form.values.value.trim();
    const errors = await validateForm(intl, rulesForm(intl, { value: VALUE_RULES }), { value });
    if (!errors['value'] && (!PRINTABLE.test(value) || !matchesSecurityIdPattern(rule?.pattern ?? null, value))) {
      errors['value'] = translateApiMessage(intl, 'securityId.pattern');
    }
    if (!form.passes(errors)) return;
    try {
      await create.mutateAsync({ value, ...(project !== undefined && { projectId: project }) });
      form.setValue('value', '');
      // The list here and the header's security id entry read the same query.
      await queryClient.invalidateQueries({ queryKey: accountKeys.securityIds() });
      onAdded();
    } catch (error) {
      form.fail(...submitErrors(intl, error, ['value']));
    }
  };

  return (
    <AccountForm form={form} onSubmit={onSubmit}>
      <TextField
        id="account-securityId"
        label={intl.formatMessage(pageMessages.securityIdValue)}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        {...(rule?.example
          ? { hint: intl.formatMessage(pageMessages.securityIdExample, { example: rule.example }) }
          : {})}
        {...form.field('value')}
      />
      <SubmitButton loading={create.isPending}>{intl.formatMessage(pageMessages.securityIdSubmit)}</SubmitButton>
    </AccountForm>
  );
}
