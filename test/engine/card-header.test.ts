// @vitest-environment jsdom
// Comments laid out as a definition list (src/assemble/block.ts): the name and date in a `<dt>`, the text in
// the `<dd>` after it. One card per comment, the dd's text with the dt's byline and permalink.
import { describe, expect, it } from 'vitest';
import { toBlocks } from '../../src/assemble/block';

const comment = (n: number, name: string, day: number, text: string) =>
  `<dt id="comment-${n}" class="comment">${n}. <a href="http://site${n}.example/" rel="external nofollow"
   class="url">${name}</a> - <a href="http://blog.example/post/#comment-${n}">${day} December, 2011</a></dt>
   <dd class="comment"><div class="comment-text"><p>${text}</p></div>
   <p><a href="/post/?replytocom=${n}#respond">Reply</a></p></dd>`;

describe('toBlocks: dt/dd comment pairs', () => {
  it('makes one card of each dt header and its dd body', () => {
    document.body.innerHTML = `<dl class="commentlist">${comment(1, 'Martin', 9, "I'm an Arsenal supporter.")}
      ${comment(2, 'Ann Lee', 10, 'Me too, since the eighties.')}</dl>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('dt, dd')));
    expect(
      cards.map((c) => ({
        text: c.text.replace(/\s*Reply$/, ''),
        author: c.author,
        date: c.date,
        link: c.link,
      })),
    ).toEqual([
      {
        text: "I'm an Arsenal supporter.",
        author: 'Martin',
        date: '2011-12-09',
        link: 'http://blog.example/post/#comment-1',
      },
      {
        text: 'Me too, since the eighties.',
        author: 'Ann Lee',
        date: '2011-12-10',
        link: 'http://blog.example/post/#comment-2',
      },
    ]);
  });

  it('reads the dt as the header of a dd card even where the dt was not a card', () => {
    document.body.innerHTML = `<dl>${comment(7, 'Martin', 9, 'Only the bodies were cards.')}</dl>`;
    const [card] = toBlocks(Array.from(document.querySelectorAll('dd')));
    expect([card.author, card.date]).toEqual(['Martin', '2011-12-09']);
  });

  it('drops the dt card where the card is inside the dd', () => {
    document.body.innerHTML = `<dl>${comment(1, 'Martin', 9, 'First.')}${comment(2, 'Ann Lee', 10, 'Second.')}</dl>`;
    const els = Array.from(document.querySelectorAll('dt, dd > .comment-text'));
    expect(toBlocks(els).map((c) => [c.text, c.author])).toEqual([
      ['First.', 'Martin'],
      ['Second.', 'Ann Lee'],
    ]);
  });
});

describe('toBlocks: a header row above each post row', () => {
  it("reads a post's name and date from the table row before its own, not from another post's", () => {
    const post = (n: number, name: string, text: string) =>
      `<tr><td class="bold"><a name="${n}"></a><a href="/${name}" class="user">${name}</a>:
       <span class="s"><b>9:0${n}am</b> On <b>Apr 24, 2020</b></span></td></tr>
       <tr><td id="pb${n}" class="post"><div class="narrow">${text}</div></td></tr>`;
    document.body.innerHTML = `<table><tbody>${post(1, 'olaolex', 'Snakes get in through the pipes.')}
      ${post(2, 'ecobrick', 'Keep the lid down.')}</tbody></table>`;
    const rows = Array.from(document.querySelectorAll('td.post')).map((td) => td.parentElement!);
    expect(toBlocks(rows).map((c) => [c.text, c.author, c.date?.slice(0, 10)])).toEqual([
      ['Snakes get in through the pipes.', 'olaolex', '2020-04-24'],
      ['Keep the lid down.', 'ecobrick', '2020-04-24'],
    ]);
  });
});

describe('toBlocks: bylines in elements of their own', () => {
  it('makes one card of a byline-only row and the post row under it (each post a table of two rows)', () => {
    const post = (n: number, name: string, text: string) =>
      `<a name="${n}"></a><table><tr><td><table><tr><td><b>By</b> <a href="user_info.pl?id=${n}">${name}</a>
       <b>On</b> 2020.03.12 1${n}:17</td></tr></table></td></tr><tr><td class="body">${text}</td></tr></table>`;
    document.body.innerHTML = `${post(1, 'jcoff012', 'We dont see the neurologist til March 23.')}
      ${post(2, 'junipersage', 'I work in a county public health department.')}`;
    // The cards as the split gives them: each table's two rows.
    const cards = Array.from(document.querySelectorAll('body > table > tbody > tr > td'));
    expect(toBlocks(cards).map((c) => [c.text, c.author, c.date])).toEqual([
      ['We dont see the neurologist til March 23.', 'jcoff012', new Date(2020, 2, 12, 11, 17).toISOString()],
      [
        'I work in a county public health department.',
        'junipersage',
        new Date(2020, 2, 12, 12, 17).toISOString(),
      ],
    ]);
  });

  it("reads each comment's byline from the element after it where the list prints bylines after comments", () => {
    const comment = (name: string, day: number, text: string) =>
      `<a id="c${day}"></a><div class="commentText"><p>${text}</p></div>
       <p class="posted">Posted by: ${name} | January ${day}, 2008 06:24 PM</p>`;
    document.body.innerHTML = `<div id="comments"><h3>Comments</h3>${comment('Lucky Lakeshore', 14, 'What in the world.')}
      ${comment('Suzanne', 15, 'Oh come ON!')}${comment('Emily', 16, 'What worries me.')}</div>`;
    const cards = Array.from(document.querySelectorAll('.commentText'));
    expect(toBlocks(cards).map((c) => [c.text, c.author, c.date?.slice(0, 10)])).toEqual([
      ['What in the world.', 'Lucky Lakeshore', '2008-01-14'],
      ['Oh come ON!', 'Suzanne', '2008-01-15'],
      ['What worries me.', 'Emily', '2008-01-16'],
    ]);
  });

  it("gives each card the byline before it where bylines come before their comments, never the next card's", () => {
    const comment = (name: string, day: number, text: string) =>
      `<p class="posted">Posted by: ${name} | January ${day}, 2008 06:24 PM</p><div class="commentText"><p>${text}</p></div>`;
    document.body.innerHTML = `<div id="comments">${comment('Ann', 14, 'First.')}${comment('Bob', 15, 'Second.')}</div>`;
    const cards = Array.from(document.querySelectorAll('.commentText'));
    expect(toBlocks(cards).map((c) => [c.author, c.date?.slice(0, 10)])).toEqual([
      ['Ann', '2008-01-14'],
      ['Bob', '2008-01-15'],
    ]);
  });

  it('reads a flat list whose bylines are cards too as one card per comment, its byline beside it', () => {
    // The classifier calls both the text and the byline line comment text, and each is a card: a byline-only
    // card beside a card without a byline is that card's header (bylines first) or footer (bylines after).
    const after = (name: string, day: number, text: string) =>
      `<p class="body">${text}</p><p class="posted">Posted by: ${name} | January ${day}, 2008 06:24 PM</p>`;
    document.body.innerHTML = `<div id="comments">${after('Ann', 14, 'Oh come on, what a thing to say about her record.')}${after('Bob', 15, 'Who else has seen that episode?')}</div>`;
    const trailing = toBlocks(Array.from(document.querySelectorAll('#comments > p')));
    expect(trailing.map((c) => [c.author, c.date?.slice(0, 10), c.text])).toEqual([
      ['Ann', '2008-01-14', 'Oh come on, what a thing to say about her record.'],
      ['Bob', '2008-01-15', 'Who else has seen that episode?'],
    ]);
    const before = (name: string, day: number, text: string) =>
      `<div class="meta">${name} says: August ${day}, 2020 at 1:49 pm</div><div class="text">${text}</div>`;
    document.body.innerHTML = `<div id="comments">${before('Roscoe', 15, 'This will destroy the small shops as well.')}${before('DonM', 16, 'Nail them to the wall.')}</div>`;
    const leading = toBlocks(Array.from(document.querySelectorAll('#comments > div')));
    expect(leading.map((c) => [c.author, c.date?.slice(0, 10), c.text])).toEqual([
      ['Roscoe', '2020-08-15', 'This will destroy the small shops as well.'],
      ['DonM', '2020-08-16', 'Nail them to the wall.'],
    ]);
    // A short comment that carries its own byline stays a card, whatever stands beside it.
    document.body.innerHTML = `<div id="comments"><p class="c">Ann, January 14, 2008: Great post!</p><p class="c">Bob, January 15, 2008: Thanks for writing this up, it helped me fix the hinge.</p></div>`;
    expect(toBlocks(Array.from(document.querySelectorAll('.c')))).toHaveLength(2);
  });

  it('reads a name printed without a link in the dt, before a dash and the date', () => {
    document.body.innerHTML = `<dl><dt id="comment-4">4. bob mcnabs cat -
      <a href="http://blog.example/post/#comment-4">12 December, 2011</a></dt>
      <dd><div class="comment"><p>You have had a right result.</p></div></dd></dl>`;
    const [card] = toBlocks(Array.from(document.querySelectorAll('dt, dd')));
    expect([card.text, card.author, card.date]).toEqual([
      'You have had a right result.',
      'bob mcnabs cat',
      '2011-12-12',
    ]);
  });
});

describe('toBlocks: a card whose text begins with its own byline', () => {
  const wpCard = (n: number, name: string, body: string) =>
    `<li class="comment"><div id="comment-${n}" class="comment-body"><img class="avatar" alt="" src="/a.png">
     <div class="extra-wrap"><span class="author">${name}</span><br>
     März 7, 2018 <p>${body}</p></div></div></li>`;

  it('shows the text after the name and date, which the card shows above it', () => {
    document.body.innerHTML = `<ul class="commentlist">${wpCard(1, 'dottoressa', 'Liebe Claudia, sehr schön.')}
      ${wpCard(2, 'Miriam', 'Plantur kenne ich schon.')}</ul>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('.extra-wrap')));
    expect(cards.map((c) => [c.author, c.date, c.text])).toEqual([
      ['dottoressa', '2018-03-07', 'Liebe Claudia, sehr schön.'],
      ['Miriam', '2018-03-07', 'Plantur kenne ich schon.'],
    ]);
    expect(cards[0].html).not.toContain('dottoressa');
    expect(cards[0].html).not.toMatch(/^\s*<br/);
  });

  it('removes "says:" after the name, and leaves a text that only mentions the name or a date', () => {
    document.body.innerHTML = `<ol>
      <li class="comment"><p><cite class="fn">Ann Lee</cite> says:</p><p>Great recipe, thanks.</p></li>
      <li class="comment"><p><cite class="fn">Bob</cite> says:</p><p>Ann Lee made it on May 5, 2019.</p></li>
      <li class="comment"><p>Bobby Tables wrote this one, not <cite class="fn">Bob</cite>.</p></li></ol>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('li')));
    expect(cards.map((c) => [c.author, c.text])).toEqual([
      ['Ann Lee', 'Great recipe, thanks.'],
      ['Bob', 'Ann Lee made it on May 5, 2019.'],
      ['Bob', 'Bobby Tables wrote this one, not Bob.'],
    ]);
  });

  it("leaves out the post's number and the Reply, Quote and # links between the byline and the text", () => {
    // Markup modelled on a German deals site's comment list: the member's score, the name, the date, then the
    // login-to-reply, quote (a script link) and permalink controls, then the text.
    const card = (n: number, name: string, score: number, body: string) =>
      `<div class="comment" id="comment-${n}"><div class="side"><span class="total-hb">${score}</span></div>
       <div class="panel-body"><header><p class="comment-author">${name}</p><small>18.10.2019, 0${n}:05
       <a class="comment-reply-login" href="/login/?redirect_to=%2Fdeal%2F">Zum Antworten anmelden</a>
       <a class="comment_quote_link" href="javascript:">Zitieren</a> <a href="#comment-${n}">#</a></small></header>
       <div class="comment-content"><p>${body}</p></div></div></div>`;
    document.body.innerHTML = `<div class="comment-list">${card(1, 'Birgit10', 6711, '<a href="#comment-2">@Caesi</a>: Hatte ich auch.')}
      ${card(2, 'Caesi', 1955, '3 Packungen bei Penny gewonnen.')}</div>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('.comment')));
    expect(cards.map((c) => [c.author, c.text])).toEqual([
      ['Birgit10', '@Caesi: Hatte ich auch.'],
      ['Caesi', '3 Packungen bei Penny gewonnen.'],
    ]);
    expect(cards[0].html).toContain('@Caesi</a>');
    expect(cards[0].html).not.toContain('Zitieren');
  });

  it('leaves out a Permalink control after the date, and keeps a link the text begins with', () => {
    const card = (n: number, body: string) =>
      `<li id="comment-${n}" class="comment"><div class="comment-author vcard"><span class="fn">Pat Miller</span></div>
       <div class="comment-meta">Posted 9/1${n}/2012 at 2:36 pm <span class="meta-sep">|</span>
       <a href="#comment-${n}" title="Permalink to this comment">Permalink</a></div><p>${body}</p></li>`;
    document.body.innerHTML = `<ol>${card(1, 'It always makes me smile.')}
      ${card(2, '<a href="https://example.org/report">The report</a> says otherwise.')}</ol>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('li')));
    expect(cards.map((c) => c.text)).toEqual(['It always makes me smile.', 'The report says otherwise.']);
  });

  it('keeps a card that is nothing but its byline as it is', () => {
    document.body.innerHTML = `<ul><li class="comment"><span class="author">Ann</span> 12.03.2020</li>
      <li class="comment"><span class="author">Bob</span> 13.03.2020</li></ul>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('li')));
    expect(cards.map((c) => c.text)).toEqual(['Ann 12.03.2020', 'Bob 13.03.2020']);
  });
});

describe('toBlocks: a card whose text ends with its own byline', () => {
  const answer = (n: number, name: string, body: string, last = '') =>
    `<div class="answer"><div class="votecell"><span class="vote-count">${n}</span></div>
     <div class="answercell"><div class="post-text"><p>${body}</p>${last}</div>
     <div class="user-info">answered <time datetime="2026-06-0${n}T10:00:00Z">Jun ${n}, 2026</time> by
     <a href="/users/${n}/${name.toLowerCase()}">${name}</a></div></div></div>`;

  it('ends the body before a footer that is only the name and date the card shows above it', () => {
    document.body.innerHTML = `<div id="answers">${answer(2, 'Marisol', 'Try a lighter hand with the water.')}
      ${answer(3, 'Teodor', 'Use rice flour for dusting.')}</div>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('.answer')));
    expect(cards.map((c) => [c.author, c.date, c.text])).toEqual([
      ['Marisol', '2026-06-02T10:00:00.000Z', 'Try a lighter hand with the water.'],
      ['Teodor', '2026-06-03T10:00:00.000Z', 'Use rice flour for dusting.'],
    ]);
    expect(cards[0].html).not.toContain('answered');
  });

  it("keeps a last line that names someone else and a date, and a footer with more than a byline's words", () => {
    const quoted = '<p class="sig">Quoted from Bob Stone, May 5, 2019</p>';
    document.body.innerHTML = `<div id="answers">${answer(2, 'Marisol', 'Try a lighter hand.', quoted)}
      <div class="answer"><p>Flour the cloth.</p><div class="user-info">answered Jun 4, 2026 by
      <a href="/users/4/wren">Wren</a>, edited twice since then for clarity and the links</div></div></div>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('.answer')));
    expect(cards.map((c) => c.text)).toEqual([
      'Try a lighter hand.\n\nQuoted from Bob Stone, May 5, 2019',
      'Flour the cloth.\n\nanswered Jun 4, 2026 by Wren, edited twice since then for clarity and the links',
    ]);
  });
});

describe('toBlocks: a card that is only its date', () => {
  it('is the element around it that holds its text and no other card', () => {
    const item = (name: string, time: string, text: string) =>
      `<div class="commentsList"><div class="commentsItem"><div class="commentAuthor">${name}</div>
       <div class="commentDate">Thu, Jan 17, 08 at ${time}</div><div class="commentContent">${text}</div>
       <div class="commentSep"><img alt="" src="/spacer.gif"></div></div></div>`;
    document.body.innerHTML = `<div id="comments">${item('Xin', '03:27 PM', 'So why did the doctors wait so long?')}
      ${item('mary', '05:02 PM', 'Good luck kid, I hope everything works out.')}</div>`;
    // The classifier took the dates for comments and the texts for noise: the cards are the date lines.
    const cards = toBlocks(Array.from(document.querySelectorAll('.commentDate')));
    expect(cards.map((c) => [c.author, c.text])).toEqual([
      ['Xin', 'So why did the doctors wait so long?'],
      ['mary', 'Good luck kid, I hope everything works out.'],
    ]);
    // A lone date card is not grown into what is around it (a story's "Updated" line, read as a comment).
    document.body.innerHTML = `<div class="story"><p class="updated">Updated: 08/09/2012 11:02 am</p>
      <p>JPMorgan Chase received subpoenas from regulators in several states this week.</p></div>
      <div class="comments">${item('Xin', '03:27 PM', 'So why did the doctors wait so long?')}</div>`;
    const lone = toBlocks(Array.from(document.querySelectorAll('.updated, .commentContent')));
    expect(lone.map((c) => c.text)).toEqual([
      'Updated: 08/09/2012 11:02 am',
      'So why did the doctors wait so long?',
    ]);
    // A date line in the list's own element, beside the other cards, stays as it is.
    document.body.innerHTML = `<ul><li class="c">Jan 17, 2008</li><li class="c">Jan 18, 2008</li></ul>`;
    expect(toBlocks(Array.from(document.querySelectorAll('li'))).map((c) => c.text)).toEqual([
      'Jan 17, 2008',
      'Jan 18, 2008',
    ]);
  });
});

describe('toBlocks: comments the page marks up as such', () => {
  it("reads each marked comment's byline inside it, not in the wrapper around it", () => {
    const comment = (n: number, name: string, text: string) =>
      `<div class="ajax-comment-wrapper"><a id="comment-${n}"></a><div class="comment"
       typeof="sioc:Post sioct:Comment"><div class="metas"><b>Par ${name},</b> le mercredi 15 mai 2019</div>
       <div class="content">${text}</div></div></div>`;
    document.body.innerHTML = `<div id="comments">${comment(1, 'Bruno Gobin', 'Sauf sur une forme rarissime.')}
      ${comment(2, 'Yves Leclercq', 'Il semble très difficile.')}</div>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('[typeof]')));
    expect(cards.map((c) => [c.author, c.date])).toEqual([
      ['Bruno Gobin', '2019-05-15'],
      ['Yves Leclercq', '2019-05-15'],
    ]);
    expect(cards[0].text).toContain('Sauf sur une forme rarissime.');
    expect(cards[0].text).not.toMatch(/^Par /);
  });
});

describe('toBlocks: a comment whose replies are nested in it', () => {
  it("reads the comment's byline from the element that holds it and its replies, each reply's from its own", () => {
    const member = (id: string, name: string, iso: string, text: string, replies = '') =>
      `<li class="member"><a class="author person" href="/!${id}/"><h4>${name}</h4></a>
        <time datetime="${iso}">14. 01. 2020</time><div class="objlink">${text}</div>
        <ul class="toolbar"><li class="reply"><a>antworten</a></li></ul>${replies}</li>`;
    document.body.innerHTML = `<ul class="directory">
      ${member('m1', 'Martinxyz', '2020-01-14T13:47:02+01:00', 'Wer wen und mit was über den Tisch zog.', `<ul class="thread">${member('m2', 'Dr. McSchreck', '2020-01-14T20:29:22+01:00', '@Martinxyz ob die Australier das wollen.')}</ul>`)}
      ${member('m3', 'Opossum', '2020-01-14T13:07:38+01:00', 'Ich finde den Artikel interessant.')}
      ${member('m4', 'patchwork', '2020-01-14T12:59:29+01:00', 'Siemens soll eine Gemeinwohl-Bilanz erstellen.')}</ul>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('.objlink')));
    expect(cards.map((c) => [c.author, c.date?.slice(0, 10), c.text])).toEqual([
      ['Martinxyz', '2020-01-14', 'Wer wen und mit was über den Tisch zog.'],
      ['Dr. McSchreck', '2020-01-14', '@Martinxyz ob die Australier das wollen.'],
      ['Opossum', '2020-01-14', 'Ich finde den Artikel interessant.'],
      ['patchwork', '2020-01-14', 'Siemens soll eine Gemeinwohl-Bilanz erstellen.'],
    ]);
  });
});

describe('toBlocks: a card that is only a number', () => {
  it("drops a column holding only the author's points, and keeps short comments that say something", () => {
    // The avatar column (name, points) and the text column cut apart: once the name is read as the column's
    // byline, the points alone are left, and they are not a comment.
    const comment = (name: string, points: number, text: string) =>
      `<div class="comment"><div class="col side"><p class="comment-author">${name}</p>
        <span class="total">${points}</span></div><div class="col main"><p>${text}</p></div></div>`;
    document.body.innerHTML = `<div class="comment-list">${comment('HansEhrlich', 6709, 'Quelle: Prospekt')}
      ${comment('szganyv', 347, 'Geil')}${comment('ann', 12, '+1')}</div>`;
    const cards = toBlocks(Array.from(document.querySelectorAll('.col')));
    expect(cards.map((c) => c.text)).toEqual(['Quelle: Prospekt', 'Geil', '+1']);
  });
});
