// One onboarding row, edited by its type (spec §3 "Onboarding structure entry"): profile fields,
// country, address, phone, tags, languages, histories, categories and pools, the CV, a security id
// and the tenant's own questions. The same editors serve the profile page.
import { usePortal } from '@talent/app-context';
import { Alert, Checkbox, Select, TextArea, TextField } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { OnboardingRow, RowValue } from '../../answers.ts';
import { messages } from '../../messages.ts';
import { clientCategoriesQuery, onboardingPoolsQuery } from '../../queries.ts';
import type { CvResource, ParsedCv } from '../../queries.ts';
import { isRequired } from '../../validation.ts';
import { AddressFields } from '../AddressFields/AddressFields.tsx';
import { ChoiceList } from '../ChoiceList/ChoiceList.tsx';
import { CountrySelect } from '../CountrySelect/CountrySelect.tsx';
import { CvUpload } from '../CvUpload/CvUpload.tsx';
import { HistoryEditor } from '../HistoryEditor/HistoryEditor.tsx';
import type { HistoryKind } from '../HistoryEditor/HistoryEditor.tsx';
import { LanguageList } from '../LanguageList/LanguageList.tsx';
import { MobileField } from '../MobileField/MobileField.tsx';
import { TagInput } from '../TagInput/TagInput.tsx';
import { rowLabel } from './rowLabel.ts';

/** Props of `RowField`. */
export interface RowFieldProps {
  readonly row: OnboardingRow;
  readonly value: RowValue;
  readonly onChange: (value: RowValue) => void;
  /** The row's error, translated. */
  readonly error?: string | undefined;
  /** The job categories chosen so far (the pools row offers their pools). */
  readonly categoryIds?: readonly number[];
  /** A CV row's upload finished. */
  readonly onCvUploaded?: (file: CvResource) => void;
  /** A CV row's "fill my profile" read the CV. */
  readonly onCvParsed?: (parsed: ParsedCv) => void;
}

const HISTORY_KIND: Readonly<Record<string, HistoryKind>> = {
  employment_history: 'employment',
  education_history: 'education',
  certificate_history: 'certificate',
};

const TEXT_INPUT: Readonly<Record<string, { type: string; autoComplete?: string; inputMode?: 'decimal' }>> = {
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  professional_title: { type: 'text', autoComplete: 'organization-title' },
  linkedin_handle: { type: 'text' },
  availability: { type: 'date' },
  date: { type: 'date' },
  hour_rate: { type: 'text', inputMode: 'decimal' },
  number: { type: 'text', inputMode: 'decimal' },
  security_id: { type: 'text' },
  text: { type: 'text' },
};

export function RowField({
  row,
  value,
  onChange,
  error,
  categoryIds = [],
  onCvUploaded,
  onCvParsed,
}: RowFieldProps): ReactElement {
  const intl = useIntl();
  const id = `row-${row.id}`;
  const label = rowLabel(intl, row);
  const required = isRequired(row);
  const disabled = row.disabled ?? false;
  const common = { id, label, ...(error ? { error } : {}), ...(disabled ? { disabled } : {}) };
  const options = (row.form?.options ?? []).map((option) => ({ value: option.value, label: option.label }));

  if (row.type === 'cv_upload') {
    return (
      <CvUpload
        id={id}
        label={label}
        value={value.kind === 'text' ? value.text : ''}
        onUploaded={(file) => {
          onChange({ kind: 'text', text: file.uuid });
          onCvUploaded?.(file);
        }}
        {...(onCvParsed ? { onParsed: onCvParsed } : {})}
        {...(error ? { error } : {})}
      />
    );
  }

  switch (value.kind) {
    case 'flag':
      return (
        <Checkbox
          {...common}
          checked={value.checked}
          required={required}
          onChange={(event) => onChange({ kind: 'flag', checked: event.target.checked })}
        />
      );
    case 'list':
      if (row.type === 'skills' || row.type === 'tools') {
        return <TagInput {...common} values={value.values} onChange={(values) => onChange({ kind: 'list', values })} />;
      }
      if (row.type === 'categories') return <CategoriesField {...common} values={value.values} onChange={onChange} />;
      if (row.type === 'pools') {
        return <PoolsField {...common} values={value.values} onChange={onChange} categoryIds={categoryIds} />;
      }
      return (
        <ChoiceList
          {...common}
          options={options}
          values={value.values}
          onChange={(values) => onChange({ kind: 'list', values })}
        />
      );
    case 'history':
      return (
        <HistoryEditor
          {...common}
          kind={HISTORY_KIND[row.type] ?? 'employment'}
          entries={value.entries}
          onChange={(entries) => onChange({ kind: 'history', entries })}
        />
      );
    case 'languages':
      return (
        <LanguageList
          {...common}
          languages={value.languages}
          onChange={(languages) => onChange({ kind: 'languages', languages })}
        />
      );
    case 'address':
      return (
        <AddressFields
          {...common}
          value={value.address}
          onChange={(address) => onChange({ kind: 'address', address })}
        />
      );
    case 'phone':
      return (
        <MobileField
          id={id}
          label={label}
          value={value.phone}
          required={required}
          onChange={(phone) => onChange({ kind: 'phone', phone })}
          {...(error ? { error } : {})}
        />
      );
    case 'text': {
      const change = (text: string) => onChange({ kind: 'text', text });
      if (row.type === 'residence_country') {
        return <CountrySelect {...common} required={required} value={value.text} onChange={change} />;
      }
      if (row.type === 'select') {
        return (
          <Select
            {...common}
            required={required}
            placeholder={intl.formatMessage(messages.choose)}
            options={options}
            value={value.text}
            onChange={(event) => change(event.target.value)}
          />
        );
      }
      if (row.type === 'description' || row.type === 'textarea') {
        return (
          <TextArea
            {...common}
            required={required}
            rows={5}
            maxLength={5000}
            value={value.text}
            onChange={(event) => change(event.target.value)}
          />
        );
      }
      const input = TEXT_INPUT[row.type] ?? { type: 'text' };
      return (
        <TextField
          {...common}
          required={required}
          type={input.type}
          {...(input.autoComplete ? { autoComplete: input.autoComplete } : {})}
          {...(input.inputMode ? { inputMode: input.inputMode } : {})}
          value={value.text}
          onChange={(event) => change(event.target.value)}
        />
      );
    }
  }
}

interface ListFieldProps {
  readonly id: string;
  readonly label: string;
  readonly values: readonly string[];
  readonly onChange: (value: RowValue) => void;
  readonly error?: string;
  readonly disabled?: boolean;
}

/** The client's job categories (GET /client/categories). */
function CategoriesField(props: ListFieldProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const categories = useQuery(clientCategoriesQuery(api));
  if (categories.isError) return <Alert tone="error">{intl.formatMessage(messages.listFailed)}</Alert>;
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <ChoiceList
      {...props}
      options={options}
      hint={categories.data && options.length === 0 ? intl.formatMessage(messages.noCategories) : undefined}
      onChange={(values) => props.onChange({ kind: 'list', values })}
    />
  );
}

/** The pools of the chosen categories (GET /pool/categories?onBoarding=true&categoryIds=…). */
function PoolsField({
  categoryIds,
  ...props
}: ListFieldProps & { readonly categoryIds: readonly number[] }): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const pools = useQuery({ ...onboardingPoolsQuery(api, categoryIds), enabled: categoryIds.length > 0 });
  if (categoryIds.length === 0) {
    return (
      <ChoiceList
        {...props}
        options={[]}
        hint={intl.formatMessage(messages.choosePoolsFirst)}
        onChange={(values) => props.onChange({ kind: 'list', values })}
      />
    );
  }
  if (pools.isError) return <Alert tone="error">{intl.formatMessage(messages.listFailed)}</Alert>;
  const all = [
    ...(pools.data?.categoryResults.results.flatMap((group) => group.pools) ?? []),
    ...(pools.data?.orphanPools.results ?? []),
  ];
  const options = [...new Map(all.map((p) => [p.id, { value: String(p.id), label: p.name }])).values()];
  return (
    <ChoiceList
      {...props}
      options={options}
      hint={pools.data && options.length === 0 ? intl.formatMessage(messages.noPools) : undefined}
      onChange={(values) => props.onChange({ kind: 'list', values })}
    />
  );
}
