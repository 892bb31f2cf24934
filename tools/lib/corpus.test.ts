import { describe, expect, it } from 'vitest';
import { contentTypeFor, repairGold, repairSavedMarkup, type Gold } from './corpus';

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

describe('repairGold', () => {
  const gold = (fields: Partial<Gold>): Gold => ({
    id: '39',
    url: null,
    pageType: 'article',
    title: null,
    author: null,
    date: null,
    article: null,
    comments: [],
    posts: null,
    with: null,
    without: null,
    ...fields,
  });
  /** `text` saved as UTF-16LE with its byte-order mark, then read as UTF-8 (invalid bytes as U+FFFD). */
  const utf16Read = (text: string) =>
    new TextDecoder('utf-8').decode(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));

  it('reads a Dragnet text saved as UTF-16 again, and splits the comments from the article', () => {
    const file =
      'Written by Tim Ferriss \u2019 Topics\r\nAbove and below are five ads.\r\n\r\n!@#$%^&*() COMMENTS\r\n\r\n' +
      'Anna July 18th, 2012\r\nExcellent! Caf\u00e9 talk.';
    const repaired = repairGold(gold({ article: utf16Read(file) }));
    expect(repaired.article).toBe('Written by Tim Ferriss \u2019 Topics\r\nAbove and below are five ads.');
    // "é" is 0xE9 0x00 in UTF-16: its low byte was lost to U+FFFD when the file was read.
    expect(repaired.comments).toEqual(['Anna July 18th, 2012\r\nExcellent! Caf\uFFFD talk.']);
    expect(repaired.pageType).toBe('article-with-comments');
  });

  it('splits the comments at the line where it was typed with a slip', () => {
    for (const line of [
      '!@ $%^&*()  COMMENTS',
      '!#@$%^&*()  COMMENTS',
      '!@#$%^&*()  COMMNENTS',
      '!@#$%^&*()  CORRECTED',
      '!!@#$%^&*()  COMMENTS',
      '!@#$%^&*()',
    ]) {
      // prettier-ignore
      const repaired = repairGold(gold({ article: `The story.\n\n${line}\n\n\nGregory\nAugust 15th\n\nBeyond it.` }));
      expect(repaired.article).toBe('The story.');
      expect(repaired.comments).toEqual(['Gregory\nAugust 15th\n\nBeyond it.']);
      expect(repaired.pageType).toBe('article-with-comments');
    }
    // A capitalised first word of the first comment, on the next line, stays in the comment.
    const bare = repairGold(gold({ article: 'The story.\n!@#$%^&*()\nGREAT post' }));
    expect(bare.comments).toEqual(['GREAT post']);
    // Gold that already has its comments is left as it is.
    const split = gold({ article: 'The story. !@ $%^&*() COMMENTS', comments: ['Nice.'] });
    expect(repairGold(split)).toBe(split);
  });

  it('returns other gold as it is', () => {
    const plain = gold({
      article: 'The gates reopened on Sunday.\n\nA short note: 0 of 3 failed.',
      comments: ['Nice.'],
    });
    expect(repairGold(plain)).toBe(plain);
    const nul = gold({ article: 'A\0B\0C\0D\0E\0F\0' });
    expect(repairGold(nul)).toBe(nul);
  });
});
