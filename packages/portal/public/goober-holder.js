// notistack styles through goober, which on import writes into `#_goober` (creating an un-nonced
// <style> if missing, refused by our style-src; a nonced one does not survive its writes either).
// Give it a <template> to write into — never a stylesheet — and apply that text through a
// constructed stylesheet, which CSP does not count as inline style. A classic script in <head>
// (served from our origin, script-src 'self'), so it runs before any of the app's module chunks
// whatever order the bundler gives them.

(function () {
  if (document.getElementById('_goober')) return;
  var holder = document.createElement('template');
  holder.id = '_goober';
  // goober appends to the holder's first text node.
  holder.append(' ');
  document.head.append(holder);
  var sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  var sync = function () {
    return sheet.replaceSync(holder.textContent || '');
  };
  new MutationObserver(sync).observe(holder, {
    characterData: true,
    childList: true,
    subtree: true,
  });
})();
