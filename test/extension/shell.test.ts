// Pure logic of the extension shell: message guards, stored-preference validation, file names, origins,
// per-browser manifests, highlight hit-testing, the reader's copy of an extraction, and that every user string
// has an English message.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBackgroundMessage, isContentMessage } from '../../extension/messages';
import { clampPrefs, DEFAULT_PREFS } from '../../extension/shared/prefs-schema';
import { parseOrigin } from '../../extension/shared/origin';
import { valueKey } from '../../extension/shared/i18n';
import { fileNameFor } from '../../extension/content/deliver';
import { regionAt } from '../../extension/content/highlights/layout';
import { wordCount } from '../../extension/content/page-info';
import { messageForInjectionError, NoFrameScripted } from '../../extension/background/injection-errors';
import { READER_MESSAGES } from '../../extension/ui/reader/strings';
import { normalizeExtraction } from '../../extension/ui/reader/normalize';
import { withRegions } from '../../src/pipeline/lazy-regions';
import type { Extraction } from '../../src/types';
import { manifestFor, readBaseManifest, GECKO_ID } from '../../tools/lib/manifest';
import { ROOT } from '../../tools/lib/paths';

describe('message guards', () => {
  it('accept only their own receiver’s message types', () => {
    expect(isBackgroundMessage({ type: 'open', tabId: 1 })).toBe(true);
    expect(isBackgroundMessage({ type: 'content:info' })).toBe(false);
    expect(isContentMessage({ type: 'content:info' })).toBe(true);
    expect(isContentMessage({ type: 'open', tabId: 1 })).toBe(false);
    expect(isContentMessage(null)).toBe(false);
    expect(isBackgroundMessage('open')).toBe(false);
  });
});

describe('clampPrefs', () => {
  it('keeps valid values and replaces the rest by the defaults', () => {
    expect(clampPrefs(undefined)).toEqual(DEFAULT_PREFS);
    expect(
      clampPrefs({ exportFormat: 'pdf', includeExtras: 'yes', autoOpen: ['https://a.example', 3] }),
    ).toEqual({
      ...DEFAULT_PREFS,
      autoOpen: ['https://a.example'],
    });
    expect(clampPrefs({ exportFormat: 'html', includeExtras: false })).toMatchObject({
      exportFormat: 'html',
      includeExtras: false,
    });
  });

  it('drops the engine method an earlier version stored', () => {
    expect(clampPrefs({ exportFormat: 'text', method: 'cs2' })).toEqual({
      ...DEFAULT_PREFS,
      exportFormat: 'text',
    });
  });
});

describe('parseOrigin', () => {
  it('turns what people type into an http(s) origin', () => {
    expect(parseOrigin('example.org')).toBe('https://example.org');
    expect(parseOrigin(' http://news.example.org/a/b?c ')).toBe('http://news.example.org');
    expect(parseOrigin('ftp://example.org')).toBeNull();
    expect(parseOrigin('localhost')).toBeNull();
    expect(parseOrigin('')).toBeNull();
  });
});

describe('fileNameFor', () => {
  it('makes short portable names with the format’s extension', () => {
    expect(fileNameFor('Ça va? Une “histoire” / 2024', 'markdown')).toBe('ca-va-une-histoire-2024.md');
    expect(fileNameFor('', 'text')).toBe('article.txt');
    expect(fileNameFor('x'.repeat(200), 'html')).toBe(`${'x'.repeat(80)}.html`);
  });
});

describe('regionAt', () => {
  it('picks the smallest region under the point', () => {
    const boxes = [
      { x: 0, y: 0, width: 1000, height: 1000 },
      { x: 100, y: 100, width: 50, height: 50 },
    ];
    expect(regionAt(boxes, 120, 120)).toBe(1);
    expect(regionAt(boxes, 500, 500)).toBe(0);
    expect(regionAt(boxes, 2000, 5)).toBe(-1);
  });
});

describe('wordCount', () => {
  it('counts words, not punctuation', () => {
    expect(wordCount('One, two — three!\n\n4 … five')).toBe(5);
  });
});

describe('messageForInjectionError', () => {
  // Outside the extension t() returns the message key, which is what these assertions compare.
  it('tells restricted pages, file URLs and other failures apart (Chromium and Firefox wording)', () => {
    const restricted = [
      'Cannot access a chrome:// URL',
      'The extensions gallery cannot be scripted.',
      'Cannot access contents of the page. Extension manifest must request permission to access the respective host.',
      'Missing host permission for the tab',
    ];
    for (const text of restricted)
      expect(messageForInjectionError(new Error(text)), text).toBe('problemRestricted');
    expect(
      messageForInjectionError(
        new Error(
          'Cannot access contents of url "file:///home/a/x.html". Extension manifest must request permission to access this host.',
        ),
      ),
    ).toBe('problemFileAccess');
    expect(messageForInjectionError(new Error('No tab with id: 42.'))).toBe('problemUnexpected');
    // Firefox on about: pages: executeScript resolves with no result instead of throwing.
    expect(messageForInjectionError(new NoFrameScripted())).toBe('problemRestricted');
  });
});

describe('normalizeExtraction', () => {
  it('gives the reader what it shows without computing highlight mode’s lazy regions', () => {
    let computed = 0;
    const extraction = withRegions(
      'lazy',
      () => {
        computed++;
        return [];
      },
      {
        title: ' Harbour lights ',
        author: null,
        date: null,
        site: 'The Courier',
        lang: 'en',
        dir: 'ltr',
        url: 'https://pith.test/a',
        pageType: 'article',
        article: { html: '<p>Relit.</p>', text: 'Relit.' },
        comments: [],
        posts: [],
        regions: [],
        timings: {},
        method: 'learned',
        problem: null,
        shortened: { chars: 6, message: 'very large' },
      } satisfies Extraction,
    );
    const shown = normalizeExtraction(extraction);
    expect(computed).toBe(0);
    expect(shown).toMatchObject({
      title: 'Harbour lights',
      site: 'The Courier',
      article: { html: '<p>Relit.</p>', text: 'Relit.' },
      shortened: { chars: 6 },
    });
    expect(extraction.regions).toEqual([]);
    expect(computed).toBe(1);
  });
});

describe('manifests', () => {
  it('Chrome gets a service worker; Firefox an event page, a gecko id and a minimum version', () => {
    const chrome = manifestFor('chrome');
    const firefox = manifestFor('firefox') as {
      background: unknown;
      browser_specific_settings: { gecko: { id: string; strict_min_version: string } };
    };
    expect(chrome.background).toEqual({ service_worker: 'background.js' });
    expect(firefox.background).toEqual({ scripts: ['background.js'] });
    expect(firefox.browser_specific_settings.gecko.id).toBe(GECKO_ID);
    expect(firefox.browser_specific_settings.gecko.strict_min_version).toMatch(/^\d+\.0$/);
  });

  it('asks for no host permission up front and takes the version from package.json', () => {
    const base = readBaseManifest() as unknown as {
      version: string;
      host_permissions?: string[];
      permissions: string[];
      commands: Record<string, { suggested_key: { default: string } }>;
    };
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(base.version).toBe(pkg.version);
    expect(base.host_permissions).toBeUndefined();
    expect(base.permissions).toEqual(['activeTab', 'scripting', 'storage', 'contextMenus']);
    // Keys neither browser takes for itself (e2e/shortcuts.test.ts): Chromium reserves Alt+Shift+R, Firefox's
    // menu bar has Alt+Shift+H (Help).
    expect(base.commands._execute_action.suggested_key.default).toBe('Alt+Shift+U');
    expect(base.commands['toggle-highlights'].suggested_key.default).toBe('Alt+Shift+O');
  });
});

describe('_locales', () => {
  const messages = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'public', '_locales', 'en', 'messages.json'), 'utf8'),
  ) as Record<string, { message: string }>;

  function sources(dir: string): string[] {
    return fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
  }

  it('has an English message for every literal t() key and every reader string', () => {
    const used = new Set<string>(Object.keys(READER_MESSAGES));
    for (const text of sources(path.join(ROOT, 'extension'))) {
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'/g)) used.add(match[1]);
    }
    const manifest = fs.readFileSync(path.join(ROOT, 'manifest.json'), 'utf8');
    for (const match of manifest.matchAll(/__MSG_(\w+)__/g)) used.add(match[1]);
    expect([...used].filter((key) => !messages[key]?.message)).toEqual([]);
  });

  it('has the messages for every page type, region kind and problem code', () => {
    const dynamic = [
      ...['article', 'article-with-comments', 'multiple'].map((v) => valueKey('pageType', v)),
      ...[
        'article',
        'title',
        'comment',
        'post',
        'navigation',
        'header',
        'footer',
        'sidebar',
        'ad',
        'noise',
      ].map((v) => valueKey('kind', v)),
      ...['no-content', 'not-html', 'too-large', 'error'].map((v) => valueKey('problem', v)),
    ];
    expect(dynamic.filter((key) => !messages[key])).toEqual([]);
  });
});
