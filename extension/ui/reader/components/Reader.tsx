// The reading view: a modal dialog with the toolbar, the article, then its comments or posts.
import { useMemo, useState } from 'preact/hooks';
import type { Problem } from '../../../../src/types';
import type { ReaderExtraction } from '../normalize';
import { interfaceDirection } from '../../../shared/i18n';
import { normalizeLang } from '../lang';
import type { LinkTarget } from '../link-target';
import { countWords, readingMinutes } from '../reading-time';
import { clampSettings, type ReaderSettings } from '../settings';
import { t, tn } from '../strings';
import type { ReaderAction } from '../types';
import { ArticleHeader } from './ArticleHeader';
import { BlockSection } from './BlockSection';
import { HtmlContent } from './HtmlContent';
import { CloseIcon } from './icons';
import { Toolbar } from './Toolbar';

export interface ReaderProps {
  extraction: ReaderExtraction;
  settings: ReaderSettings;
  locale?: string;
  onClose(): void;
  onSettingsChange(settings: ReaderSettings): void;
  onAction?(action: ReaderAction): void;
  onViewOnPage(target: LinkTarget): boolean;
  /** Filled in by the reader: how its host shows a message (mount.tsx's `notify`). */
  messages?: { show?(message: string): void };
}

/**
 * A message from an action (copied, a failure): in the flow under the toolbar, so it never covers a control,
 * announced politely, and there until the user dismisses it (its button, or Escape) or another replaces it.
 */
function MessageBar({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <div class="message" role="status">
      <p>{message}</p>
      <button
        type="button"
        class="tool"
        aria-label={t('reader_message_close')}
        title={t('reader_message_close')}
        onClick={onDismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function siteName(extraction: ReaderExtraction): string {
  if (extraction.site?.trim()) return extraction.site.trim();
  try {
    return new URL(extraction.url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Words the reading time is about: the article, or on forum-like pages the posts (comments are extra). */
function readingText(extraction: ReaderExtraction): string {
  const posts = extraction.pageType === 'multiple' ? extraction.posts.map((p) => p.text) : [];
  return [extraction.article.text, ...posts].join('\n');
}

/** The engine's problem in the interface language (its own `message` is English, for the CLI and logs). */
function problemText(problem: Problem | null | undefined): string {
  if (!problem || problem.code === 'no-content') return t('reader_no_content');
  if (problem.code === 'not-html') return problem.message; // already the table's (content/odd-document.ts)
  return t(`problem_${problem.code.replace(/\W/g, '_')}` as 'problem_error');
}

export function Reader(props: ReaderProps) {
  const { extraction, locale } = props;
  const [settings, setSettings] = useState(() => clampSettings(props.settings));
  const [message, setMessage] = useState<string | null>(null);
  if (props.messages) props.messages.show = setMessage;
  const lang = normalizeLang(extraction.lang);
  const dir = extraction.dir === 'rtl' ? 'rtl' : 'ltr';
  const site = siteName(extraction);
  const words = useMemo(() => countWords(readingText(extraction), lang), [extraction, lang]);
  const hasArticle = Boolean(extraction.article.html.trim() || extraction.article.text.trim());
  const empty = !hasArticle && extraction.comments.length === 0 && extraction.posts.length === 0;

  const update = (patch: Partial<ReaderSettings>) => {
    const next = clampSettings({ ...settings, ...patch });
    setSettings(next);
    props.onSettingsChange(next);
  };
  const style = {
    '--font-size': `${settings.fontSize}px`,
    '--measure': `${settings.lineWidth}ch`,
    '--line-height': String(settings.lineHeight),
  };
  const blockProps = { lang, dir, locale, onViewOnPage: props.onViewOnPage } as const;

  return (
    <div
      class="root"
      role="dialog"
      aria-modal="true"
      aria-labelledby={extraction.title ? 'pith-title' : undefined}
      aria-label={extraction.title ? undefined : t('reader_dialog_label')}
      tabIndex={-1}
      lang={locale}
      dir={interfaceDirection()}
      data-theme={settings.theme}
      data-font={settings.fontFamily}
      style={style}
      onKeyDown={(event) => {
        // Escape dismisses a message first (as it closes an open popover first); the next one closes the reader.
        if (event.key === 'Escape' && message !== null && !event.defaultPrevented) {
          event.preventDefault();
          setMessage(null);
        }
      }}
    >
      <div class="bar">
        <Toolbar
          settings={settings}
          onSettings={update}
          onClose={props.onClose}
          onAction={props.onAction}
          lang={lang}
          locale={locale}
          onMessage={setMessage}
        />
        {message !== null && <MessageBar message={message} onDismiss={() => setMessage(null)} />}
      </div>
      <div class="page">
        <article class="doc" lang={lang} dir={dir}>
          <ArticleHeader
            onClose={props.onClose}
            extraction={extraction}
            site={site}
            words={words}
            minutes={readingMinutes(words)}
            locale={locale}
          />
          {extraction.shortened && (
            <p class="shortened" role="status">
              {tn('reader_shortened', extraction.shortened.chars)}
            </p>
          )}
          {hasArticle && (
            <HtmlContent
              html={extraction.article.html}
              text={extraction.article.text}
              lead={{ title: extraction.title, author: extraction.author }}
            />
          )}
          {empty && (
            <p class="problem" role="status">
              {problemText(extraction.problem)}
            </p>
          )}
        </article>
        <BlockSection kind="posts" blocks={extraction.posts} {...blockProps} />
        <BlockSection kind="comments" blocks={extraction.comments} {...blockProps} />
      </div>
    </div>
  );
}
