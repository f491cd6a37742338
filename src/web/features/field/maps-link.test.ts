import { describe, expect, it } from 'vitest';
import { directionsUrl } from './maps-link.ts';

const iPhone = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  platform: 'iPhone',
  maxTouchPoints: 5,
};
const iPad = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
  platform: 'MacIntel',
  maxTouchPoints: 5,
};
const mac = { ...iPad, maxTouchPoints: 0 };
const android = {
  userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  platform: 'Linux armv8l',
  maxTouchPoints: 5,
};

describe('directions to a call', () => {
  it('opens Apple Maps on an iPhone and an iPad', () => {
    expect(directionsUrl(41.8916, -87.6079, iPhone)).toBe('https://maps.apple.com/?daddr=41.8916,-87.6079');
    expect(directionsUrl(41.8916, -87.6079, iPad)).toBe('https://maps.apple.com/?daddr=41.8916,-87.6079');
  });

  it('opens Google Maps directions elsewhere', () => {
    for (const device of [android, mac]) {
      expect(directionsUrl(41.8916, -87.6079, device)).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=41.8916,-87.6079',
      );
    }
  });
});
