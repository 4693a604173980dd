import { sha256Hex } from './sha256';

/** The browser properties the device fingerprint is made of (docs/booking.md, click ids). */
export interface DeviceTraits {
  userAgent: string;
  screenResolution: string; // "1440x900"
  colorDepth: number;
  language: string;
  platform: string;
  timezone: string;
}

export function readDeviceTraits(): DeviceTraits {
  let timezone = '';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    timezone = '';
  }
  return {
    userAgent: navigator.userAgent,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    colorDepth: window.screen.colorDepth,
    language: navigator.language,
    platform: navigator.platform ?? '',
    timezone,
  };
}

/** Hex SHA-256 of user agent, screen size, colour depth, language, platform and time zone. */
export function deviceFingerprint(traits: DeviceTraits = readDeviceTraits()): Promise<string> {
  return sha256Hex(
    [traits.userAgent, traits.screenResolution, traits.colorDepth, traits.language, traits.platform, traits.timezone].join('|'),
  );
}
