// Comments or forum posts, each block its own card with author, date and a way back to it on the page.
import type { Block } from '../../../../src/types';
import { formatNumber } from '../../../shared/i18n';
import { formatDate } from '../format-date';
import { classifyLink, type LinkTarget } from '../link-target';
import { t, tn } from '../strings';
import { HtmlContent } from './HtmlContent';
import { PageLinkIcon } from './icons';

export type BlockKind = 'comments' | 'posts';

interface Props {
  kind: BlockKind;
  blocks: Block[];
  lang?: string;
  dir?: 'ltr' | 'rtl';
  locale?: string;
  /** Close the reader and bring the block into view; false when the target is not on this page. */
  onViewOnPage(target: LinkTarget): boolean;
}

/** Reply levels shown as indentation; deeper replies stay at this indent. */
const MAX_INDENT = 4;

function initial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

function ViewOnPage({ link, onViewOnPage }: { link: Block['link']; onViewOnPage: Props['onViewOnPage'] }) {
  const target = classifyLink(link);
  if (!target) return null;
  if (target.kind === 'selector') {
    return (
      <button type="button" onClick={() => onViewOnPage(target)}>
        <PageLinkIcon />
        {t('reader_view_on_page')}
      </button>
    );
  }
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (onViewOnPage(target)) event.preventDefault();
  };
  return (
    <a href={target.href} onClick={onClick}>
      <PageLinkIcon />
      {t('reader_view_on_page')}
    </a>
  );
}

function Card(props: { block: Block; index: number; total: number } & Omit<Props, 'blocks'>) {
  const { block, index, total, kind } = props;
  const author = block.author?.trim();
  const date = formatDate(block.date, props.locale);
  const number = (n: number) => formatNumber(n, props.locale);
  const position = t(kind === 'posts' ? 'reader_post_label' : 'reader_comment_label', [
    number(index + 1),
    number(total),
  ]);
  const depth = Math.max(0, Math.floor(block.depth ?? 0));
  const label = [
    position,
    depth ? t('reader_reply_label') : '',
    author,
    block.accepted ? t('reader_accepted') : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    // Replies are indented as the page nests them, up to MAX_INDENT levels (deeper ones stay at the last).
    <li
      class={depth ? 'reply' : undefined}
      style={depth ? { '--depth': Math.min(depth, MAX_INDENT) } : undefined}
    >
      <article class={block.accepted ? 'card accepted' : 'card'} aria-label={label}>
        <header class="card-head">
          <span class="avatar" aria-hidden="true">
            {initial(author || '?')}
          </span>
          {author && block.authorUrl ? (
            <a class="who" dir="auto" href={block.authorUrl} rel="noopener noreferrer" target="_blank">
              {author}
            </a>
          ) : (
            <span class="who" dir="auto">
              {author || t('reader_anonymous')}
            </span>
          )}
          {date && <time dateTime={date.iso ?? undefined}>{date.text}</time>}
          {typeof block.votes === 'number' && <span class="votes">{tn('reader_votes', block.votes)}</span>}
          {block.accepted && <span class="accepted-mark">✓ {t('reader_accepted')}</span>}
          <span class="num" aria-hidden="true">
            #{number(index + 1)}
          </span>
        </header>
        <HtmlContent
          html={block.html}
          text={block.text}
          lang={props.lang}
          dir={props.dir}
          topHeading={3}
          context={position}
        />
        {classifyLink(block.link) && (
          <div class="card-foot">
            <ViewOnPage link={block.link} onViewOnPage={props.onViewOnPage} />
          </div>
        )}
      </article>
    </li>
  );
}

export function BlockSection(props: Props) {
  const { kind, blocks } = props;
  if (blocks.length === 0) return null;
  const headingId = `pith-${kind}-heading`;
  return (
    <section class={`blocks ${kind}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(kind === 'posts' ? 'reader_posts' : 'reader_comments', formatNumber(blocks.length, props.locale))}
      </h2>
      <ol class="cards">
        {blocks.map((block, index) => (
          <Card key={index} {...props} block={block} index={index} total={blocks.length} />
        ))}
      </ol>
    </section>
  );
}
