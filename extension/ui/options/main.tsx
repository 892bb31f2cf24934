import { render } from 'preact';
import browser from 'webextension-polyfill';
import '../shared/page.css';
import { Options } from './Options';

document.documentElement.lang = browser.i18n.getUILanguage();
document.title = `${browser.i18n.getMessage('extName')}: ${browser.i18n.getMessage('optionsTitle')}`;
render(<Options />, document.getElementById('app')!);
