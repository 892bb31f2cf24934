// @vitest-environment jsdom
// parseInert masks the "o" of every possible on* attribute name before parsing and puts it back afterwards:
// the tree must be exactly what the parser makes of the markup itself, less the on* attributes, and what
// DOMPurify keeps must be exactly what it kept when it parsed the markup on its own. The same cases run in
// Chromium's parser in test/ui/reader/csp.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { markupOf, parseInert, sanitizedFragment } from '../../extension/shared/inert-html';
import { ROOT } from '../../tools/lib/paths';
import { ALL_MASKS_CASE, MASKING_CASES, parsedWithoutHandlers } from './masking-cases';

const FIXTURES = path.join(ROOT, 'test', 'fixtures');
const fixturePages = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.html'))
  .map((name) => fs.readFileSync(path.join(FIXTURES, name), 'utf8'));

const READER = { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style', 'class'] };
const EXPORT = { FORBID_TAGS: ['style', 'form'] };

describe('parseInert', () => {
  it.each([...MASKING_CASES, ALL_MASKS_CASE])(
    'parses %j as the parser does, less the on* attributes',
    (html) => {
      expect(parseInert(html).innerHTML).toBe(parsedWithoutHandlers(html));
    },
  );

  it('parses every fixture page as the parser does, less the on* attributes', () => {
    for (const html of fixturePages) expect(parseInert(html).innerHTML).toBe(parsedWithoutHandlers(html));
  });

  it('never leaves an on* attribute, in templates too', () => {
    const body = parseInert([...MASKING_CASES, ALL_MASKS_CASE].join('\n'));
    const elements = [...body.querySelectorAll('*')].flatMap((el) =>
      el instanceof HTMLTemplateElement ? [el, ...el.content.querySelectorAll('*')] : [el],
    );
    expect(elements.flatMap((el) => el.getAttributeNames()).filter((n) => /^on/i.test(n))).toEqual([]);
  });
});

describe('sanitizedFragment', () => {
  // A DOMPurify instance of its own: sanitizedFragment sets the shared one's config.
  const reference = DOMPurify();

  it.each([READER, EXPORT])('keeps exactly what DOMPurify keeps of the raw markup (%j)', (config) => {
    for (const html of [...MASKING_CASES, ALL_MASKS_CASE, ...fixturePages])
      expect(markupOf(sanitizedFragment(html, config))).toBe(reference.sanitize(html, config));
  });

  it('applies each config given, in turn, to one purifier', () => {
    const html = '<p class="x" style="color:red">text<iframe src="/"></iframe></p>';
    const expected = [READER, EXPORT].map((config) => reference.sanitize(html, config));
    expect(expected[0]).not.toBe(expected[1]);
    for (const round of [0, 1, 2]) {
      expect(markupOf(sanitizedFragment(html, READER)), `round ${round}`).toBe(expected[0]);
      expect(markupOf(sanitizedFragment(html, EXPORT)), `round ${round}`).toBe(expected[1]);
    }
  });

  it('returns nodes of an inert document', () => {
    const fragment = sanitizedFragment('<p>text</p>', EXPORT);
    expect(fragment.ownerDocument).not.toBe(document);
    expect(fragment.ownerDocument.defaultView).toBeNull();
  });
});
