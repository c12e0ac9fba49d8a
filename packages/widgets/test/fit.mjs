// What does not fit the screen (issue 27 §4): run in the page, by Storybook's story check and the
// portal's 320 px sweep (as a string there: keep it one self-contained function, plain JS).

/**
 * Problems with the page at its current width: wider than the screen, or an element whose text is
 * cut by `overflow: hidden`/`clip` with no ellipsis and no title to read it whole. Looks inside
 * open shadow roots. Empty when everything fits.
 * @returns {string[]}
 */
export function unfit() {
  const problems = [];
  const screen = document.documentElement.clientWidth;
  const wider = document.documentElement.scrollWidth - screen;
  const describe = (el) => {
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const id = el.id ? `#${el.id}` : '';
    return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
  };
  if (wider > 0) {
    // Name the innermost elements that stick out, so the report says what to fix.
    const out = [];
    const sticking = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) sticking(el.shadowRoot);
        const box = el.getBoundingClientRect();
        if (box.right > screen + 1 && box.width > 0) out.push(el);
      }
    };
    sticking(document);
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    const names = innermost.slice(0, 3).map(describe).join(', ');
    problems.push(`the page is ${wider} px wider than the ${screen} px screen: ${names}`);
  }
  const FORM = /^(INPUT|TEXTAREA|SELECT|OPTION|svg|SVG|CANVAS|IMG|VIDEO)$/;
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (FORM.test(el.tagName)) continue;
      const style = getComputedStyle(el);
      const clips = /hidden|clip/.test(style.overflowX);
      if (!clips || el.scrollWidth <= el.clientWidth + 1) continue;
      // Visually hidden text for screen readers (1 px boxes, clip) is meant to be cut.
      if (el.clientWidth <= 2 || style.clip !== 'auto' || style.clipPath !== 'none') continue;
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (!(el.textContent || '').trim()) continue;
      if (style.textOverflow === 'ellipsis' || el.title) continue;
      problems.push(`${describe(el)} is cut by ${el.scrollWidth - el.clientWidth} px`);
    }
  };
  visit(document);
  return problems;
}
