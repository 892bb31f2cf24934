import { render } from 'preact';
import browser from 'webextension-polyfill';
import { localizeDocument } from '../../shared/i18n';
import '../shared/page.css';
import { messageConnector } from '../shared/connector';
import { Popup } from './Popup';

/** The tab this popup is about: `?tab=` when opened from the context menu, else the active tab. */
async function targetTab(params: URLSearchParams): Promise<number | null> {
  const fromQuery = Number(params.get('tab'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

const params = new URLSearchParams(location.search);
localizeDocument(document);
render(
  <Popup connector={messageConnector} tabId={await targetTab(params)} problem={params.get('problem')} />,
  document.getElementById('app')!,
);
