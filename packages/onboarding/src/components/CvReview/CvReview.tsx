// The review of a parsed CV: one section per proposal (skills, tools, languages, each history
// entry, address, mobile number, LinkedIn), each accepted, edited or discarded on its own before
// anything is used. A proposal that differs from what the talent already typed asks which to keep
// (keep mine by default; lists may be merged), so nothing is overwritten silently.
import { Button, Card, RadioGroup, TextField } from '@talent/ui';
import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { RowValue } from '../../answers.ts';
import { alreadyThere, applyProposal, canMerge, conflicts } from '../../cvReview.ts';
import type { Resolution, ReviewSection, SectionTopic } from '../../cvReview.ts';
import { messages } from '../../messages.ts';
import { AddressFields } from '../AddressFields/AddressFields.tsx';
import { HistoryEditor } from '../HistoryEditor/HistoryEditor.tsx';
import { LanguageList } from '../LanguageList/LanguageList.tsx';
import { MobileField } from '../MobileField/MobileField.tsx';
import { TagInput } from '../TagInput/TagInput.tsx';
import * as styles from './CvReview.css.ts';

/** Props of `CvReview`. */
export interface CvReviewProps {
  readonly sections: readonly ReviewSection[];
  /** What each row holds now (typed or saved), by row id. */
  readonly values: Readonly<Record<number, RowValue>>;
  /** Puts a value into a row (an accepted proposal, or the value before it on undo). */
  readonly onApply: (rowId: number, value: RowValue) => void;
  readonly onClose: () => void;
}

const TOPICS: Record<SectionTopic, MessageDescriptor> = {
  skills: messages.reviewSkills,
  tools: messages.reviewTools,
  languages: messages.reviewLanguages,
  employment: messages.reviewEmployment,
  education: messages.reviewEducation,
  certificate: messages.reviewCertificate,
  address: messages.reviewAddress,
  phone: messages.reviewPhone,
  linkedIn: messages.reviewLinkedIn,
};

const LEVELS = [messages.level1, messages.level2, messages.level3, messages.level4, messages.level5];

/** A value as one line of text. */
export function valueSummary(intl: IntlShape, value: RowValue): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'flag':
      return value.checked ? intl.formatMessage(messages.yes) : '';
    case 'list':
      return intl.formatList(value.values, { type: 'unit' });
    case 'languages': {
      const names = new Intl.DisplayNames([intl.locale], { type: 'language', fallback: 'code' });
      return intl.formatList(
        value.languages.map(
          (l) => `${names.of(l.code) ?? l.code} (${intl.formatMessage(LEVELS[l.proficiency - 1] ?? messages.level3)})`,
        ),
        { type: 'unit' },
      );
    }
    case 'history':
      return value.entries
        .map((e) =>
          [
            e.title,
            e.organization,
            [e.start?.slice(0, 7), e.ongoing ? '…' : e.end?.slice(0, 7)].filter(Boolean).join(' – '),
          ]
            .filter(Boolean)
            .join(', '),
        )
        .join('; ');
    case 'address':
      return Object.values(value.address).filter(Boolean).join(', ');
    case 'phone':
      return `${value.phone.countryCode} ${value.phone.number}`;
  }
}

type Status = 'pending' | 'accepted' | 'discarded';

interface SectionProps {
  readonly section: ReviewSection;
  readonly current: RowValue;
  readonly onApply: (value: RowValue) => void;
}

function Section({ section, current, onApply }: SectionProps): ReactElement {
  const intl = useIntl();
  const [status, setStatus] = useState<Status>('pending');
  const [editing, setEditing] = useState(false);
  const [proposed, setProposed] = useState<RowValue>(section.proposed);
  const [resolution, setResolution] = useState<Resolution>('mine');
  const [before, setBefore] = useState<RowValue | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const headingId = `review-${section.key}`;
  const title = intl.formatMessage(TOPICS[section.topic], { title: section.title ?? '' });
  const there = status === 'pending' && alreadyThere(proposed, current);
  const conflict = status === 'pending' && !there && conflicts(proposed, current);

  const settle = (next: Status) => {
    setStatus(next);
    setEditing(false);
    // The pressed button is gone: the talent lands on the outcome and its Undo.
    queueMicrotask(() => statusRef.current?.focus());
  };
  const accept = () => {
    setBefore(current);
    onApply(applyProposal(proposed, current, conflict ? resolution : 'cv'));
    settle('accepted');
  };
  const undo = () => {
    if (status === 'accepted' && before) onApply(before);
    setBefore(null);
    setStatus('pending');
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      {editing ? (
        <ProposalEditor id={`review-${section.key}-edit`} label={title} value={proposed} onChange={setProposed} />
      ) : (
        <p className={styles.value}>{valueSummary(intl, proposed)}</p>
      )}
      {status === 'pending' ? (
        <>
          {there ? <p className={styles.note}>{intl.formatMessage(messages.alreadyThere)}</p> : null}
          {conflict ? (
            <div className={styles.conflict}>
              <p className={styles.note}>{intl.formatMessage(messages.conflict)}</p>
              <p className={styles.value}>
                {intl.formatMessage(messages.yours, { value: valueSummary(intl, current) })}
              </p>
              <RadioGroup
                name={`review-${section.key}-resolution`}
                label={intl.formatMessage(messages.resolution)}
                value={resolution}
                onValueChange={(choice) => setResolution(choice as Resolution)}
                orientation="horizontal"
                options={[
                  { value: 'mine', label: intl.formatMessage(messages.keepMine) },
                  { value: 'cv', label: intl.formatMessage(messages.useCv) },
                  ...(canMerge(proposed) ? [{ value: 'merge', label: intl.formatMessage(messages.mergeBoth) }] : []),
                ]}
              />
            </div>
          ) : null}
          <div className={styles.actions}>
            {there ? null : (
              <Button onClick={accept} aria-describedby={headingId}>
                {intl.formatMessage(messages.accept)}
              </Button>
            )}
            {there ? null : (
              <Button variant="secondary" onClick={() => setEditing((e) => !e)} aria-describedby={headingId}>
                {intl.formatMessage(editing ? messages.doneEditing : messages.edit)}
              </Button>
            )}
            <Button variant="ghost" onClick={() => settle('discarded')} aria-describedby={headingId}>
              {intl.formatMessage(messages.discard)}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          <p ref={statusRef} tabIndex={-1} className={styles.outcome}>
            {intl.formatMessage(status === 'accepted' ? messages.accepted : messages.discarded)}
          </p>
          <Button variant="ghost" onClick={undo} aria-describedby={headingId}>
            {intl.formatMessage(messages.undo)}
          </Button>
        </div>
      )}
    </section>
  );
}

interface ProposalEditorProps {
  readonly id: string;
  readonly label: string;
  readonly value: RowValue;
  readonly onChange: (value: RowValue) => void;
}

/** A proposal edited with the row's own editor. */
function ProposalEditor({ id, label, value, onChange }: ProposalEditorProps): ReactElement | null {
  switch (value.kind) {
    case 'list':
      return (
        <TagInput
          id={id}
          label={label}
          values={value.values}
          onChange={(values) => onChange({ kind: 'list', values })}
        />
      );
    case 'languages':
      return (
        <LanguageList
          id={id}
          label={label}
          languages={value.languages}
          onChange={(languages) => onChange({ kind: 'languages', languages })}
        />
      );
    case 'history':
      return (
        <HistoryEditor
          id={id}
          label={label}
          kind="employment"
          headingLevel={4}
          entries={value.entries}
          onChange={(entries) => onChange({ kind: 'history', entries })}
        />
      );
    case 'address':
      return (
        <AddressFields
          id={id}
          label={label}
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
          onChange={(phone) => onChange({ kind: 'phone', phone })}
        />
      );
    case 'text':
      return (
        <TextField
          id={id}
          label={label}
          value={value.text}
          onChange={(event) => onChange({ kind: 'text', text: event.target.value })}
        />
      );
    default:
      return null;
  }
}

export function CvReview({ sections, values, onApply, onClose }: CvReviewProps): ReactElement {
  const intl = useIntl();
  return (
    <Card
      title={intl.formatMessage(messages.reviewTitle)}
      headingLevel={2}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.closeReview)}
        </Button>
      }
    >
      <div className={styles.review}>
        <p className={styles.note}>{intl.formatMessage(messages.reviewIntro)}</p>
        {sections.length === 0 ? <p>{intl.formatMessage(messages.parseEmpty)}</p> : null}
        {sections.map((section) => {
          const current = values[section.row.id];
          return current ? (
            <Section
              key={section.key}
              section={section}
              current={current}
              onApply={(value) => onApply(section.row.id, value)}
            />
          ) : null;
        })}
      </div>
    </Card>
  );
}
