// Read aloud end to end in Chromium with real speech (issue 21 item 5): the overlay's controls drive the
// browser's speechSynthesis, and the events the speech engine sends back (start, end) move the marked
// sentence, which stays in view. Nothing is shimmed: speak() goes to Chromium's speech-dispatcher back end
// (Debian's speech-dispatcher + espeak-ng; no sound card here, so ~/.libao sends the audio to libao's null
// driver; see extension/ui/reader/README.md, "Read aloud"). Chromium needs --enable-speech-dispatcher on
// Linux. `tools/setup-speech.sh` sets this up; without speech-dispatcher installed the suite is skipped and
// says so.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../tools/lib/browser';
import type { Extraction } from '../../../src/types';
import { buildHarness } from './build-harness';
import { baseExtraction } from './fixtures';
import { inReader, mount, openHostPage } from './reader-page';

const HAS_SPEECH = fs.existsSync('/usr/bin/speech-dispatcher');
if (!HAS_SPEECH)
  console.warn('read aloud: speech-dispatcher is not installed, the real-speech suite is skipped');

/** Forty short paragraphs: enough that later sentences start below the fold. */
function longExtraction(): Extraction {
  const paragraphs = Array.from(
    { length: 40 },
    (_, i) => `<p>Paragraph ${i + 1} opens here. It has a second sentence, number ${i + 1}.</p>`,
  );
  const html = paragraphs.join('');
  return baseExtraction({
    title: 'Tides at the harbour',
    article: { html, text: html.replace(/<[^>]+>/g, ' ') },
  });
}

interface Spoken {
  text: string;
  rate: number;
  voice: string | null;
  events: string[];
}

/** Records every utterance the page speaks and the engine's events on it; speak() itself is the real one. */
async function recordSpeech(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: Spoken[] = [];
    (window as unknown as { __spoken: Spoken[] }).__spoken = log;
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      const entry: Spoken = { text: u.text, rate: u.rate, voice: u.voice?.name ?? null, events: [] };
      log.push(entry);
      for (const type of ['start', 'boundary', 'end', 'error'])
        u.addEventListener(type, (e) =>
          entry.events.push(type === 'error' ? `error:${(e as SpeechSynthesisErrorEvent).error}` : type),
        );
      speak(u);
    };
  });
}

const spoken = (page: Page): Promise<Spoken[]> =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);

/** The text of the marked sentence, and whether its first mark is inside the viewport. */
const marked = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-pith="reader"]')!.shadowRoot!;
    const marks = [...root.querySelectorAll('mark.aloud')];
    const rect = marks[0]?.getBoundingClientRect();
    return {
      text: marks.map((m) => m.textContent).join(''),
      inView: rect ? rect.top >= 0 && rect.bottom <= innerHeight : false,
    };
  });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe.skipIf(!HAS_SPEECH)('read aloud with real speech (Chromium, speech-dispatcher)', () => {
  let browser: Browser;
  let harness: string;
  let page: Page;

  beforeAll(async () => {
    harness = await buildHarness();
    browser = await launchBrowser({ args: ['--enable-speech-dispatcher'] });
    page = await openHostPage(browser, harness);
    // speech-dispatcher starts on first use and lists espeak-ng's voices: up to ~20 s on a busy machine.
    await until(
      () => page.evaluate(() => speechSynthesis.getVoices().length),
      (n) => n > 0,
      60_000,
      'speech voices (is speech-dispatcher with an output module installed?)',
    );
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('reads sentence by sentence, marks the one being read, pauses, skips, and stops on close', async () => {
    await mount(page, longExtraction(), { theme: 'light' });
    const textBefore = await inReader(page, 'article.doc .content').textContent();
    await recordSpeech(page);

    // Voices: the article's language first.
    await inReader(page, 'button[aria-controls="pith-aloud"]').click();
    const langs = await inReader(page, '#pith-aloud-voice option').evaluateAll((options) =>
      options.slice(1).map((o) => /\(([^)]+)\)$/.exec(o.textContent ?? '')?.[1] ?? ''),
    );
    expect(langs.length).toBeGreaterThan(0);
    expect(langs[0]).toMatch(/^en\b/);
    expect(langs.every((l) => /^en\b/.test(l))).toBe(true);
    await inReader(page, '#pith-aloud-speed').fill('2');
    await page.keyboard.press('Escape'); // closes the popover, not the reader
    expect(await page.evaluate(() => document.querySelector('[data-pith="reader"]') !== null)).toBe(true);

    const play = inReader(page, 'button.aloud-play');
    await expect(play.getAttribute('aria-pressed')).resolves.toBe('false');
    await play.click();
    await expect(play.getAttribute('aria-pressed')).resolves.toBe('true');

    // The title, then the first paragraph's two sentences, each its own utterance, each started by the engine.
    const log = await until(
      () => spoken(page),
      (l) => l.length >= 3 && l[1].events.includes('end'),
      30_000,
      'three utterances',
    );
    expect(log[0].text).toBe('Tides at the harbour');
    expect(log[1].text).toBe('Paragraph 1 opens here.');
    expect(log[2].text).toBe('It has a second sentence, number 1.');
    expect(log[0].events.slice(0, 1)).toEqual(['start']);
    expect(log[0].events).toContain('end');
    expect(log[1].events[0]).toBe('start');
    expect(log[0].rate).toBe(2);

    // The mark follows the engine: it is on whatever sentence the last "start" was for.
    const current = await until(
      () => Promise.all([spoken(page), marked(page)]),
      ([l, m]) => m.text === l[l.length - 1].text,
      10_000,
      'the mark on the sentence being read',
    );
    expect(current[1].text.length).toBeGreaterThan(0);

    // N pauses (speech cancelled, the mark stays), N again resumes on the same sentence.
    await page.keyboard.press('n');
    await expect(play.getAttribute('aria-pressed')).resolves.toBe('false');
    const pausedAt = (await marked(page)).text;
    const countAtPause = (await spoken(page)).length;
    await until(
      () => page.evaluate(() => speechSynthesis.speaking),
      (s) => !s,
      10_000,
      'speech to stop',
    );
    await page.keyboard.press('n');
    const resumed = await until(
      () => spoken(page),
      (l) => l.length > countAtPause && l[countAtPause].events.includes('start'),
      10_000,
      'speech to resume',
    );
    expect(resumed[countAtPause].text).toBe(pausedAt);

    // ] skips ahead: thirty sentences on, far below the fold, the mark is scrolled into view.
    for (let i = 0; i < 30; i++) await page.keyboard.press(']');
    const far = await until(
      () => Promise.all([spoken(page), marked(page)]),
      ([l, m]) => m.text === l[l.length - 1].text && l[l.length - 1].events.includes('start'),
      10_000,
      'the skipped-to sentence',
    );
    // Thirty steps from the resumed sentence (paragraph 1 or 2), plus whatever the engine finished meanwhile.
    const paragraph = Number(/(\d+)\.?$/.exec(far[1].text.replace(' opens here.', ''))?.[1]);
    expect(paragraph).toBeGreaterThanOrEqual(15);
    await until(
      () => marked(page),
      (m) => m.inView,
      5_000,
      'the marked sentence in view',
    );

    // Closing the reader stops the speech and takes everything away.
    await page.evaluate(() => (window as unknown as { __reader: { destroy(): void } }).__reader.destroy());
    await until(
      () => page.evaluate(() => speechSynthesis.speaking),
      (s) => !s,
      10_000,
      'speech to stop on close',
    );
    const after = (await spoken(page)).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await spoken(page)).length).toBe(after);
    expect(textBefore).toBeTruthy();
  }, 120_000);

  it('marking leaves the article text exactly as it was', async () => {
    await page.close();
    page = await openHostPage(browser, harness);
    await mount(page, longExtraction(), { theme: 'dark' });
    const html = () => inReader(page, 'article.doc .content').innerHTML();
    const before = await html();
    await inReader(page, 'button.aloud-play').click();
    await until(
      () => marked(page),
      (m) => m.text.length > 0,
      10_000,
      'a mark',
    );
    await page.keyboard.press(']');
    await page.keyboard.press(']');
    await page.keyboard.press('n');
    await inReader(page, 'button.aloud-play').click();
    await page.keyboard.press('n');
    // Paused: the mark stays, and with the marks taken out the markup is the article's own, node for node.
    const unmarked = await page.evaluate(() => {
      const content = document
        .querySelector('[data-pith="reader"]')!
        .shadowRoot!.querySelector('article.doc .content')!;
      const copy = content.cloneNode(true) as Element;
      for (const mark of copy.querySelectorAll('mark.aloud')) mark.replaceWith(...mark.childNodes);
      copy.normalize();
      return { html: copy.innerHTML, marks: content.querySelectorAll('mark.aloud').length };
    });
    expect(unmarked.marks).toBeGreaterThan(0);
    expect(unmarked.html).toBe(before);
    await page.evaluate(() => (window as unknown as { __reader: { destroy(): void } }).__reader.destroy());
  }, 60_000);
});
