/**
 * The site the field suites walk (field.test.ts, sync-positions.test.ts): an Allowed zone, a ~220 m square around
 * (51.5000, -0.1000), with a restricted store room and a break room inside it. 0.001° of latitude ≈ 111 m.
 */
export const centre = { lat: 51.5, lng: -0.1 };

/** A square outline `half` degrees of latitude from its centre each way (1.6 × that in longitude). */
export const square = (half: number, c = centre) => [
  [c.lat - half, c.lng - half * 1.6],
  [c.lat - half, c.lng + half * 1.6],
  [c.lat + half, c.lng + half * 1.6],
  [c.lat + half, c.lng - half * 1.6],
];
