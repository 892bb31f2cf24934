// Markup where masking the start of on* attribute names could go wrong if it touched anything else: letters
// "on" in text, values, comments, raw text and foreign content; a custom element named on-*; the masks
// themselves, literally and as character references; leading whitespace (DOMPurify keeps it).

/** Every character parseInert may use as a mask (C1 controls a character reference never yields). */
const ALL_MASKS = [0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e]
  .concat([0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f])
  .map((code) => String.fromCharCode(code))
  .join('');

export const MASKING_CASES = [
  '<p onclick="x()">go on, On and ON</p>',
  '<img src="x:" onerror="window.__pwned = true" alt="on">',
  `<a href="/x"onclick=1 title='on'ONmouseover=2>a</a>`,
  '<br/onload=1><p/ONCLICK="y">t</p><p / onfocus>u</p>',
  '<on-air title=" on">live</on-air><p>after</p></on-air>',
  '<div\tonmouseover=1\nonfocus = "2" class=on\fonblur\ronkeyup>x</div>',
  '<textarea> <b onclick=1> on</textarea><title> on <i onclick=1></title>',
  '<script> if (a) on(); <b onclick=1></script><style> .on{} </style><xmp> <b onclick=1></xmp>',
  '<!-- on <b onclick=1> --><!DOCTYPE on><?on x?><!on>',
  '<svg onload="1"><circle onclick="2"/><![CDATA[ on <b onclick=1> ]]><desc> on</desc></svg>',
  '<math><mi onclick=1> on</mi><mtext><b onclick=1>x</b></mtext></math>',
  '<template><p onclick=1> on</p><template><i onclick=2> on</i></template></template>',
  '&#x80; &#128; &#x9F; &#xE000; \u0080 on \u0082on <p onclick=1>\u0080</p>',
  ' \n\t <p>leading whitespace, then on</p>',
  '<table><tr><td onclick=1> on</td> on</tr></table>',
  '<p title= on>unquoted value</p><p title=on one=1 on=2>v</p>',
  '<select onchange=1><option> on</option></select>',
  '<a href=" on:x" id="onload" name=" onclick">clobbering names</a><form id=onsubmit></form>',
  '<body onload=1><p>a body tag in a fragment</p>',
];

/** Every mask taken already: parseInert parses it unmasked and removes the on* attributes afterwards. */
export const ALL_MASKS_CASE = `${ALL_MASKS}<p onclick=1> on</p>`;

/** What the parser itself makes of `html` (as DOMPurify uses it: the body), less every on* attribute. */
export function parsedWithoutHandlers(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const lead = /^[\r\n\t ]+/.exec(html)?.[0];
  if (lead) doc.body.prepend(doc.createTextNode(lead));
  const strip = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      for (const name of element.getAttributeNames()) if (/^on/i.test(name)) element.removeAttribute(name);
      if (element instanceof HTMLTemplateElement) strip(element.content);
    }
  };
  strip(doc.body);
  return doc.body.innerHTML;
}
