// The security-id step, for projects that require one: the talent's security ids, and adding one
// checked against the project's pattern (GET /project/{id}/securityIdPattern, also checked by the
// API), with the project's explanation (GET /project/{id}/securityIdFaqVerbiage).
import { unwrap } from '@talent/api-client';
import { translateError, usePortal } from '@talent/app-context';
import { Alert, Button, TextField, bareList, stack } from '@talent/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { issueFieldId } from '../../flow.ts';
import type { StepIssues } from '../../flow.ts';
import { flowMessages as messages } from '../../messages.ts';
import { applyKeys, securityIdRuleQuery, securityIdsQuery } from '../../queries.ts';

/** Props of `SecurityIdStep`. */
export interface SecurityIdStepProps {
  readonly projectId: number;
  readonly issues: StepIssues;
}

/** Whether `value` matches the whole of `pattern` (an unreadable pattern is left to the API). */
export function matchesPattern(value: string, pattern: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

export function SecurityIdStep({ projectId, issues }: SecurityIdStepProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const ids = useQuery(securityIdsQuery(api)).data ?? [];
  const rule = useQuery(securityIdRuleQuery(api, projectId)).data;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);

  const add = async () => {
    if (adding) return;
    setAdded(false);
    const trimmed = value.trim();
    if (trimmed === '' || (rule && !matchesPattern(trimmed, rule.pattern))) {
      setError(intl.formatMessage(messages.securityIdPattern));
      return;
    }
    setAdding(true);
    setError(null);
    try {
      await unwrap(api.quiet.POST('/freelancer/securityId', { body: { projectId, value: trimmed } }));
      await queryClient.invalidateQueries({ queryKey: applyKeys.securityIds() });
      setValue('');
      setAdded(true);
    } catch (failure) {
      setError(translateError(intl, failure).join(' '));
    } finally {
      setAdding(false);
    }
  };

  const shownError = error ?? (issues['securityId'] ? intl.formatMessage(messages.securityIdRequired) : null);
  return (
    <div className={stack.lg}>
      <p>{intl.formatMessage(messages.securityIdIntro)}</p>
      {rule?.faq ? <p>{rule.faq}</p> : null}
      {ids.length > 0 ? (
        <section className={stack.sm} aria-labelledby="apply-security-ids">
          <h3 id="apply-security-ids">{intl.formatMessage(messages.securityIdList)}</h3>
          <ul className={bareList}>
            {ids.map((id) => (
              <li key={id.id}>{id.label ? `${id.label}: ${id.maskedValue}` : id.maskedValue}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={stack.sm}>
        <TextField
          id={issueFieldId('securityId')}
          label={intl.formatMessage(messages.securityIdNew)}
          value={value}
          autoComplete="off"
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            // The flow's form would take Enter as Next; here it adds the id.
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
          {...(rule?.example
            ? { hint: intl.formatMessage(messages.securityIdExample, { example: rule.example }) }
            : {})}
          {...(shownError ? { error: shownError } : {})}
        />
        <div>
          <Button type="button" variant="secondary" loading={adding} onClick={() => void add()}>
            {intl.formatMessage(messages.securityIdAdd)}
          </Button>
        </div>
        {added ? (
          <Alert tone="success" live>
            {intl.formatMessage(messages.securityIdAdded)}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
