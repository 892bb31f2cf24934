// The sticky bar above the reading column: close, actions, text settings.
import type { ReaderSettings } from '../settings';
import { t } from '../strings';
import type { ReaderAction } from '../types';
import { CloseIcon, CopyIcon, DownloadIcon, HighlightIcon, TextIcon } from './icons';
import { Popover } from './Popover';
import { ReadAloud } from './ReadAloud';
import { SettingsPanel } from './SettingsPanel';

interface Props {
  settings: ReaderSettings;
  onSettings(patch: Partial<ReaderSettings>): void;
  onClose(): void;
  onAction?(action: ReaderAction): void;
  /** The article's language and the interface's (read aloud picks voices and sentence rules by them). */
  lang?: string;
  locale?: string;
  onMessage(message: string): void;
}

const EXPORTS = [
  ['export-md', 'reader_export_md'],
  ['export-txt', 'reader_export_txt'],
  ['export-html', 'reader_export_html'],
] as const;

function Actions({ onAction }: { onAction(action: ReaderAction): void }) {
  return (
    <>
      <button
        type="button"
        class="tool"
        aria-label={t('reader_highlight')}
        title={t('reader_highlight')}
        onClick={() => onAction('highlight')}
      >
        <HighlightIcon />
      </button>
      <button
        type="button"
        class="tool"
        aria-label={t('reader_copy')}
        title={t('reader_copy')}
        onClick={() => onAction('copy')}
      >
        <CopyIcon />
      </button>
      <Popover
        id="pith-export"
        label={t('reader_export')}
        icon={<DownloadIcon />}
        panelClass="export"
        panelRole="group"
      >
        {(close) => (
          <ul class="menu">
            {EXPORTS.map(([action, key]) => (
              <li key={action}>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    onAction(action);
                  }}
                >
                  <DownloadIcon />
                  {t(key)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Popover>
    </>
  );
}

/** Left/Right arrows move between the toolbar's buttons (WAI-ARIA APG toolbar); Tab still works as well. */
function onToolbarKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const bar = event.currentTarget as HTMLElement;
  const tools = [...bar.querySelectorAll<HTMLElement>(':scope > .tool, :scope > .tool-group > .tool')];
  const index = tools.indexOf(event.target as HTMLElement);
  if (index === -1) return;
  const rtl = getComputedStyle(bar).direction === 'rtl';
  const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
  event.preventDefault();
  tools[(index + step + tools.length) % tools.length].focus();
}

export function Toolbar({ settings, onSettings, onClose, onAction, lang, locale, onMessage }: Props) {
  return (
    <div class="toolbar" role="toolbar" aria-label={t('reader_toolbar')} onKeyDown={onToolbarKeyDown}>
      <button
        type="button"
        class="tool"
        aria-label={t('reader_close')}
        title={t('reader_close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <span class="spacer" />
      {onAction && <Actions onAction={onAction} />}
      <ReadAloud lang={lang} locale={locale} onMessage={onMessage} />
      <Popover id="pith-settings" label={t('reader_settings')} icon={<TextIcon />}>
        {() => <SettingsPanel settings={settings} onChange={onSettings} />}
      </Popover>
    </div>
  );
}
