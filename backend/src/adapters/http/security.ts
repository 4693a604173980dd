import helmet from 'helmet';

/**
 * Security headers. The content security policy allows the site itself, the reCAPTCHA v3 script
 * and its frame, and the YouTube embeds of the vehicle overlay. Messaging-app (wa.me) links are
 * plain navigations and need no CSP entry.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  // Mantine sets CSS variables through style attributes and injects a <style> element.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://www.google.com/recaptcha/'],
  'frame-src': ['https://www.google.com', 'https://recaptcha.google.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  // Off on purpose: the server is also reached over plain HTTP (localhost, a LAN address, behind a
  // TLS-terminating proxy that sets HSTS itself); upgrading would break those.
  'upgrade-insecure-requests': null,
};

export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // YouTube's embedded player refuses to play without a Referer (error 153); send the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The reCAPTCHA and YouTube frames are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
