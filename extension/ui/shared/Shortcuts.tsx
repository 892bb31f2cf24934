// "Shortcuts listed" (issue 5 item 4): the live bindings, so a rebinding in the browser shows up here too.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import { shortcuts, type Shortcut } from './commands';

export function Shortcuts() {
  const [list, setList] = useState<Shortcut[]>([]);
  useEffect(() => void shortcuts().then(setList), []);
  return (
    <section aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{t('shortcutsHeading')}</h2>
      <ul class="muted" style={{ paddingInlineStart: '18px', margin: 0 }}>
        {list.map((s) => (
          <li key={s.description}>
            {s.keys ? <kbd dir="ltr">{s.keys}</kbd> : <em>{t('shortcutNotSet')}</em>} {s.description}
          </li>
        ))}
        <li>
          <kbd dir="ltr">Esc</kbd> {t('shortcutEscape')}
        </li>
      </ul>
    </section>
  );
}
