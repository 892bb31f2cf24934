import { describe, expect, it } from 'vitest';
import { contentTypeFor, repairSavedMarkup } from './corpus';

describe('repairSavedMarkup', () => {
  it('closes raw-text elements that a serialiser wrote self-closed', () => {
    const page =
      '<body><noscript><iframe src="https://tags.example/ns.html?id=1" height="0" style="display:none"/></noscript>' +
      '<textarea name="reply" /><p>First post</p></body>';
    expect(repairSavedMarkup(Buffer.from(page)).toString()).toBe(
      '<body><noscript><iframe src="https://tags.example/ns.html?id=1" height="0" style="display:none"></iframe></noscript>' +
        '<textarea name="reply"></textarea><p>First post</p></body>',
    );
  });

  it('leaves void elements, closed raw-text elements and pages without such tags as they are', () => {
    const page = Buffer.from(
      '<p>a<br/><img src="x.png"/><iframe src="y"></iframe><script src="z.js"></script></p>',
    );
    expect(repairSavedMarkup(page)).toBe(page);
  });

  it('keeps every other byte, so a legacy charset and the charset rule still hold', () => {
    const latin1 = Buffer.concat([
      Buffer.from('<title/><p>caf'),
      Buffer.from([0xe9]),
      Buffer.from(' cr\xe8me</p>', 'latin1'),
    ]);
    const repaired = repairSavedMarkup(latin1);
    expect(repaired.toString('latin1')).toBe('<title></title><p>caf\xe9 cr\xe8me</p>');
    expect(contentTypeFor(repaired)).toBe('text/html');
    expect(contentTypeFor(repairSavedMarkup(Buffer.from('<title/><p>café</p>')))).toBe(
      'text/html; charset=utf-8',
    );
  });
});
