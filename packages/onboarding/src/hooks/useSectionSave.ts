// Saving one section of the profile page: the work runs once at a time, a success is a toast, a
// failure is shown in the section (its field errors by field path, the rest as text) and loses
// nothing typed.
import { ApiError } from '@talent/api-client';
import { translateApiMessage, translateError, usePortal } from '@talent/app-context';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { profileMessages } from '../messages.ts';

/** What `useSectionSave` gives a section. */
export interface SectionSave {
  readonly saving: boolean;
  /** Texts of a failure not tied to a field. */
  readonly errors: readonly string[];
  /** Field path → text, from a 422. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Runs `work`; resolves to whether it worked. */
  save(work: () => Promise<unknown>): Promise<boolean>;
}

export function useSectionSave(): SectionSave {
  const intl = useIntl();
  const portal = usePortal();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});

  const save = async (work: () => Promise<unknown>): Promise<boolean> => {
    if (saving) return false;
    setSaving(true);
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
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, errors, fieldErrors, save };
}
