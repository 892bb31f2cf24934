// The options page (issue 5 item 4): typography defaults, default export, auto-open sites. No choice of
// engine method: the extension ships one engine with one default (src/methods.ts); the research methods are
// compared on the bench, not by readers.
import { useEffect, useState } from 'preact/hooks';
import type { ExportFormat } from '../../messages';
import { t } from '../../shared/i18n';
import {
  DEFAULT_PREFS,
  EXPORT_FORMATS,
  loadPrefs,
  loadReaderSettings,
  savePrefs,
  saveReaderSettings,
  type Prefs,
} from '../../shared/prefs';
import { DEFAULT_SETTINGS, type ReaderSettings } from '../reader/settings';
import { Shortcuts } from '../shared/Shortcuts';
import { AutoOpen } from './AutoOpen';
import { Typography } from './Typography';

const FORMAT_KEYS: Record<ExportFormat, string> = {
  markdown: 'formatMarkdown',
  text: 'formatText',
  html: 'formatHtml',
};

export function Options() {
  const [settings, setSettings] = useState<ReaderSettings>(DEFAULT_SETTINGS);
  const [prefs, setPrefs] = useState<Prefs>(DEFAULT_PREFS);
  const [status, setStatus] = useState('');

  useEffect(() => {
    void loadReaderSettings().then(setSettings);
    void loadPrefs().then(setPrefs);
  }, []);

  const saved = () => setStatus(t('optionsSaved'));
  const changeSettings = (next: ReaderSettings) => {
    setSettings(next);
    void saveReaderSettings(next).then(saved);
  };
  const changePrefs = (change: Partial<Prefs>) =>
    void savePrefs(change).then((next) => (setPrefs(next), saved()));

  return (
    <div style={{ maxWidth: '640px', margin: '0 auto', padding: '24px 16px' }}>
      <h1>{t('optionsHeading')}</h1>
      <Typography settings={settings} onChange={changeSettings} />
      <fieldset>
        <legend>{t('optionsExport')}</legend>
        <div class="row">
          <label for="opt-format">{t('popupFormat')}</label>
          <select
            id="opt-format"
            value={prefs.exportFormat}
            onChange={(e) => changePrefs({ exportFormat: e.currentTarget.value as ExportFormat })}
          >
            {EXPORT_FORMATS.map((f) => (
              <option value={f}>{t(FORMAT_KEYS[f])}</option>
            ))}
          </select>
        </div>
        <label class="row">
          <input
            type="checkbox"
            checked={prefs.includeExtras}
            onChange={(e) => changePrefs({ includeExtras: e.currentTarget.checked })}
          />
          {t('popupIncludeExtras')}
        </label>
      </fieldset>
      <AutoOpen sites={prefs.autoOpen} onChange={(autoOpen) => changePrefs({ autoOpen })} />
      <Shortcuts />
      <p role="status" aria-live="polite" class="muted">
        {status}
      </p>
    </div>
  );
}
