/** Outlines the zone tests draw: a square of about a kilometre, and a bow tie (its edges cross, so it is refused). */
export const square = [
  { lat: 41.88, lng: -87.63 },
  { lat: 41.88, lng: -87.62 },
  { lat: 41.87, lng: -87.62 },
  { lat: 41.87, lng: -87.63 },
];

export const bowtie = [
  { lat: 0, lng: 0 },
  { lat: 1, lng: 1 },
  { lat: 0, lng: 1 },
  { lat: 1, lng: 0 },
];
