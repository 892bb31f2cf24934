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

  it('closes every other element written self-closed, so what follows it is not its content', () => {
    const page =
      '<div class="post"><i class="fa fa-share"/><div class="hidden" style="display:none"/>' +
      '<a name="p2"/><p>Second post</p><svg><path d="M0 0"/></svg></div>';
    expect(repairSavedMarkup(Buffer.from(page)).toString()).toBe(
      '<div class="post"><i class="fa fa-share"></i><div class="hidden" style="display:none"></div>' +
        '<a name="p2"></a><p>Second post</p><svg><path d="M0 0"></path></svg></div>',
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
