import { render } from 'preact';
import { localizeDocument, t } from '../../shared/i18n';
import '../shared/page.css';
import { Options } from './Options';

localizeDocument(document);
document.title = `${t('extName')}: ${t('optionsTitle')}`;
render(<Options />, document.getElementById('app')!);
