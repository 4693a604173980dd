/** The part of Google's reCAPTCHA v3 browser API this site uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js';

let loading: { key: string; promise: Promise<Grecaptcha> } | null = null;

/** Adds Google's script for the site key once and resolves when `grecaptcha` is ready. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading && loading.key === siteKey) return loading.promise;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const g = window.grecaptcha;
      if (!g) return reject(new Error('reCAPTCHA script loaded without grecaptcha'));
      g.ready(() => resolve(g));
    };
    if (window.grecaptcha) return whenReady();
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.defer = true;
    script.onload = whenReady;
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.appendChild(script);
  });
  loading = { key: siteKey, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null; // a later attempt may try again
  });
  return promise;
}
