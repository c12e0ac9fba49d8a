// A pseudo-locale for layout checks (issue 27 §4): the rendered text of a page, every word accented
// and padded to ~40 % longer (`Booking` → `Ƀöököïñğğöö`), written over the DOM in place (shadow
// roots too), so stories and portal screens meet longer words than any real language gives them
// without a fourth language in the product. Plain JS, one self-contained function: the portal's
// sweep sends it to the page as a string.

/** Rewrites every visible text node under the document; answers how many it changed. */
export function pseudoLocalize() {
  const ACCENTS = {
    a: 'á',
    b: 'ƀ',
    c: 'ç',
    d: 'đ',
    e: 'é',
    f: 'ƒ',
    g: 'ğ',
    h: 'ĥ',
    i: 'ï',
    j: 'ĵ',
    k: 'ķ',
    l: 'ĺ',
    m: 'ɱ',
    n: 'ñ',
    o: 'ö',
    p: 'þ',
    r: 'ŕ',
    s: 'š',
    t: 'ţ',
    u: 'ü',
    w: 'ŵ',
    y: 'ý',
    z: 'ž',
    A: 'Á',
    B: 'Ƀ',
    C: 'Ç',
    D: 'Đ',
    E: 'É',
    G: 'Ğ',
    H: 'Ĥ',
    I: 'Ï',
    K: 'Ķ',
    L: 'Ĺ',
    N: 'Ñ',
    O: 'Ö',
    R: 'Ŕ',
    S: 'Š',
    T: 'Ţ',
    U: 'Ü',
    W: 'Ŵ',
    Y: 'Ý',
    Z: 'Ž',
  };
  const SKIP = /^(STYLE|SCRIPT|TEMPLATE|NOSCRIPT|TEXTAREA|TITLE)$/;
  const word = (w) => {
    const accented = [...w].map((c) => ACCENTS[c] || c).join('');
    const letters = [...w].filter((c) => /\p{L}/u.test(c));
    const pad = Math.round(letters.length * 0.4);
    return accented + (letters.length ? letters.slice(-1)[0].repeat(pad) : '');
  };
  let changed = 0;
  const visit = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || SKIP.test(node.parentElement.tagName)) continue;
      if (!/\p{L}/u.test(node.nodeValue)) continue;
      node.nodeValue = node.nodeValue.replace(/\p{L}+/gu, word);
      changed += 1;
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document.body);
  return changed;
}
