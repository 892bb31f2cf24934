// @vitest-environment jsdom
// A post's author, date and permalink, read inside its container (src/assemble/byline.ts).
import { describe, expect, it } from 'vitest';
import {
  bylinePrefixLength,
  cleanName,
  dateIn,
  findAuthor,
  findByline,
  findDate,
  findLink,
  hasByline,
  isBylineOnly,
  isControlLabel,
  readDate,
  readYearless,
} from '../../src/assemble/byline';
import { toBlocks } from '../../src/assemble/block';

function container(html: string, id = 'post'): Element {
  document.body.innerHTML = html;
  return document.getElementById(id)!;
}

describe('findAuthor', () => {
  it('takes the most specific selector first, whatever the document order', () => {
    const post = container(
      `<div id="post"><div class="postauthor">Joined: 2004 / Posts: 812 <b class="postername">kestrel</b></div>
       <p>Body text.</p></div>`,
    );
    expect(findAuthor(post)).toBe('kestrel');
  });

  it('prefers the schema.org name inside the author to the author block', () => {
    const post = container(
      `<div id="post"><span class="author">Written by staff</span>
       <div itemprop="author"><img alt=""><span itemprop="name">Ada  Lovelace</span></div></div>`,
    );
    expect(findAuthor(post)).toBe('Ada Lovelace');
  });

  it('skips a match too long to be a name and goes on to the next one', () => {
    const post = container(
      `<div id="post"><div class="author">${'A signature that goes on and on '.repeat(3)}</div>
       <div class="author-meta"><a href="/u/9">Grace</a></div></div>`,
    );
    expect(findAuthor(post)).toBe('Grace');
  });

  it('is null when nothing names an author', () => {
    expect(findAuthor(container(`<div id="post"><p>Just a remark.</p></div>`))).toBeNull();
  });
});

describe('findDate and findLink', () => {
  it('read a time element, then dates printed in date-named elements', () => {
    expect(findDate(container(`<div id="post"><time datetime="2024-05-01">May 1</time></div>`))).toBe(
      '2024-05-01',
    );
    expect(
      findDate(container(`<div id="post"><span class="post-date">Posted 5 May 2024, 10:12</span></div>`)),
    ).toBe(new Date(2024, 4, 5, 10, 12).toISOString());
    // A theme that writes the date as printed in `datetime`, which Date.parse does not read.
    const printed = `<div id="post"><time datetime="February 24, 2006 02:01am">February 24, 2006 02:01am</time></div>`;
    expect(findDate(container(printed))).toBe(new Date(2006, 1, 24, 2, 1).toISOString());
  });

  it('finds a permalink anchor among the links', () => {
    const post = container(
      `<div id="post"><a href="/u/7">Bo</a> <a href="/thread/12#comment-99">#</a></div>`,
    );
    expect(findLink(post)).toBe(new URL('/thread/12#comment-99', document.baseURI).href);
  });

  it("takes the address a comment's RDFa names it by where it holds no permalink, not a blank node", () => {
    const drupal = container(`<div id="post" about="/comment/63671#comment-63671"><p>Text</p></div>`);
    expect(findLink(drupal)).toBe(new URL('/comment/63671#comment-63671', document.baseURI).href);
    // jsdom has no CSS.escape, which the link to the element's id takes.
    (globalThis as { CSS?: unknown }).CSS ??= { escape: (id: string) => id };
    const blank = container(`<div id="post" about="[_:b1]"><p>Text</p></div>`);
    expect(findLink(blank)).toBe(new URL('#post', document.baseURI).href);
  });
});

describe('findByline: a name only, its profile, the date on its line', () => {
  const base = document.baseURI;

  it('reads a phpBB line: the profile link is the author, the date follows the separator', () => {
    const post = container(
      `<div id="post"><p class="author"><a href="./viewtopic.php?p=201#p201">Re: lens</a> by
       <a href="./memberlist.php?mode=viewprofile&amp;u=3863">Keahou</a> » Fri May 08, 2009 2:03 am</p>
       <div class="content">A fast prime is worth it.</div></div>`,
    );
    expect(findByline(post)).toEqual({
      author: 'Keahou',
      authorUrl: new URL('./memberlist.php?mode=viewprofile&u=3863', base).href,
      date: new Date(2009, 4, 8, 2, 3).toISOString(),
    });
  });

  it('reads the date from the post header, not the profile column beside it', () => {
    const post = container(
      `<div id="post"><dl class="postprofile"><dt><a href="./memberlist.php?mode=viewprofile&amp;u=3863">Keahou</a></dt>
       <dd>Founded: Nov 03, 2008</dd></dl>
       <div class="postbody"><p class="author">by <strong>Keahou</strong> » Fri May 08, 2009 2:03 am</p>
       <div class="content">Hello.</div></div></div>`,
    );
    expect(findByline(post)).toMatchObject({
      author: 'Keahou',
      date: new Date(2009, 4, 8, 2, 3).toISOString(),
    });
  });

  it('takes the name link after an avatar link to the same profile', () => {
    const post = container(
      `<div id="post"><a href="/members/khr1s.279499/" class="avatar"><img alt=""></a>
       <h4><a href="/members/khr1s.279499/" class="username">khr1s</a></h4><p>Great race.</p></div>`,
    );
    expect(findByline(post)).toMatchObject({
      author: 'khr1s',
      authorUrl: new URL('/members/khr1s.279499/', base).href,
    });
  });

  it('does not take a profile link inside a quoted post', () => {
    const post = container(
      `<div id="post"><span class="poster">fernhollow</span>
       <blockquote><a href="/u/ridgeline">ridgeline</a> wrote: reseal it</blockquote><p>Agreed.</p></div>`,
    );
    expect(findByline(post).author).toBe('fernhollow');
  });

  it('strips the byline words and what follows the name when no link names the author', () => {
    const post = container(
      `<div id="post"><div class="author">par fltlgt » Dim 29 Oct 2017 16:46</div><p>Merci.</p></div>`,
    );
    expect(findByline(post)).toEqual({
      author: 'fltlgt',
      authorUrl: null,
      date: new Date(2017, 9, 29, 16, 46).toISOString(),
    });
  });

  it.each([
    ['by Euroslavia » Wed Mar 21, 2012 1:33 pm', 'Euroslavia'],
    ['Posted by Jon Grah | 3 replies', 'Jon Grah'],
    ['von MK204, 08.11.2009', 'MK204'],
  ])('cleanName(%j) is %j', (line, name) => {
    expect(cleanName(line)).toBe(name);
  });

  it('is null for what is not a name', () => {
    expect(cleanName('  ')).toBeNull();
    expect(cleanName('»')).toBeNull();
    expect(cleanName('A signature that goes on and on and on, far longer than any name would be')).toBeNull();
  });
});

describe('findByline: initials, registration dates, and the header around the post', () => {
  it("skips an avatar's initial for the name link that follows it", () => {
    const post = container(
      `<div id="post"><a href="/members/alladine.789922/" class="avatar"><span>A</span></a>
       <a href="/members/alladine.789922/" class="name">Alladine</a><p>Body.</p></div>`,
    );
    expect(findByline(post).author).toBe('Alladine');
  });

  it("skips a member's registration date for the post's date", () => {
    const post = container(
      `<div id="post"><div class="profile">Joined: 17 Nov 2011<br>Posts: 812</div>
       <div class="joindate">03.04.2009</div><div class="postdate">Wed Aug 07, 2019 6:50 am</div></div>`,
    );
    expect(findByline(post).date).toMatch(/^2019-08-07T/);
    const onlyJoined = container(
      `<div id="post"><div class="userinfo">Registriert seit: 11.04.2009</div><p>Hallo.</p></div>`,
    );
    expect(findByline(onlyJoined).date).toBeNull();
  });

  it("skips a registration date held in a profile column's element, as phpBB themes print it", () => {
    const post = container(
      `<div id="post"><dl class="postprofile"><dt><a href="./memberlist.php?mode=viewprofile&u=3" class="username">TWA772LR</a></dt>
       <dd class="profile-joined"><strong>Joined:</strong> <span class="timestamp">Thu Nov 17, 2011 6:12 am</span></dd></dl>
       <div class="postbody"><p class="author"><span class="timestamp">Wed Aug 07, 2019 6:50 am</span></p></div></div>`,
    );
    expect(findByline(post).date).toMatch(/^2019-08-07T/);
    const words = container(
      `<div id="post"><div class="info"><b>Joined:</b> <span class="time">17-November-2011</span></div>
       <div class="posted">30-August-2011 19:26</div></div>`,
    );
    expect(findByline(words).date).toBe(new Date(2011, 7, 30, 19, 26).toISOString());
  });

  it('takes a relative link to a member page for the profile', () => {
    const post = container(
      `<div id="post"><a href="members/khr1s.279499/" class="username">khr1s</a><p>Body.</p></div>`,
    );
    expect(findByline(post).authorUrl).toMatch(/\/members\/khr1s\.279499\/$/);
  });

  it("reads the date from the card's header outside the post's body, not from the body", () => {
    const card = container(
      `<table id="post"><tr><td class="thead">Posted <b>Apr 11, 2020, 1:02 PM</b></td></tr>
       <tr><td><a class="bigusername" href="member.php?u=63515">Razor</a> Join Date: Jul 2011</td></tr>
       <tr><td id="body">We met on May 5, 2019 at the old pier.</td></tr></table>`,
    );
    const body = document.getElementById('body')!;
    const byline = findByline(card, { body });
    expect(byline.author).toBe('Razor');
    expect(byline.date).toMatch(/^2020-04-11T/);
    // Without a header, the body's date stays the body's.
    const bare = container(
      `<div id="post"><div id="body">${'A long reply. '.repeat(20)} We met on May 5, 2019.</div></div>`,
    );
    expect(findByline(bare, { body: document.getElementById('body') }).date).toBeNull();
  });
});

describe('findByline: a date printed beside the name, in no element of its own', () => {
  it('reads it right after the name inside the element that also holds the text, and no further', () => {
    const card = container(
      `<div id="post"><div id="body"><span class="author">dottoressa</span><br>
       März 7, 2018 <p>Liebe Claudia, du hast sehr schönes Haar.</p></div></div>`,
    );
    const byline = findByline(card, { body: document.getElementById('body') });
    expect(byline).toMatchObject({ author: 'dottoressa', date: '2018-03-07' });
    // A date in the comment's own words, well after the name, is not the comment's date.
    const later = container(
      `<div id="post"><div id="body"><span class="author">dottoressa</span><br>
       <p>Liebe Claudia, ich habe das Shampoo seit Wochen und bin zufrieden, gekauft am März 7, 2018.</p></div></div>`,
    );
    expect(findByline(later, { body: document.getElementById('body') }).date).toBeNull();
  });
});

describe('findByline: comment templates (markup modelled on WordPress themes and Disqus)', () => {
  it("takes WordPress's comment author link, and a name printed in a bare cite", () => {
    const linked = container(
      `<li id="post"><a href="http://bekindrewrite.com" rel="external nofollow" class="url">Stephanie</a> on
       November 7, 2012 12:26 pm <div class="commenttext"><p>Useful overview! See
       <a href="http://example.org/x" rel="nofollow">this</a>.</p></div></li>`,
    );
    expect(findByline(linked).author).toBe('Stephanie');
    const cited = container(
      `<li id="post">Kommentar<small> von </small><cite>Mareike</cite><br>
       <small class="commentmetadata">8. Dezember 2010 um 10:56</small><p>Eine interessante Art.</p></li>`,
    );
    expect(findByline(cited).author).toBe('Mareike');
    // A quotation's source is not the commenter.
    const quoting = container(
      `<li id="post"><blockquote>To be or not to be. <cite>Hamlet</cite></blockquote><p>Indeed.</p></li>`,
    );
    expect(findByline(quoting).author).toBeNull();
  });

  it('reads a Disqus thread rendered into the page', () => {
    const post = container(
      `<li id="post"><div class="dsq-comment-header"><cite id="dsq-cite-819"> http://www.bohnetlaw.com
       <span id="dsq-author-user-819">rightappeal</span></cite></div>
       <div class="dsq-comment-body"><p>Starve the beast.</p></div></li>`,
    );
    expect(findByline(post).author).toBe('rightappeal');
  });

  it.each([
    ['<span class="name">Lisa Myers says: </span>', 'Lisa Myers'],
    ['<h3><strong>Chris Gosling</strong> says:</h3><h4>on October 27, 2012 at 3:19 am</h4>', 'Chris Gosling'],
    ['<p><strong>infamousdx</strong> said,</p>', 'infamousdx'],
    ['<div class="comment-number">1. <b>Al</b></div><div class="name">1. Al</div>', 'Al'],
  ])('takes the name, not the words around it, from %j', (header, name) => {
    const card = container(`<div id="post">${header}<div id="body"><p>What a talk that was.</p></div></div>`);
    expect(findByline(card, { body: document.getElementById('body') }).author).toBe(name);
  });

  it('reads "Posted by" in a header apart from the body, never in the body itself', () => {
    const card = container(
      `<div id="post"><div id="body"><p>Isn't this a restatement?</p></div>
       <p class="posted">Posted by: John King at <a href="#c968475">November 7, 2012 7:00 AM</a></p></div>`,
    );
    const byline = findByline(card, { body: document.getElementById('body') });
    expect(byline.author).toBe('John King');
    expect(byline.date).toMatch(/^2012-11-07T/);
    const body = container(`<div id="post"><p>By the way, this is wrong.</p></div>`);
    expect(findByline(body, { body }).author).toBeNull();
  });

  it('reads no name from a sentence of the text that ends in "said:"', () => {
    const card = container(
      `<div id="post">How many times does this have to be said: this is a very tight league.</div>`,
    );
    expect(findByline(card).author).toBeNull();
    expect(
      findByline(container(`<div id="post">Jean-Pierre de la Fontaine said: quite so.</div>`)).author,
    ).toBe('Jean-Pierre de la Fontaine');
  });
});

describe('hasByline', () => {
  it('says whether findByline would find an author or a date, for each way it finds them', () => {
    const cases: [string, boolean][] = [
      [
        '<div id="post"><span itemprop="author"><span itemprop="name">Mara Quist</span></span><p>Text.</p></div>',
        true,
      ],
      ['<div id="post"><a href="/memberlist.php?mode=viewprofile&u=7">kestrel</a><p>Text.</p></div>', true],
      ['<div id="post"><span class="comment-author">Ivo Brandt</span><p>Text.</p></div>', true],
      ['<div id="post"><time datetime="2020-04-11">11 April</time><p>Text.</p></div>', true],
      ['<div id="post"><p>Posted Apr 11, 2020, 1:02 PM</p><p>Text.</p></div>', true],
      ['<div id="post"><p>Only the text of a comment, with no name and no date.</p></div>', false],
      ['<div id="post"><a href="/about">About us</a><p>A link that names no member.</p></div>', false],
    ];
    for (const [html, expected] of cases) {
      const el = container(html);
      const b = findByline(el);
      expect([html, b.author !== null || b.date !== null]).toEqual([html, expected]);
      expect([html, hasByline(el)]).toEqual([html, expected]);
    }
  });
});

describe('readDate', () => {
  it('reads year-first and dotted day-first dates, with their time', () => {
    expect(readDate('2020.03.12 13:17')).toBe(new Date(2020, 2, 12, 13, 17).toISOString());
    expect(readDate('23.04.2020, 21:41')).toBe(new Date(2020, 3, 23, 21, 41).toISOString());
    expect(readDate('08.11.2009')).toBe('2009-11-08');
    expect(readDate('17.07, 2011')).toBe('2011-07-17');
    expect(dateIn('Carina 17.07, 2011 @ 13:04')).toBe('2011-07-17');
    expect(readDate('Apr 17, 2019')).toBe('2019-04-17');
    expect(readDate('Sunday 8th March 2020')).toBe('2020-03-08');
  });

  it('reads a slashed date only where its order is certain', () => {
    expect(readDate('31/12/2020')).toBe('2020-12-31');
    expect(readDate('3/13/2014')).toBe('2014-03-13');
    expect(readDate('03/04/2020')).toBeNull();
    // The same number twice is the same day in either order.
    expect(readDate('1/1/2017')).toBe('2017-01-01');
    expect(readDate('03/03/2026 19:44')).toBe(new Date(2026, 2, 3, 19, 44).toISOString());
  });

  it('reads month names in the languages of its table, in either order', () => {
    expect(readDate('18. Dezember 2019 um 03:32')).toBe(new Date(2019, 11, 18, 3, 32).toISOString());
    expect(readDate('3 de março de 2020')).toBe('2020-03-03');
    expect(readDate('juil. 4, 2019')).toBe('2019-07-04');
    expect(readDate('26 mei 2008')).toBe('2008-05-26');
  });

  it('keeps the printed text where it cannot read it', () => {
    const post = container(`<div id="post"><span class="date">18 grudnia 2019 o 03:32</span></div>`);
    expect(findDate(post)).toBe('18 grudnia 2019');
  });

  it("reads a comment's date from its permalink and from a metadata line", () => {
    const linked = container(
      `<li id="post"><cite class="fn">Adam</cite> says: <div><a href="/post/#comment-17">October 8, 2012 at
       8:24 am</a></div><p id="body">typo in the second word</p></li>`,
    );
    const body = document.getElementById('body');
    expect(findDate(linked)).toBe(new Date(2012, 9, 8, 8, 24).toISOString());
    expect(findByline(linked, { body }).date).toBe(new Date(2012, 9, 8, 8, 24).toISOString());
    const titled = container(
      `<div id="post"><h3><a href="#p307391">Re: Solution for VLC 1.1.10+ subtitles</a></h3><p>Thanks.</p></div>`,
    );
    expect(findDate(titled)).toBeNull();
    const meta = container(
      `<li id="post"><div class="commentmetadata">26. Mai 2008 um 21:07</div><p>Servus</p></li>`,
    );
    expect(findDate(meta)).toBe(new Date(2008, 4, 26, 21, 7).toISOString());
  });
});

describe('findByline: names in a header line, between dates and separators', () => {
  const bylineOf = (header: string, after = false) => {
    const body = '<div id="body"><p>Vielen Dank, ganz wichtiges Interview.</p></div>';
    const card = container(`<div id="post">${after ? body + header : header + body}</div>`);
    return findByline(card, { body: document.getElementById('body') });
  };

  it.each([
    ['<p>August 9th, 2012 at 8:38 am</p><p><strong>Bruce</strong> said,</p>', 'Bruce'],
    ['<footer><h6>Michaela Diederichs | Di, 21. April 2020 - 18:01</h6></footer>', 'Michaela Diederichs'],
    ['<span class="submitted">Fri, 2012-11-09 18:05 — Jeff Moore (not verified)</span>', 'Jeff Moore'],
    [
      '<h2>Ein Argument</h2><span class="metadata">geschrieben von berg2012 am 21. Jan. 2015, 19:04</span>',
      'berg2012',
    ],
    ['<cite>Comment by <a href="http://x.example" rel="external nofollow" class="url">Tim</a></cite>', 'Tim'],
    ['<div class="author">Josef Franz Lindner, </div>', 'Josef Franz Lindner'],
  ])('reads %j as %j', (header, name) => {
    expect(bylineOf(header).author).toBe(name);
  });

  it('does not take the links beside a name for a name', () => {
    expect(
      bylineOf('<div class="comment-author"><a href="#respond">- Antworten</a></div>').author,
    ).toBeNull();
    expect(bylineOf('<div class="user-actions"><a href="#">Reply</a></div>').author).toBeNull();
  });
});

describe('findByline: a card that is its own post', () => {
  it('reads the header words past a template\'s indentation, and "geschrieben von" inside the card', () => {
    const indent = ' '.repeat(240);
    const card = container(
      `<li id="post">${indent}<div>${indent}<h2>Ein Argument</h2>${indent}<span class="metadata">
       geschrieben von berg2012 am 21. Jan. 2015, 19:04</span></div><p>Ich hätte eine andere Erklärung.</p></li>`,
    );
    expect(findByline(card, { body: card })).toEqual({
      author: 'berg2012',
      authorUrl: null,
      date: new Date(2015, 0, 21, 19, 4).toISOString(),
    });
  });
});

describe('findByline: a comment the page marks up as one', () => {
  it('reads the words it opens with as its byline, where the same words in a card of no mark are its text', () => {
    const comment = (attributes: string) =>
      container(
        `<div id="post" class="comment" ${attributes}><div class="metas"><b>Par Bruno Gobin,</b> le mercredi
         15 mai 2019 à 08h07</div><div class="titre">Exception.</div><div class="content">Sauf sur une forme
         rarissime de lymphome.</div></div>`,
      );
    const drupal = comment('typeof="sioc:Post sioct:Comment"');
    expect(findByline(drupal, { body: drupal })).toMatchObject({ author: 'Bruno Gobin', date: '2019-05-15' });
    const schema = comment('vocab="https://schema.org/" typeof="Comment"');
    expect(findByline(schema, { body: schema }).author).toBe('Bruno Gobin');
    const microdata = comment('itemscope itemtype="https://schema.org/Comment"');
    expect(findByline(microdata, { body: microdata }).author).toBe('Bruno Gobin');
    // Unmarked, a card that is its own post may open with "Par" as its first word.
    const plain = comment('');
    expect(findByline(plain, { body: plain }).author).toBeNull();
  });
});

describe('findByline: forum engines and templates that name the poster in their own ways', () => {
  it("takes the post element's data-author (XenForo), not the data-author of a quotation inside it", () => {
    const post = container(
      `<li id="post" class="message" data-author="GuntherHH"><div class="messageUserInfo">
       <a href="members/gunther.22/" class="avatar"><img alt=""></a><h3 class="userText">GuntherHH
       <em class="userTitle">Boardneuling</em></h3></div><div class="messageContent">
       <div class="bbCodeBlock bbCodeQuote" data-author="mayerei"><blockquote>Earlier words</blockquote></div>
       <p>My answer.</p></div></li>`,
    );
    expect(findByline(post)).toMatchObject({
      author: 'GuntherHH',
      authorUrl: 'http://localhost:3000/members/gunther.22/',
    });
    const quoting = container(
      `<div id="post"><div class="bbCodeBlock bbCodeQuote" data-author="mayerei">Quoted</div><p>Text</p></div>`,
    );
    expect(findByline(quoting).author).toBeNull();
  });

  it("reads the bold name in a profile column, and a name link's own page as its profile", () => {
    const hifi = container(
      `<div id="post"><div class="thread-profile-box"><b>Django8</b><br><span>Inventar</span></div>
       <div class="thread-text">Klasse Idee!</div></div>`,
    );
    expect(findByline(hifi).author).toBe('Django8');
    const linked = container(
      `<div id="post"><a href="/olaolex" class="user">Olaolex</a> <a href="https://ads.example/x" class="user">Ad</a></div>`,
    );
    expect(findByline(linked)).toMatchObject({
      author: 'Olaolex',
      authorUrl: 'http://localhost:3000/olaolex',
    });
    const elsewhere = container(
      `<div id="post"><a href="https://other.example/ann" class="user">Ann</a></div>`,
    );
    expect(findByline(elsewhere)).toMatchObject({ author: 'Ann', authorUrl: null });
  });

  it('skips the registration date after "Anmeldungsdatum:" for the post\'s date', () => {
    const post = container(
      `<table><tr id="post"><td class="author"><p class="username"><a href="https://ubuntuusers.de/user/Liane/">Liane</a></p>
       <p>Anmeldungsdatum:<br>11. April 2009</p></td><td class="post"><div class="postinfo">14. Juni 2020 10:23</div>
       <p>Text</p></td></tr></table>`,
    );
    expect(findByline(post).date).toBe(new Date(2020, 5, 14, 10, 23).toISOString());
  });

  it("reads Drupal's submitted line, and a name before ' at ' and a date", () => {
    const drupal = container(
      `<div id="post" class="comment"><span class="submitted">Fri, 2012-11-09 18:05 — Jeff Moore (not verified)</span>
       <div class="content"><p>Thank you for your words.</p></div></div>`,
    );
    expect(findByline(drupal, { body: drupal.querySelector('.content') })).toEqual({
      author: 'Jeff Moore',
      authorUrl: null,
      date: new Date(2012, 10, 9, 18, 5).toISOString(),
    });
    expect(cleanName('DJSHAWN AT 01/08/08 05:31 PM')).toBe('DJSHAWN');
    // A weekday printed between the name and the date is neither.
    expect(cleanName('Slaytanic40oz - Tuesday,')).toBe('Slaytanic40oz');
    expect(cleanName('Joe Friday')).toBe('Joe Friday');
  });
});

describe('dateIn: dates printed without their year', () => {
  it('reads them beside a weekday or a clock, as printed, and not in running text', () => {
    expect(dateIn('Sunday 8th March')).toBe('Sunday 8th March');
    expect(dateIn('by Olaolex(m): 9:00am On Apr 24')).toBe('9:00am On Apr 24');
    expect(dateIn('Apr 24, 10:15 pm')).toBe('Apr 24, 10:15 pm');
    expect(dateIn('we met on 5 May and talked')).toBeNull();
    expect(dateIn('3 days ago')).toBeNull();
    expect(dateIn('Registriert seit: Montag 11. April')).toBeNull();
    // A year makes it a date the reader reads to ISO.
    expect(dateIn('Posted 12 March 2020')).toBe('2020-03-12');
  });

  it('reads them in every case and with the letters pages write in month names', () => {
    expect(dateIn('SUNDAY 8TH MARCH')).toBe('SUNDAY 8TH MARCH');
    expect(dateIn('Dienstag, 7. März')).toBe('Dienstag, 7. März');
    expect(dateIn('mardi 7 déc. 10:15')).toBe('mardi 7 déc. 10:15');
    expect(dateIn('Apr. 24 at 10:15 pm')).toBe('Apr. 24 at 10:15 pm');
    // A letter that lower-casing lengthens ("İ") in the same text: read all the same, as printed.
    expect(dateIn('İzmir, Sunday 8th MARCH')).toBe('Sunday 8th MARCH');
    expect(dateIn('İzmir, Tue 1 JAN 08')).toBe('2008-01-01');
  });

  it("reads a year in two digits after a day and a month's name, with the clock before them, and not a clock", () => {
    expect(dateIn('Posted by: Dom, London on 5:19pm Tue 1 Jan 08')).toBe(
      new Date(2008, 0, 1, 17, 19).toISOString(),
    );
    expect(dateIn('Wed 9 Jan 08')).toBe('2008-01-09');
    expect(dateIn("Sun 14 March '99")).toBe('1999-03-14');
    // Two digits that are a clock's hours; and without a weekday or a clock, words of a text.
    expect(dateIn('Sunday 9 Jan 08:30')).toBe('Sunday 9 Jan 08:30');
    expect(dateIn('we met on 5 May 12 times')).toBeNull();
    // An ordinal day before a month and a year is a full date.
    expect(dateIn('12:10pm on 16th Jan, 2008')).toBe('2008-01-16');
  });
});

describe('isBylineOnly', () => {
  it('reads a reader\'s line with the place signed after the name ("Dom, London") as only a byline', () => {
    const line = (text: string) => container(`<div id="post">${text}</div>`);
    expect(
      isBylineOnly(line('Posted by: Dom, London on <span class="itdate">5:19pm Tue 1 Jan 08</span>')),
    ).toBe(true);
    expect(isBylineOnly(line('Posted by: Ann at January 14, 2008 06:24 PM'))).toBe(true);
    // Words beside the name that are not a place are the text's.
    expect(isBylineOnly(line('Posted by: Ann, who agrees with all of this, on January 14, 2008'))).toBe(
      false,
    );
  });
});

describe('readYearless: the year of a date printed with its weekday, from the years of the page', () => {
  it('takes the year near the latest of the page where the day is that weekday', () => {
    expect(readYearless('Tuesday July 24', [2012])).toBe('2012-07-24');
    // The page's latest date is a year after the comment's (the story was updated): the year before fits.
    expect(readYearless('Tuesday July 24', [2011, 2013])).toBe('2012-07-24');
    expect(readYearless('Sunday 8th March', [2019])).toBe('2020-03-08');
    expect(readYearless('Dienstag, 7. März', [2017])).toBe('2017-03-07');
    expect(readYearless('Thursday, November 1 at 2:57 pm', [2012])).toBe(
      new Date(2012, 10, 1, 14, 57).toISOString(),
    );
  });

  it('gives no year where the weekday fits none of the three, or there is no weekday or year to go by', () => {
    expect(readYearless('Monday July 24', [2012])).toBeNull();
    expect(readYearless('9:00am On Apr 24', [2012])).toBeNull();
    expect(readYearless('Tuesday July 24', [])).toBeNull();
    expect(readYearless('Tuesday 31st February', [2012])).toBeNull();
  });

  it("reads a card's year-less date by the page's date and the other cards' (toBlocks)", () => {
    const card = (name: string, date: string) =>
      `<li class="comment"><cite><a href="/u/${name}">${name}</a></cite> <span class="date">${date}</span>
       <p>Thanks ${name}, this is a comment of a few words.</p></li>`;
    document.body.innerHTML = `<ol>${card('ann', 'July 23, 2012')}${card('bob', 'Tuesday July 24')}</ol>`;
    const cards = () => toBlocks(Array.from(document.querySelectorAll('li')));
    expect(cards().map((c) => c.date)).toEqual(['2012-07-23', '2012-07-24']);
    document.body.innerHTML = `<ol>${card('bob', 'Tuesday July 24')}</ol>`;
    expect(cards().map((c) => c.date)).toEqual(['Tuesday July 24']);
    expect(toBlocks(Array.from(document.querySelectorAll('li')), { pageDate: '2012-07-20' })[0].date).toBe(
      '2012-07-24',
    );
  });
});

describe('card-header: a card signed by its first line, a name and a date in no link (toBlocks)', () => {
  const card = (head: string, text: string) =>
    `<li class="comment"><div><div><img alt="" src="/a.png"></div><div>
       <p>${head}</p><p>${text}</p><a href="/reply">Reply</a></div></div></li>`;

  it('reads the name and the date there, and the text begins after them', () => {
    document.body.innerHTML = `<ol>${card('J.J. — <a href="/p#c1">July 17th, 2012, 6:18 pm</a>', 'Awesome. Take THAT Frank Bruni!')}${card('Raechel Lambert — July 18th, 2012, 8:12 am', 'Loaned $35 (happy B-day), wish it was more.')}</ol>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('li')));
    expect(cards.map((c) => [c.author, c.date])).toEqual([
      ['J.J.', new Date(2012, 6, 17, 18, 18).toISOString()],
      ['Raechel Lambert', new Date(2012, 6, 18, 8, 12).toISOString()],
    ]);
    expect(cards[0].text).toMatch(/^Awesome\./);
    expect(cards[1].text).toMatch(/^Loaned/);
  });

  it('leaves a first line that says more than a name and a date to the text, and no author', () => {
    document.body.innerHTML = `<ol>${card('We went to the fair with the kids — July 17th, 2012', 'It rained all day.')}</ol>`;
    const [only] = toBlocks(Array.from(document.querySelectorAll('li')));
    expect(only.author).toBeNull();
    expect(only.text).toMatch(/^We went to the fair/);
  });
});

describe('card-controls: the control links a card ends with, on a line of their own, are not its text', () => {
  const card = (name: string, end: string) =>
    `<li class="comment"><cite><a href="/u/${name}">${name}</a></cite> <span>July 23, 2012</span>
       <div><p>Thanks ${name}, this is a comment of a few words.</p>${end}</div></li>`;
  const cards = () => toBlocks(Array.from(document.querySelectorAll('li')));

  it('leaves out "[Reply]", "Reply | Report" and Blogger\'s "ReplyDelete" after the text, with their brackets', () => {
    document.body.innerHTML = `<ol>${card('ann', '<p>[<a href="/r">Reply</a>]</p>')}${card('bob', '<a href="/r">Reply</a> | <a href="/f">Report</a>')}${card('cy', '<span><a href="/r">Reply</a><a href="/d">Delete</a></span>')}</ol>`;
    for (const c of cards()) {
      expect(c.text).toMatch(/this is a comment of a few words\.$/);
      expect(c.html).not.toMatch(/Reply|Report|Delete|\[/);
    }
  });

  it('keeps a link the text ends with on its own line, and a card that is nothing but controls', () => {
    document.body.innerHTML = `<ol><li class="comment"><cite><a href="/u/ann">ann</a></cite> <span>July 23, 2012</span>
       <p>Thanks, I will <a href="/share">share</a></p></li></ol>`;
    expect(cards()[0].text).toMatch(/I will share$/);
    document.body.innerHTML = `<ol><li class="comment"><p><a href="/r">Reply</a></p></li></ol>`;
    expect(cards()[0].text).toBe('Reply');
  });
});

describe("bylinePrefixLength: the card's byline printed again where its text begins", () => {
  const text = (byline: string) => `${byline} Thanks for the recipe.`;
  it("covers the name, a date that reads as the card's in any of the ways dates are printed, and the glue", () => {
    const cases: [string | null, string, string][] = [
      ['Ann', '2018-03-07', 'Ann März 7, 2018'],
      ['Ann', '2018-03-07', 'Ann, 7. März 2018 —'],
      ['Ann', '2020-03-12', 'Ann 12.03.2020 @ 13:04 -'],
      ['Ann', 'Dienstag, 7. März 10:15', 'Ann Dienstag, 7. März 10:15'],
      [null, '2018-03-07', 'March 7th, 2018 —'],
    ];
    for (const [author, date, byline] of cases)
      expect(bylinePrefixLength(text(byline), { author, date }), byline).toBe(byline.length + 1);
  });

  it('is 0 where the text does not begin with them, goes on past the name, or is nothing but them', () => {
    expect(bylinePrefixLength(text('Annette'), { author: 'Ann', date: null })).toBe(0);
    expect(bylinePrefixLength(text('Ann2'), { author: 'Ann', date: null })).toBe(0);
    expect(bylinePrefixLength(text('March 8, 2018'), { author: 'Ann', date: '2018-03-07' })).toBe(0);
    expect(bylinePrefixLength('Ann 12.03.2020', { author: 'Ann', date: '2020-03-12' })).toBe(0);
  });

  it('takes the numbers beside the name or the date (place, post count, split year), and dates in more forms', () => {
    const at = new Date(2015, 5, 6, 10, 23).toISOString();
    const cases: [string | null, string | null, string][] = [
      ['Dan Meyer', null, '30 Dan Meyer'],
      ['Al', null, '1. Al'],
      ['Birgit10', '2019-10-18', '6711 Birgit10 18.10.2019, 08:05'],
      ['Alex Barritt', '2013-08-09', '5 Kommentar von Alex Barritt 9. August 2013 um 11:53'],
      ['pHaT-aNt_', '12:10pm on 16th Jan', '12:10pm on 16th Jan, 2008 1. By pHaT-aNt_'],
      // A clock before the day it names, read as the card's date with its year.
      ['pHaT-aNt_', '2008-01-16', '12:10pm on 16th Jan, 2008 1. By pHaT-aNt_'],
      [null, '2008-01-16T12:10:00', '12:10pm, 16th Jan, 2008'],
      // A date printed without a year reads as the card's date as printed, whatever Date.parse makes of it.
      ['alecia dillard', 'Thu, Jan 17', 'alecia dillard Thu, Jan 17, 08 at 03:13 PM'],
      // Two elements printed without a space between them: the name ends where the card's date begins.
      ['Sana', at, 'Sana6. Juni 2015 um 10:23'],
      ['Jeff Moore', '2012-11-09', 'Fri, 2012-11-09 18:05 — Jeff Moore (not verified)'],
      ['emari', '2020-09-22T10:45:17.000Z', '22.09.20 | 12:45 emari'],
      // A weekday before a date with its year, and a French clock.
      ['Bruno Gobin', '2019-05-15', 'Par Bruno Gobin, le mercredi 15 mai 2019 à 08h07'],
    ];
    for (const [author, date, byline] of cases)
      expect(bylinePrefixLength(text(byline), { author, date }), byline).toBe(byline.length + 1);
  });

  it('leaves a number that no name or date follows, and a name that goes on in digits, to the text', () => {
    expect(bylinePrefixLength('3 things I love about it', { author: 'Ann', date: '2020-03-12' })).toBe(0);
    expect(bylinePrefixLength('Ann 3 things I love', { author: 'Ann', date: null })).toBe(4);
    expect(bylinePrefixLength('Georg77 says: hi', { author: 'Georg', date: null })).toBe(0);
    expect(bylinePrefixLength('Sana6. Juni 2015 hi', { author: 'Sana', date: '2016-01-01' })).toBe(0);
    expect(bylinePrefixLength('22.09.21 emari hi', { author: null, date: '2020-09-22' })).toBe(0);
    // A clock before another day than the card's is the text's.
    expect(bylinePrefixLength('12:10pm on 17th Jan, 2008 hi', { author: null, date: '2008-01-16' })).toBe(0);
  });

  it('takes the controls in the header\'s run and after it, and keeps the "@" of a reply to someone', () => {
    const header = 'Birgit10 18.10.2019, 08:05 Zum Antworten anmelden Zitieren # ';
    const textOf = `${header}@Caesi: Hatte ich auch gewonnen`;
    const controls = ['Zum Antworten anmelden', 'Zitieren', '#'].map((label): [number, number] => {
      const start = textOf.indexOf(label, 20);
      return [start, start + label.length];
    });
    const byline = { author: 'Birgit10', date: '2019-10-18' };
    expect(bylinePrefixLength(textOf, byline, { controls })).toBe(header.length);
    expect(bylinePrefixLength(textOf, byline)).toBe(textOf.indexOf('Zum'));
    // A control with nothing before it at the start of the text ("Permalink" after a date already left out).
    expect(bylinePrefixLength('Permalink Great post.', byline, { controls: [[0, 9]] })).toBe(10);
    // A control after the first words of the text is the text's.
    expect(bylinePrefixLength('Birgit10 Great Reply here.', byline, { controls: [[15, 20]] })).toBe(9);
  });

  it("ends a name where its element's text ends, though the next element's text follows without a space", () => {
    const glued = 'alecia dillardThu, Jan 17, 08 at 03:13 PMI really wish';
    const byline = { author: 'alecia dillard', date: 'Thu, Jan 17' };
    expect(bylinePrefixLength(glued, byline)).toBe(0);
    expect(bylinePrefixLength(glued, byline, { ends: new Set([14, 41]) })).toBe(41);
  });
});

describe('isControlLabel', () => {
  it('reads short labels with an action among their words, or no word at all, as controls', () => {
    for (const label of [
      'Reply',
      'Zum Antworten anmelden',
      '[ antworten ]',
      'Permalink',
      '#',
      '¶',
      'Log in to Reply',
    ])
      expect(isControlLabel(label), label).toBe(true);
    for (const label of [
      'Ann',
      '@Caesi',
      'the study I linked',
      'Please reply to the question I asked yesterday',
    ])
      expect(isControlLabel(label), label).toBe(false);
  });
});
