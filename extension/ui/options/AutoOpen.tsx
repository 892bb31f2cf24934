// Sites where the reader opens by itself. Adding one asks the browser for that origin only, at that moment
// (optional_host_permissions): Pith holds no host permission the user did not grant for this purpose.
import { useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { t } from '../../shared/i18n';
import { parseOrigin } from '../../shared/origin';

interface Props {
  sites: string[];
  onChange(sites: string[]): void;
}

export function AutoOpen({ sites, onChange }: Props) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');

  const add = (event: Event) => {
    event.preventDefault();
    const origin = parseOrigin(draft);
    if (!origin) return setError(t('optionsSiteInvalid'));
    // Called straight from the click: browsers only show the permission prompt inside a user gesture.
    void browser.permissions.request({ origins: [`${origin}/*`] }).then((granted) => {
      if (!granted) return setError(t('optionsSiteDenied'));
      setError('');
      setDraft('');
      if (!sites.includes(origin)) onChange([...sites, origin]);
    });
  };

  const remove = (origin: string) => {
    onChange(sites.filter((s) => s !== origin));
    void browser.permissions.remove({ origins: [`${origin}/*`] });
  };

  return (
    <fieldset>
      <legend>{t('optionsAutoOpen')}</legend>
      <p class="muted">{t('optionsAutoOpenHelp')}</p>
      <ul>
        {sites.map((origin) => (
          <li key={origin} class="row">
            {origin}
            <button type="button" aria-label={t('optionsSiteRemove', origin)} onClick={() => remove(origin)}>
              {t('optionsRemove')}
            </button>
          </li>
        ))}
      </ul>
      <form class="row" onSubmit={add}>
        <label for="opt-site">{t('optionsSite')}</label>
        <input
          id="opt-site"
          value={draft}
          placeholder="example.org"
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
        <button type="submit">{t('optionsAdd')}</button>
      </form>
      {error && (
        <p class="problem" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
