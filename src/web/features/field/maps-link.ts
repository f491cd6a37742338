/** What tells an Apple phone or tablet (an iPad says it is a Mac, but has a touch screen). */
export interface DeviceInfo {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

export function isAppleMobile(device: DeviceInfo): boolean {
  return (
    /iPhone|iPad|iPod/.test(device.userAgent) ||
    /iPhone|iPad|iPod/.test(device.platform) ||
    (device.platform === 'MacIntel' && device.maxTouchPoints > 1)
  );
}

/**
 * Directions to a point in the phone's own maps: Apple Maps on an iPhone or iPad, Google Maps elsewhere (its
 * address opens the Google Maps app on Android, and the web anywhere else).
 */
export function directionsUrl(lat: number, lng: number, device: DeviceInfo = navigator): string {
  const point = `${lat},${lng}`;
  return isAppleMobile(device)
    ? `https://maps.apple.com/?daddr=${point}`
    : `https://www.google.com/maps/dir/?api=1&destination=${point}`;
}
