import { APPLICATION_STATUSES } from '@talent/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { applicationStatusMessages, applicationStatusText } from './applicationStatusText.ts';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => undefined });

describe('applicationStatusText', () => {
  it('has a label and a sentence for each of the ten statuses, under the ids the domain names', () => {
    const texts = APPLICATION_STATUSES.map((status) => applicationStatusText(intl, status));
    expect(texts.map((t) => t.label)).toEqual([
      'Sent to the client',
      'Sending failed',
      'In review',
      'Awaiting confirmation',
      'Hired',
      'Not shortlisted',
      'Declined by the client',
      'Withdrawn',
      'Being sent',
      'Draft',
    ]);
    // Every status has its own sentence, none is the placeholder's.
    const sentences = new Set(texts.map((t) => t.description));
    expect(sentences.size).toBe(10);
    expect(sentences.has(applicationStatusMessages.placeholderDescription.defaultMessage)).toBe(false);
    expect(texts[4]).toMatchObject({ display: { type: 'success', icon: 'check' } });
  });

  it('reads an unknown or missing status as the placeholder', () => {
    for (const status of ['ON_HOLD', null, undefined]) {
      expect(applicationStatusText(intl, status)).toMatchObject({
        label: 'Status unknown',
        description: 'We cannot show the status of this application right now.',
        display: { type: 'info', icon: 'question' },
      });
    }
  });

  it('translates from the catalog of the locale', () => {
    const de = createIntl({
      locale: 'de',
      messages: { 'applicationStatus.HIRED.label': 'Zusage' },
      onError: () => undefined,
    });
    expect(applicationStatusText(de, 'HIRED').label).toBe('Zusage');
  });
});
