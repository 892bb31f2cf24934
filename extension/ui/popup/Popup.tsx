// The popup: what Pith found on the page and the actions (issue 5 item 4). Reached from the context menu
// ("Page info and actions") or on a tab where the toolbar button reports a problem.
import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import type { ExportFormat, PageInfo } from '../../messages';
import { formatNumber, t, valueKey } from '../../shared/i18n';
import { EXPORT_FORMATS, loadPrefs } from '../../shared/prefs';
import type { Connector } from '../shared/connector';
import { Shortcuts } from '../shared/Shortcuts';

interface Props {
  connector: Connector;
  tabId: number | null;
  problem: string | null;
}

const FORMAT_KEYS: Record<ExportFormat, string> = {
  markdown: 'formatMarkdown',
  text: 'formatText',
  html: 'formatHtml',
};

function Stats({ info }: { info: PageInfo }) {
  return (
    <dl class="stats">
      <dt>{t('popupPageType')}</dt>
      <dd>{t(valueKey('pageType', info.pageType))}</dd>
      <dt>{t('popupWords')}</dt>
      <dd>{formatNumber(info.words)}</dd>
      <dt>{t('popupComments')}</dt>
      <dd>{formatNumber(info.comments)}</dd>
      <dt>{t('popupPosts')}</dt>
      <dd>{formatNumber(info.posts)}</dd>
    </dl>
  );
}

export function Popup({ connector, tabId, problem }: Props) {
  const [info, setInfo] = useState<PageInfo | null>(null);
  const [message, setMessage] = useState<string | null>(problem);
  const [status, setStatus] = useState('');
  const [format, setFormat] = useState<ExportFormat>('markdown');
  const [extras, setExtras] = useState(true);

  useEffect(() => {
    void loadPrefs().then((p) => {
      setFormat(p.exportFormat);
      setExtras(p.includeExtras);
    });
    if (tabId === null || problem) return;
    void connector.info(tabId).then((reply) => (reply.ok ? setInfo(reply.info) : setMessage(reply.message)));
  }, [tabId]);

  const run = async (action: () => Promise<{ ok: boolean; message?: string }>, close: boolean) => {
    const reply = await action();
    if (!reply.ok) setMessage(reply.message ?? '');
    else if (close) window.close();
  };

  const exportAs = async (action: 'copy' | 'download') => {
    if (tabId === null) return;
    const reply = await connector.exportArticle(tabId, { format, includeExtras: extras, action: 'none' });
    if (!reply.ok) return setMessage(reply.message);
    if (action === 'copy') await navigator.clipboard.writeText(reply.text);
    else await connector.exportArticle(tabId, { format, includeExtras: extras, action: 'download' });
    setStatus(t(action === 'copy' ? 'noticeCopied' : 'noticeDownloaded'));
  };

  const disabled = tabId === null || (problem !== null && info === null);
  return (
    <div style={{ width: '320px', padding: '14px 16px' }}>
      <h1>{t('extName')}</h1>
      {message && (
        <p class="problem" role="alert">
          {message}
        </p>
      )}
      {info ? <Stats info={info} /> : !message && <p class="muted">{t('popupLoading')}</p>}
      <div class="row">
        <button
          class="primary"
          disabled={disabled}
          onClick={() => tabId !== null && run(() => connector.open(tabId), true)}
        >
          {t('popupRead')}
        </button>
        <button
          disabled={disabled}
          onClick={() => tabId !== null && run(() => connector.highlight(tabId), true)}
        >
          {t('popupHighlight')}
        </button>
      </div>
      <h2 id="export-heading">{t('popupExport')}</h2>
      <div class="row" role="group" aria-labelledby="export-heading">
        <select
          aria-label={t('popupFormat')}
          value={format}
          onChange={(e) => setFormat(e.currentTarget.value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((f) => (
            <option value={f}>{t(FORMAT_KEYS[f])}</option>
          ))}
        </select>
        <button disabled={disabled} onClick={() => void exportAs('copy')}>
          {t('popupCopy')}
        </button>
        <button disabled={disabled} onClick={() => void exportAs('download')}>
          {t('popupDownload')}
        </button>
      </div>
      <label class="row">
        <input type="checkbox" checked={extras} onChange={(e) => setExtras(e.currentTarget.checked)} />
        {t('popupIncludeExtras')}
      </label>
      <p class="muted" role="status" aria-live="polite">
        {status}
      </p>
      <Shortcuts />
      <p>
        <a href="#" onClick={(e) => (e.preventDefault(), void browser.runtime.openOptionsPage())}>
          {t('popupOptions')}
        </a>
      </p>
    </div>
  );
}
