// An XMLHttpRequest stand-in for a link so slow that an upload stays at one point for as long as a
// test looks: it reports `loaded` of `total` once, never answers, and aborts when asked.
export function stalledXhr(loaded: number, total: number) {
  return class StalledXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onprogress: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }, 0);
    }
    abort() {
      setTimeout(() => this.onabort?.(), 0);
    }
  };
}
