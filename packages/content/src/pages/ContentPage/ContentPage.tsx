// A page of the tenant's CMS (terms, privacy statement, imprint, accessibility statement, help):
// its title as the h1 and the document title, its version and publication date, and its text —
// the API's sanitised HTML, rendered through the design system's allow-list (`SafeHtml`, never
// `innerHTML`). A page the tenant has in another language than the reader's says so, and carries
// that language (`lang`), so screen readers pronounce it right (WCAG 3.1.2).
import { useDocumentTitle, usePortal } from '@talent/app-context';
import { messageLocales } from '@talent/domain';
import { SafeHtml, Skeleton } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import { contentPageQuery } from '../../queries.ts';
import * as styles from './ContentPage.css.ts';

/** Props of `ContentPage`. */
export interface ContentPageProps {
  /** The page's slug (the route's loader has checked the tenant has it). */
  readonly slug: string;
}

const baseLanguage = (locale: string) => locale.split('-')[0]!;

/**
 * A language's name in the language the portal's messages are shown in: the locale's own, or the
 * catalog it falls back to (Ukrainian reads English messages, spec §9, so it reads "German" too).
 */
function languageName(code: string, locale: string): string {
  return new Intl.DisplayNames([messageLocales(locale).at(-1)!], { type: 'language' }).of(code) ?? code;
}

export function ContentPage({ slug }: ContentPageProps): ReactElement {
  const intl = useIntl();
  const { api, locale } = usePortal();
  // Keyed by the locale: choosing another language reads the page in it.
  const page = useQuery(contentPageQuery(api, slug, locale));
  const titleId = useId();
  useDocumentTitle(page.data?.title);

  if (page.isPending) return <Skeleton label={intl.formatMessage(messages.loading)} variant="rect" height={320} />;
  // Gone since the loader read it: the router's 404; other failures: the route's error page.
  if (page.isError) throw page.error;
  if (page.data === null) throw notFound();

  const { data } = page;
  const foreign = baseLanguage(data.language) !== baseLanguage(locale);
  const textLanguage = foreign ? data.language : undefined;
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title} lang={textLanguage}>
          {data.title}
        </h1>
        {data.publishedAt ? (
          <p className={styles.meta}>
            {intl.formatMessage(messages.updated, {
              version: data.version,
              // The moment is UTC; a page published on 1 January shows that date everywhere.
              date: intl.formatDate(data.publishedAt, { dateStyle: 'long', timeZone: 'UTC' }),
              time: (chunks) => (
                <time key="date" dateTime={data.publishedAt}>
                  {chunks}
                </time>
              ),
            })}
          </p>
        ) : null}
        {foreign ? (
          <p className={styles.meta}>
            {intl.formatMessage(messages.otherLanguage, {
              language: languageName(data.language, locale),
            })}
          </p>
        ) : null}
      </header>
      <SafeHtml html={data.html} source="tenant" headingStart={2} lang={textLanguage} />
    </article>
  );
}
