// Saving one section of the profile page: the work runs once at a time, a success is a toast, a
// failure is shown in the section (its field errors by field path, the rest as text, announced) and
// loses nothing typed. After a refusal (the section's own checks or the API's) the focus goes to the
// first marked field, else to the failure's text.
import { ApiError } from '@talent/api-client';
import { translateApiMessage, translateError, usePortal } from '@talent/app-context';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { focusProblem } from '../focusProblem.ts';
import { messages, profileMessages } from '../messages.ts';

/** What `useSectionSave` gives a section. */
export interface SectionSave {
  readonly saving: boolean;
  /** Texts of a failure not tied to a field. */
  readonly errors: readonly string[];
  /** Field path → text, from a 422. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** What the section's own checks found (shown on the field they checked). */
  readonly problem: string | undefined;
  /** The id of the section's form (where the focus looks for the first marked field). */
  readonly formId: string;
  /** The id of the failure's text (`SaveBar`); the focus goes there when no field is marked. */
  readonly failureId: string;
  /** Runs `work`; resolves to whether it worked. */
  save(work: () => Promise<unknown>): Promise<boolean>;
  /** The section's own checks found `problem`: nothing is sent. */
  refuse(problem: string): void;
}

/** The save of the section whose form has the id `formId`. */
export function useSectionSave(formId: string): SectionSave {
  const intl = useIntl();
  const portal = usePortal();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [failures, setFailures] = useState(0);
  const failureId = `${formId}-failure`;

  useEffect(() => {
    if (failures > 0) focusProblem(document.getElementById(formId), document.getElementById(failureId));
  }, [failures, formId, failureId]);

  const refuse = (found: string) => {
    setProblem(found);
    setFieldErrors({});
    setErrors([intl.formatMessage(messages.fixErrors)]);
    setFailures((n) => n + 1);
  };

  const save = async (work: () => Promise<unknown>): Promise<boolean> => {
    if (saving) return false;
    setSaving(true);
    setProblem(undefined);
    setErrors([]);
    setFieldErrors({});
    try {
      await work();
      portal.notify({ tone: 'success', message: intl.formatMessage(profileMessages.saved) });
      return true;
    } catch (error) {
      const fields =
        error instanceof ApiError
          ? Object.fromEntries(
              Object.entries(error.fieldErrors).map(([field, ids]) => [
                field,
                ids.map((id) => translateApiMessage(intl, id)).join(' '),
              ]),
            )
          : {};
      setFieldErrors(fields);
      setErrors(translateError(intl, error));
      setFailures((n) => n + 1);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, errors, fieldErrors, problem, formId, failureId, save, refuse };
}
