import createCache, { type EmotionCache } from '@emotion/cache';

// One Emotion cache per nonce for every provider that writes into the document's head. A cache of
// its own per provider wrote all of a widget's rules again on every mount, as <style> elements
// that outlive it: a React app that shows and hides a widget grew its head by ~100 elements a
// time, and each new one made the browser match every rule again (the story tests, one page for a
// project's files, slowed ~30× by their end). Rules stay once written, as Emotion's own default
// cache keeps them; a shadow root's cache is the element's (defineSakhliElement.tsx).
const byNonce = new Map<string | undefined, EmotionCache>();

export function documentCache(nonce: string | undefined): EmotionCache {
  let cache = byNonce.get(nonce);
  if (!cache)
    byNonce.set(nonce, (cache = createCache({ key: 'sakhli', ...(nonce ? { nonce } : {}) })));
  return cache;
}
