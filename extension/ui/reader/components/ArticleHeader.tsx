// Site, title, and the byline row: author, date, estimated reading time.
import { useEffect, useState } from 'preact/hooks';
import type { ReaderExtraction } from '../normalize';
import { formatNumber } from '../../../shared/i18n';
import { formatDate } from '../format-date';
import { WORDS_PER_MINUTE } from '../reading-time';
import { t, tn } from '../strings';

interface Props {
  extraction: ReaderExtraction;
  site: string;
  words: number;
  minutes: number;
  locale?: string;
  /** The original is the page under the overlay: going there means closing the reader, not reloading. */
  onClose(): void;
}

function isThisPage(url: string): boolean {
  try {
    const target = new URL(url, document.baseURI);
    const here = new URL(document.URL);
    return target.origin + target.pathname + target.search === here.origin + here.pathname + here.search;
  } catch {
    return false;
  }
}

/**
 * The reading time's tooltip ("1,150 words at 230 words per minute"), written once the reader has painted: a
 * count of four digits or more needs Intl.NumberFormat, whose first use in a tab loads ICU's number data
 * (20 to 30 ms in a fresh renderer), and nobody reads a tooltip in the first frame. Preact runs effects after
 * the paint.
 */
function useReadingDetail(words: number, locale: string | undefined): string | undefined {
  const [detail, setDetail] = useState<string>();
  useEffect(() => {
    setDetail(tn('reader_reading_time_detail', words, [formatNumber(WORDS_PER_MINUTE, locale)]));
  }, [words, locale]);
  return detail;
}

export function ArticleHeader({ extraction, site, words, minutes, locale, onClose }: Props) {
  const date = formatDate(extraction.date, locale);
  const detail = useReadingDetail(words, locale);
  return (
    <header class="head">
      {site && (
        <a
          class="kicker"
          href={extraction.url || undefined}
          title={t('reader_view_original')}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            if (!extraction.url || isThisPage(extraction.url)) {
              event.preventDefault();
              onClose();
            }
          }}
        >
          {site}
        </a>
      )}
      {/* No title, no heading: an empty one is a stop with nothing to read (axe empty-heading); the dialog is
          then named by its label (Reader.tsx). */}
      {extraction.title && (
        <h1 class="title" id="pith-title">
          {extraction.title}
        </h1>
      )}
      <ul class="meta">
        {extraction.author && (
          <li class="byline">
            <bdi class="author">{t('reader_by', extraction.author)}</bdi>
          </li>
        )}
        {date && (
          <li>
            <bdi>
              <time dateTime={date.iso ?? undefined}>{date.text}</time>
            </bdi>
          </li>
        )}
        {minutes > 0 && (
          <li class="reading-time" title={detail}>
            <bdi>{tn('reader_reading_time', minutes)}</bdi>
          </li>
        )}
      </ul>
      <hr class="rule" />
    </header>
  );
}
